/**
 * The "Marka" toolbar: a Storybook global that sets the panel's brand tokens (README, "Marka i motyw") on the
 * frame every story is drawn in, an ancestor of the panel, as a host sets them on its page. Designers try a
 * brand's accent colour and corners on every story; the Marka stories (../Brand.stories.tsx) set one themselves.
 */
import type { GlobalTypes } from 'storybook/internal/types'

export const BRAND_GLOBAL = 'panelBrand'

interface Brand {
  title: string
  /** The tokens and their values, as a host's CSS declares them. */
  tokens: Record<`--aup-${string}`, string>
}

export const BRANDS = {
  none: { title: 'Bez marki (kolory panelu)', tokens: {} },
  // The README's brand example: the member area's green and 4 px corners.
  memberArea: {
    title: 'Strefa członka: zieleń #0a7d47, rogi 4 px',
    tokens: { '--aup-accent': '#0a7d47', '--aup-radius': '4px' },
  },
  violet: {
    title: 'Fiolet #6d28d9, rogi 12 px, biała powierzchnia',
    tokens: {
      '--aup-accent': '#6d28d9',
      '--aup-radius': '12px',
      '--aup-surface': 'light-dark(#fff, #18181b)',
      '--aup-border': 'light-dark(#e4e4e7, #3f3f46)',
    },
  },
} as const satisfies Record<string, Brand>

export type BrandId = keyof typeof BRANDS

export const DEFAULT_BRAND: BrandId = 'none'

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && Object.hasOwn(BRANDS, value)
}

/** The tokens of the brand a story's globals name, as React's style object (custom properties). */
export function brandStyle(value: unknown): Record<string, string> {
  return isBrandId(value) ? { ...BRANDS[value].tokens } : {}
}

export const brandGlobalType: GlobalTypes[string] = {
  description: 'Marka: kolor akcentu i zaokrąglenie rogów panelu w każdej historyjce',
  toolbar: {
    title: 'Marka',
    icon: 'paintbrush',
    dynamicTitle: true,
    items: Object.entries(BRANDS).map(([value, brand]) => ({ value, title: brand.title })),
  },
}

/** Story globals for a story drawn in this brand whatever the toolbar says. */
export function forcedBrand(brand: BrandId): { [BRAND_GLOBAL]: BrandId } {
  return { [BRAND_GLOBAL]: brand }
}
