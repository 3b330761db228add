export function finishDist(): void
