import { BaselineUploader } from './BaselineUploader'
import { endpoint, maxFileSize, token } from './harness'
import { reportFinished, startHost } from './hostRoot'

startHost('baseline', () => (
  <BaselineUploader
    endpoint={endpoint}
    token={token}
    maxFileSize={maxFileSize}
    maxFiles={100_000}
    onComplete={reportFinished}
  />
))
