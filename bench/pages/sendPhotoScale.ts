// How the send scenario's uploaders scale photos before sending them: the panel's `resizePhotos` and the
// compressor's options are both made from this, so both are asked for the same size and quality.
export const SEND_PHOTO_SCALE = { maxSide: 2560, quality: 0.85 } as const
