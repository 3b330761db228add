// The request every bench variant sends: the contract's fields and header, no concurrency limit.
import type { Meta } from '@uppy/core'

export const CONTRACT_FIELDS: Meta = { modelClass: 'uppy', modelId: 'uppyId', collection: 'thumbnails' }

/** Uppy's XHR upload options for that request, as a host would write them (checked where they are used). */
export const xhrUploadOptions = (endpoint: string, token: string) => ({
  endpoint,
  fieldName: 'file',
  formData: true,
  allowedMetaFields: Object.keys(CONTRACT_FIELDS),
  headers: { Authorization: `Bearer ${token}` },
  limit: 0,
})
