/** Resolves in a task after the next frame: work not waited for (previews) starts once the list and the upload button
 * are on screen. No window (Node, a worker): the next task. A hidden page draws no frames: this waits until shown. */
export function afterNextPaint(view: (Window & typeof globalThis) | null = globalThis.window ?? null): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => setTimeout(resolve, 0)
    if (view && typeof view.requestAnimationFrame === 'function') view.requestAnimationFrame(nextTask)
    else nextTask()
  })
}
