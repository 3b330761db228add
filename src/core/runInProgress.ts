/** Whether Uppy is running an upload (a first run, a retry or a resume): every run ends by leaving `currentUploads`. */
export const runInProgress = (state: { currentUploads: object }): boolean =>
  Object.keys(state.currentUploads).length > 0
