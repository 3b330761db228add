import { drawEncoded } from './drawEncoded'

/** `image` as a preview `width` × `height`: WebP keeps transparency; WebKit, which cannot encode WebP, gives PNG, transparent too. */
export const encodePreview = (image: CanvasImageSource, width: number, height: number): Promise<Blob | null> =>
  drawEncoded(image, width, height, 'medium', 'image/webp', 0.8)
