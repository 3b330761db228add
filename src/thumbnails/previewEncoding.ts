import { drawEncoded } from './drawEncoded'

/** `image` as a `width` × `height` preview: WebP keeps transparency, as does WebKit's PNG (it cannot encode WebP). */
export const encodePreview = (image: CanvasImageSource, width: number, height: number): Promise<Blob | null> =>
  drawEncoded(image, width, height, 'medium', 'image/webp', 0.8)
