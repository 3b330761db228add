// Setup file of the component tests (vitest.config.ts). The panel's and Uppy's font stacks name system fonts, and which
// one an engine picks depends on the machine: with Debian's fonts-liberation (a recommended package of Chromium's, on
// some machines and not others) WebKit draws names in Liberation Sans, else in DejaVu Sans, 10 % wider. Every test that
// measures a line would then depend on what else the machine has installed. The panel is drawn in the bundled Roboto
// instead (an npm package, the same files on every machine), through the host's own token, as the stories do.
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/600.css'
import '@fontsource/roboto/700.css'
import { beforeAll } from 'vitest'

const STYLE_ID = 'bundled-font'

beforeAll(async () => {
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style')
    style.id = STYLE_ID
    style.textContent = `:root { --aup-font-family: 'Roboto', sans-serif; }`
    document.head.append(style)
  }
  // Loaded before the first panel is drawn: a font that arrives later would move every line after it was measured.
  // The text names the Latin and Latin Extended subsets (Polish letters) that the font's CSS loads apart.
  const faces = ['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px Roboto`, 'Aa Ąą Łł'))
  const loaded = (await Promise.all(faces)).flat()
  if (loaded.length === 0) throw new Error('The bundled Roboto did not load: lines would be measured in a system font')
})
