/**
 * The "Serwer" toolbar: a Storybook global choosing how the mocked upload endpoint
 * answers whatever happens in the canvas, a play function's uploads or a person's.
 *
 * How the choice reaches the handlers: Storybook runs loaders and `beforeEach` on every
 * render of a story, the first one and each one after a global or an arg changes.
 * msw-storybook-addon's loader clears the handlers, then `serveChosenServer` installs
 * the scenario the global names. A story whose script needs one server sets the global
 * itself (`globals: forcedServer('…')`): Storybook then greys the toolbar out and shows
 * that story's choice, which is how the toolbar says the story forces its scenario.
 */
import type { BeforeEach, GlobalTypes } from 'storybook/internal/types'
import { UPLOAD_PATH } from '../../mocks/contract'
import { isServerScenarioId, SERVER_SCENARIOS, type ServerScenario, type ServerScenarioId } from './serverScenarios'
import { serveUploads, type UploadServer } from './uploadServer'

declare module 'storybook/internal/csf' {
  interface StoryContext {
    /** The endpoint the "Serwer" toolbar (or the story) chose for this render, with its request log. */
    uploadServer: UploadServer
  }
}

export const SERVER_GLOBAL = 'uploadServer'

/**
 * Set on the canvas's root once the chosen scenario's handlers are in place. The toolbar shows a choice at once;
 * the canvas serves it only after its next render's `beforeEach`, which a loaded machine ran after an upload had
 * already gone to the previous scenario. A test that switches the server waits for this first.
 */
export const SERVED_SCENARIO_ATTRIBUTE = 'data-upload-server'

export const DEFAULT_SERVER_SCENARIO: ServerScenarioId = 'success'

export const serverGlobalType: GlobalTypes[string] = {
  description: 'Jak odpowiada serwer przesyłania. Wyszarzony: ta historyjka sama ustala serwer.',
  toolbar: {
    title: 'Serwer',
    icon: 'cloud',
    dynamicTitle: true,
    items: Object.entries(SERVER_SCENARIOS).map(([value, scenario]) => ({ value, title: scenario.title })),
  },
}

/** Story globals for a story whose script needs this server whatever the toolbar says. */
export function forcedServer(scenario: ServerScenarioId): { [SERVER_GLOBAL]: ServerScenarioId } {
  return { [SERVER_GLOBAL]: scenario }
}

/** Whether a request goes to the upload endpoint, whatever its origin or query. */
function isUploadRequest(url: string): boolean {
  return new URL(url, window.location.href).pathname.endsWith(UPLOAD_PATH)
}

/**
 * The simulated connection in place, if any. One at a time: a render with another
 * scenario takes the previous one out before its own goes in (cleanups of `beforeEach`
 * run only when the story is left, not between renders).
 */
let undoUplink: (() => void) | undefined

function takeOutUplink() {
  undoUplink?.()
  undoUplink = undefined
  document.documentElement.removeAttribute(SERVED_SCENARIO_ATTRIBUTE)
}

export const serveChosenServer: BeforeEach = (context) => {
  const chosen: unknown = context.globals[SERVER_GLOBAL] ?? DEFAULT_SERVER_SCENARIO
  if (!isServerScenarioId(chosen)) {
    throw new Error(
      `Unknown server scenario ${JSON.stringify(chosen)}; known: ${Object.keys(SERVER_SCENARIOS).join(', ')}`,
    )
  }
  const scenario: ServerScenario = SERVER_SCENARIOS[chosen]
  takeOutUplink()
  context.uploadServer = serveUploads(context.msw, scenario.handlers)
  undoUplink = scenario.uplink?.(isUploadRequest)
  document.documentElement.setAttribute(SERVED_SCENARIO_ATTRIBUTE, chosen)
  return takeOutUplink
}
