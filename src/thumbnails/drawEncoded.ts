/** `image` drawn at `width` × `height` with `smoothing`, encoded as `type` at `quality`; null without a 2D context. */
export async function drawEncoded(
  image: CanvasImageSource,
  width: number,
  height: number,
  smoothing: ImageSmoothingQuality,
  type: string,
  quality: number,
): Promise<Blob | null> {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')
  if (!context) return null
  context.imageSmoothingQuality = smoothing
  context.drawImage(image, 0, 0, width, height)
  return canvas.convertToBlob({ type, quality })
}
