import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FILE_FIELD_NAME, MAX_RETRIES, UPLOAD_FIELDS } from '../core/config'
import type { PanelFile } from '../core/panelTypes'
import * as messages from '../i18n/messages'
import { type TestPanel, texts } from '../test/panelHarness'
import { fetcherRetryDelayMs, type TransportPolicy } from './transportPolicy'
import { ENDPOINT, onPanelPage, policyWithFile } from './transportPolicy.testSupport'

onPanelPage()

describe('TransportPolicy hooks', () => {
  let panel: TestPanel
  let policy: TransportPolicy
  let file: PanelFile

  beforeEach(() => {
    ;({ panel, policy, file } = policyWithFile())
  })
  afterEach(() => panel.context.supervisor.dispose())

  it('admitsUpload refuses without a token and tells the member why', () => {
    expect(policy.admitsUpload()).toBe(true)
    expect(texts(panel.context.feedback)).toEqual([])
    panel.config.token = null
    expect(policy.admitsUpload()).toBe(false)
    expect(panel.context.feedback.notices.getSnapshot()).toMatchObject([{ tone: 'error', text: messages.noToken }])
  })

  it('has the endpoint’s fixed fields, no concurrency limit and no Uppy timeout', () => {
    const { xhrOptions } = policy
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
    expect(endpoint(file)).toBe(ENDPOINT)
    panel.config.endpoint = '/api/inny'
    expect(endpoint(file)).toBe('/api/inny')
  })

  it('fetcherRetryDelayMs matches the waits of Uppy’s fetcher', () => {
    expect([1, 2, 3].map(fetcherRetryDelayMs)).toEqual([150, 300, 600])
  })
})
