import * as markup from '../dashboard/dashboardMarkup'
import * as runViewParts from '../status/runViewParts'
import type { FocusRoute } from './keepFocusInPanel'

/**
 * The panel's route for a lost focus: the status bar's current action, else adding files. The bar has something to
 * show once files are listed and is drawn in React's render after the Dashboard drew the list: until then, wait.
 */
export const panelFocusRoute: FocusRoute = {
  nextStops: [
    runViewParts.statusBarAction('retry'),
    runViewParts.statusBarAction('togglePauseResume'),
    runViewParts.uploadButton,
    // The bar's other actions: cancel, done.
    `${runViewParts.statusActions} button`,
    markup.addMore,
    markup.browseButton,
  ],
  isDrawing: (root) => !!root.querySelector(markup.fileItem) && !root.querySelector(runViewParts.statusBar),
}
