import { noPhoneResults, PHONE_SCENARIOS, type PhoneResults } from './results'

const MiB = 1024 * 1024

/** A phone run's results as `npm run bench -- --phone` configures it, with nothing measured but what a test gives. */
export function phoneResults(measured: Partial<Omit<PhoneResults, 'config'>> = {}): PhoneResults {
  const config = {
    rounds: 3,
    photos: 20,
    tapUpload: { count: 40, size: 2 * MiB },
    tapUplinkMbit: 20,
    tapEveryMs: 250,
    uplinkUpload: { count: 10, size: 3 * MiB },
    uplinkMbit: 10,
    sendPhotos: 20,
    limitMs: 120_000,
    only: new Set(PHONE_SCENARIOS),
  }
  return { ...noPhoneResults(config), ...measured }
}
