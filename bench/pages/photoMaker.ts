// Paints phone-like photos for the phone profile and encodes them with Chromium's own JPEG encoder
// (libjpeg-turbo, 4:2:0, as phone cameras write). bench/phone/photos.ts drives it once and caches
// the files; it adds the EXIF orientation itself. Each seed gives another scene.

export interface PhotoRecipe {
  seed: number
  width: number
  height: number
  /** Amplitude of the per-pixel luma noise (sensor grain): the main knob on the encoded size. */
  grain: number
  quality: number
}

export interface PhotoMaker {
  /** The encoded JPEG (no EXIF yet), base64. */
  make(recipe: PhotoRecipe): Promise<string>
  /** The size Chromium shows the image at (`createImageBitmap` honours the EXIF orientation). */
  displayedSize(url: string): Promise<{ width: number; height: number }>
}

declare global {
  interface Window {
    photoMaker: PhotoMaker
  }
}

/** A small seeded generator (mulberry32): the same seed paints the same scene. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

/** Sky and ground, soft blobs (things in the scene), short strokes (foliage, texture), then grain. */
function paint(context: OffscreenCanvasRenderingContext2D, recipe: PhotoRecipe) {
  const { width, height } = recipe
  const random = seeded(recipe.seed)
  const hue = random() * 360
  const horizon = height * (0.3 + random() * 0.35)
  const sky = context.createLinearGradient(0, 0, 0, horizon)
  sky.addColorStop(0, `hsl(${hue} 55% ${55 + random() * 20}%)`)
  sky.addColorStop(1, `hsl(${hue + 25} 40% ${80 + random() * 10}%)`)
  context.fillStyle = sky
  context.fillRect(0, 0, width, horizon)
  const groundHue = (hue + 90 + random() * 120) % 360
  const ground = context.createLinearGradient(0, horizon, 0, height)
  ground.addColorStop(0, `hsl(${groundHue} 35% 40%)`)
  ground.addColorStop(1, `hsl(${groundHue + 20} 30% 15%)`)
  context.fillStyle = ground
  context.fillRect(0, horizon, width, height - horizon)
  for (let blob = 0; blob < 45; blob++) {
    const x = random() * width
    const y = random() * height
    const radius = 80 + random() * 700
    const fill = context.createRadialGradient(x, y, 0, x, y, radius)
    const shade = `${random() * 360} ${25 + random() * 55}% ${15 + random() * 70}%`
    fill.addColorStop(0, `hsl(${shade})`)
    fill.addColorStop(0.7, `hsl(${shade} / 0.8)`)
    fill.addColorStop(1, `hsl(${shade} / 0)`)
    context.fillStyle = fill
    context.fillRect(x - radius, y - radius, radius * 2, radius * 2)
  }
  for (let batch = 0; batch < 300; batch++) {
    context.strokeStyle = `hsl(${groundHue + random() * 60 - 30} ${30 + random() * 40}% ${10 + random() * 60}%)`
    context.lineWidth = 1 + random() * 4
    context.beginPath()
    for (let stroke = 0; stroke < 80; stroke++) {
      const x = random() * width
      const y = horizon + random() * (height - horizon)
      context.moveTo(x, y)
      context.lineTo(x + (random() - 0.5) * 40, y - random() * 60)
    }
    context.stroke()
  }
  const image = context.getImageData(0, 0, width, height)
  const pixels = image.data
  for (let index = 0; index < pixels.length; index += 4) {
    const noise = (random() - 0.5) * 2 * recipe.grain
    pixels[index] = (pixels[index] ?? 0) + noise
    pixels[index + 1] = (pixels[index + 1] ?? 0) + noise
    pixels[index + 2] = (pixels[index + 2] ?? 0) + noise
  }
  context.putImageData(image, 0, 0)
}

function base64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(blob)
  })
}

window.photoMaker = {
  async make(recipe) {
    const canvas = new OffscreenCanvas(recipe.width, recipe.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D context')
    paint(context, recipe)
    return base64(await canvas.convertToBlob({ type: 'image/jpeg', quality: recipe.quality }))
  },
  async displayedSize(url) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    const bitmap = await createImageBitmap(await response.blob())
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
  },
}
