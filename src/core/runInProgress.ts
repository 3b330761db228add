type RunState = { currentUploads: object }

/** Whether Uppy is running an upload (a first run, a retry or a resume): every run ends by leaving `currentUploads`. */
export const runInProgress = (state: RunState): boolean => Object.keys(state.currentUploads).length > 0

/** Whether the state change from `previous` to `next` (Uppy's `state-update`) ended a run. */
export const runEnded = (previous: RunState, next: RunState): boolean => runInProgress(previous) && !runInProgress(next)
