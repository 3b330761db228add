/** The views of a run, loaded together with the first listed file (./useRunViews.ts). */
export { ListTitle } from './ListTitle'
export { StatusBar } from './StatusBar'
