// What a phone-profile run collects: its configuration and one entry per round for each variant.
import type { UploadResult } from '../scenarios'
import { MAIN_THREAD_PROFILE, type PhoneProfile } from './emulation'
import type { PhotoRun, TapRun, UiVariant } from './scenarios'
import type { SendRun, SendVariant } from './sendScenario'

export const PHONE_SCENARIOS = ['photos', 'taps', 'uplink', 'send'] as const
export type PhoneScenario = (typeof PHONE_SCENARIOS)[number]

export interface PhoneConfig {
  rounds: number
  /** Phone photos picked at once. */
  photos: number
  /** The upload during which the page is tapped. */
  tapUpload: { count: number; size: number }
  /** The throttled uplink of the tap scenario's second run, Mbit/s. */
  tapUplinkMbit: number
  tapEveryMs: number
  /** The upload timed over a throttled uplink. */
  uplinkUpload: { count: number; size: number }
  /** The uplink of the uplink and send scenarios, Mbit/s. */
  uplinkMbit: number
  /** Phone photos picked at once and sent (the send scenario). */
  sendPhotos: number
  /** Every wait in a page ends after this long (reported as a timeout). */
  limitMs: number
  only: ReadonlySet<PhoneScenario>
}

export type ByVariant<V extends string, T> = Partial<Record<V, T[]>>

/** What one profile's scenarios measured (taps and uplink run under the main-thread profile only). */
export interface PhoneResults {
  config: PhoneConfig
  profile: PhoneProfile
  /** Bytes of each photo picked (the photos scenario). */
  photoSizes: number[]
  /** Bytes of each photo sent (the send scenario). */
  sendPhotoSizes: number[]
  photos: { idleRssBytes: number[]; runs: ByVariant<UiVariant, PhotoRun> }
  taps: { local: ByVariant<UiVariant, TapRun>; throttled: ByVariant<UiVariant, TapRun> }
  uplink: ByVariant<'raw' | UiVariant, UploadResult>
  send: ByVariant<SendVariant, SendRun>
}

/** What a run with `config` has collected under `profile` before its first round. */
export function noPhoneResults(config: PhoneConfig, profile: PhoneProfile = MAIN_THREAD_PROFILE): PhoneResults {
  return {
    config,
    profile,
    photoSizes: [],
    sendPhotoSizes: [],
    photos: { idleRssBytes: [], runs: {} },
    taps: { local: {}, throttled: {} },
    uplink: {},
    send: {},
  }
}
