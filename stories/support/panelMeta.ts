/**
 * Args and controls shared by every panel story: each prop has an arg, so the
 * Controls tab shows (and can change) all of them, and the host's callbacks are
 * spies that play functions assert on and the Actions tab lists.
 */
import type { ArgTypes } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { DEMO_TOKEN } from '../../mocks/contract'
import {
  AttachmentUploadPanel,
  type AttachmentUploadPanelProps,
  DEFAULT_ENDPOINT,
  DEFAULT_STALL_TIMEOUT_MS,
} from '../../src'
import { DEFAULT_RESPONSE_TIMEOUT_MS, DEFAULT_RESTORE_MAX_AGE_MS } from '../../src/core/config'
import { DEMO_SETTINGS } from '../../src/test/demo'

export { DEMO_SETTINGS }

type PanelArgs = AttachmentUploadPanelProps

/** Every prop listed, so that adding a prop without an arg (and a control) fails to compile. */
type EveryArg = { [K in keyof Required<PanelArgs>]: PanelArgs[K] | undefined }

export const panelArgs = {
  token: DEMO_TOKEN,
  settings: DEMO_SETTINGS,
  existingCount: 0,
  endpoint: DEFAULT_ENDPOINT,
  stallTimeoutMs: DEFAULT_STALL_TIMEOUT_MS,
  responseTimeoutMs: DEFAULT_RESPONSE_TIMEOUT_MS,
  onUploadSuccess: fn(),
  onCompleteSuccess: fn(),
  onUploadError: fn(),
  // Called once a frame while files are sent: a spy would fill the Actions tab.
  onUploadProgress: undefined,
  preprocessSteps: undefined,
  postprocessSteps: undefined,
  theme: 'light',
  height: 500,
  className: undefined,
  'aria-label': 'Dodawanie załączników',
  restoreKey: undefined,
  restoreMaxAgeMs: DEFAULT_RESTORE_MAX_AGE_MS,
  keepPhotoLocation: false,
  resizePhotos: undefined,
  // The form props (../Form.stories.tsx sets them): outside a form only `onPendingFilesChange` is heard.
  name: undefined,
  getAttachmentId: undefined,
  blockFormSubmit: true,
  onPendingFilesChange: undefined,
} satisfies EveryArg

export const panelArgTypes: Partial<ArgTypes<PanelArgs>> = {
  token: { control: 'text' },
  settings: { control: 'object' },
  existingCount: { control: { type: 'number', min: 0, step: 1 } },
  endpoint: { control: 'text' },
  stallTimeoutMs: { control: { type: 'number', min: 1000, step: 1000 } },
  responseTimeoutMs: { control: { type: 'number', min: 1000, step: 1000 } },
  onUploadSuccess: { control: false },
  onCompleteSuccess: { control: false },
  onUploadError: { control: false },
  onUploadProgress: { control: false },
  // Steps hold functions, which a control cannot edit; the processing stories set them.
  preprocessSteps: { control: false },
  postprocessSteps: { control: false },
  theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
  height: { control: { type: 'range', min: 200, max: 500, step: 10 } },
  className: { control: 'text' },
  'aria-label': { control: 'text' },
  restoreKey: { control: 'text' },
  keepPhotoLocation: { control: 'boolean' },
  resizePhotos: { control: 'object' },
  restoreMaxAgeMs: { control: { type: 'number', min: 60_000, step: 60_000 } },
  name: { control: 'text' },
  getAttachmentId: { control: false },
  blockFormSubmit: { control: 'boolean' },
  onPendingFilesChange: { control: false },
}

export { AttachmentUploadPanel }
