/**
 * Resolves in a task after the next frame is drawn: work that a member does not wait for (previews) starts
 * once what they do wait for (the list, the upload button naming the files) is on screen, not in the
 * frame's way. Where there is no window (Node, a worker) it resolves in the next task; a hidden page draws no
 * frames, and what waits here starts once the page is shown.
 */
export function afterNextPaint(view: (Window & typeof globalThis) | null = globalThis.window ?? null): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => setTimeout(resolve, 0)
    if (view && typeof view.requestAnimationFrame === 'function') view.requestAnimationFrame(nextTask)
    else nextTask()
  })
}
