import { describe, expect, it } from 'vitest'
import { FILE_FIELD_NAME, MAX_RETRIES, UPLOAD_FIELDS } from '../core/config'
import type { PanelFile } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { freshEachTest } from '../test/freshEachTest'
import { texts } from '../test/panelHarness'
import { fetcherRetryDelayMs } from './transportPolicy'
import { ENDPOINT, onPanelPage, policyWithFile } from './transportPolicy.testSupport'

onPanelPage()

describe('TransportPolicy hooks', () => {
  const harness = freshEachTest(policyWithFile)

  it('admitsUpload refuses without a token and tells the member why', () => {
    expect(harness.policy.admitsUpload()).toBe(true)
    expect(texts(harness.panel.context.feedback)).toEqual([])
    harness.panel.config.token = null
    expect(harness.policy.admitsUpload()).toBe(false)
    expect(harness.panel.context.feedback.notices.getSnapshot()).toMatchObject([
      { tone: 'error', text: messages.noToken },
    ])
  })

  it('has the endpoint’s fixed fields, no concurrency limit and no Uppy timeout', () => {
    const { xhrOptions } = harness.policy
    expect(xhrOptions).toMatchObject({
      method: 'POST',
      formData: true,
      fieldName: FILE_FIELD_NAME,
      allowedMetaFields: Object.keys(UPLOAD_FIELDS),
      limit: 0,
      timeout: 0,
      retries: MAX_RETRIES,
    })
    const endpoint = xhrOptions.endpoint as (file: PanelFile) => string
    expect(endpoint(harness.file)).toBe(ENDPOINT)
    harness.panel.config.endpoint = '/api/inny'
    expect(endpoint(harness.file)).toBe('/api/inny')
  })

  it('fetcherRetryDelayMs matches the waits of Uppy’s fetcher', () => {
    expect([1, 2, 3].map(fetcherRetryDelayMs)).toEqual([150, 300, 600])
  })
})
