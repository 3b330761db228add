/** Resolves in a task after the next frame, so work the member does not wait for (previews) starts once what they wait
 * for (the list, the upload button naming the files) is on screen. No window (Node, a worker): the next task. A hidden
 * page draws no frames: what waits here starts once it is shown. */
export function afterNextPaint(view: (Window & typeof globalThis) | null = globalThis.window ?? null): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => setTimeout(resolve, 0)
    if (view && typeof view.requestAnimationFrame === 'function') view.requestAnimationFrame(nextTask)
    else nextTask()
  })
}
