import { describe, expect, it } from 'vitest'
import type { UploadedPart, UploadRequestSnapshot } from './contract'
import {
  ALLOWED_TYPES,
  buildStoredAttachment,
  CONTRACT_MESSAGES,
  checkUploadRequest,
  contractOptions,
  DEMO_MAX_FILE_SIZE,
  DEMO_TOKEN,
  formatFileSize,
  isMultipartFormData,
  REQUIRED_FIELDS,
  readBearerToken,
  UPLOAD_PATH,
} from './contract'

const options = contractOptions({ tokens: [DEMO_TOKEN, 'second-token'], maxFileSize: 1000 })

const photo: UploadedPart = { field: 'file', name: 'zdjęcie.png', type: 'image/png', size: 1000 }

function validSnapshot(overrides: Partial<UploadRequestSnapshot> = {}): UploadRequestSnapshot {
  return {
    authorization: `Bearer ${DEMO_TOKEN}`,
    fields: { modelClass: ['uppy'], modelId: ['uppyId'], collection: ['thumbnails'] },
    files: [photo],
    ...overrides,
  }
}

function withFields(change: (fields: Record<string, string[]>) => void): UploadRequestSnapshot {
  const snapshot = validSnapshot()
  change(snapshot.fields)
  return snapshot
}

const rejection = (status: 400 | 401, message: string) => ({ ok: false, status, body: { message } })

describe('constants', () => {
  it('match the specification', () => {
    expect(UPLOAD_PATH).toBe('/api/member/v1/attachments/upload')
    expect(REQUIRED_FIELDS).toEqual({ modelClass: 'uppy', modelId: 'uppyId', collection: 'thumbnails' })
    expect([...ALLOWED_TYPES]).toEqual(['image/jpeg', 'image/gif', 'image/png', 'application/pdf'])
    expect(DEMO_TOKEN).toBe('member-token')
    expect(DEMO_MAX_FILE_SIZE).toBe(10 * 1024 * 1024)
  })
})

describe('checkUploadRequest', () => {
  it('accepts a correct request and returns its file', () => {
    expect(checkUploadRequest(validSnapshot(), options)).toEqual({ ok: true, file: photo })
  })

  it('accepts every allowed type, a second valid token, a lower-case scheme and a type with parameters', () => {
    for (const type of ALLOWED_TYPES) {
      expect(checkUploadRequest(validSnapshot({ files: [{ ...photo, type }] }), options).ok).toBe(true)
    }
    expect(checkUploadRequest(validSnapshot({ authorization: 'Bearer second-token' }), options).ok).toBe(true)
    expect(checkUploadRequest(validSnapshot({ authorization: `bearer ${DEMO_TOKEN}` }), options).ok).toBe(true)
    const withParameter = validSnapshot({ files: [{ ...photo, type: 'Image/PNG; name=x' }] })
    expect(checkUploadRequest(withParameter, options).ok).toBe(true)
  })

  it('accepts a file of exactly maxFileSize bytes', () => {
    expect(checkUploadRequest(validSnapshot({ files: [{ ...photo, size: 1000 }] }), options).ok).toBe(true)
  })

  describe('401', () => {
    it('without an Authorization header', () => {
      expect(checkUploadRequest(validSnapshot({ authorization: null }), options)).toEqual(
        rejection(401, CONTRACT_MESSAGES.missingAuthorization),
      )
      expect(checkUploadRequest(validSnapshot({ authorization: '  ' }), options)).toEqual(
        rejection(401, CONTRACT_MESSAGES.missingAuthorization),
      )
    })

    it.each([
      ['an unknown token', 'Bearer someone-else'],
      ['no scheme', DEMO_TOKEN],
      ['another scheme', `Basic ${DEMO_TOKEN}`],
      ['an empty token', 'Bearer '],
      ['a stringified missing token', 'Bearer undefined'],
      ['extra words', `Bearer ${DEMO_TOKEN} extra`],
      ['two spaces', `Bearer  ${DEMO_TOKEN}`],
    ])('with %s', (_case, authorization) => {
      expect(checkUploadRequest(validSnapshot({ authorization }), options)).toEqual(
        rejection(401, CONTRACT_MESSAGES.invalidToken),
      )
    })

    it('comes before any body problem', () => {
      const everythingWrong: UploadRequestSnapshot = { authorization: null, fields: {}, files: [], isMultipart: false }
      expect(checkUploadRequest(everythingWrong, options)).toMatchObject({ status: 401 })
    })
  })

  describe('400', () => {
    it('when the body is not multipart', () => {
      const snapshot = validSnapshot({ fields: {}, files: [], isMultipart: false })
      expect(checkUploadRequest(snapshot, options)).toEqual(rejection(400, CONTRACT_MESSAGES.notMultipart))
    })

    it.each(Object.keys(REQUIRED_FIELDS))('when %s is missing', (name) => {
      const snapshot = withFields((fields) => delete fields[name])
      expect(checkUploadRequest(snapshot, options)).toEqual(rejection(400, CONTRACT_MESSAGES.missingField(name)))
    })

    it.each(Object.entries(REQUIRED_FIELDS))('when %s has a wrong value', (name, expected) => {
      const snapshot = withFields((fields) => (fields[name] = [`${expected}-wrong`]))
      expect(checkUploadRequest(snapshot, options)).toEqual(
        rejection(400, CONTRACT_MESSAGES.wrongFieldValue(name, expected)),
      )
    })

    it('when a field differs only in case or whitespace', () => {
      expect(
        checkUploadRequest(
          withFields((fields) => (fields.modelClass = ['Uppy'])),
          options,
        ).ok,
      ).toBe(false)
      expect(
        checkUploadRequest(
          withFields((fields) => (fields.collection = ['thumbnails '])),
          options,
        ).ok,
      ).toBe(false)
    })

    it('when a required field is sent twice, even with the right value', () => {
      const snapshot = withFields((fields) => (fields.modelId = ['uppyId', 'uppyId']))
      expect(checkUploadRequest(snapshot, options)).toEqual(rejection(400, CONTRACT_MESSAGES.repeatedField('modelId')))
    })

    it('when there is an extra field (such as the metadata Uppy sends by default)', () => {
      const one = withFields((fields) => (fields.name = ['zdjęcie.png']))
      expect(checkUploadRequest(one, options)).toEqual(rejection(400, 'Nieoczekiwane pole „name” w żądaniu.'))
      const two = withFields((fields) => Object.assign(fields, { name: ['a'], type: ['image/png'] }))
      expect(checkUploadRequest(two, options)).toEqual(rejection(400, 'Nieoczekiwane pola w żądaniu: „name”, „type”.'))
    })

    it('when the file field holds text instead of a file', () => {
      const snapshot = validSnapshot({ files: [] })
      snapshot.fields.file = ['zdjęcie.png']
      expect(checkUploadRequest(snapshot, options)).toEqual(rejection(400, CONTRACT_MESSAGES.fileFieldNotAFile))
    })

    it('when there is no file', () => {
      expect(checkUploadRequest(validSnapshot({ files: [] }), options)).toEqual(
        rejection(400, CONTRACT_MESSAGES.noFile),
      )
    })

    it('when there are two files in the file field', () => {
      const snapshot = validSnapshot({ files: [photo, { ...photo, name: 'drugie.png' }] })
      expect(checkUploadRequest(snapshot, options)).toEqual(rejection(400, CONTRACT_MESSAGES.tooManyFiles))
    })

    it('when the file is sent in another field (Uppy bundle mode uses files[])', () => {
      const snapshot = validSnapshot({ files: [{ ...photo, field: 'files[]' }] })
      expect(checkUploadRequest(snapshot, options)).toEqual(
        rejection(400, CONTRACT_MESSAGES.unexpectedFields(['files[]'])),
      )
    })

    it('when there is an extra file next to the right one', () => {
      const snapshot = validSnapshot({ files: [photo, { ...photo, field: 'thumbnail' }] })
      expect(checkUploadRequest(snapshot, options)).toEqual(
        rejection(400, CONTRACT_MESSAGES.unexpectedFields(['thumbnail'])),
      )
    })

    it.each(['text/plain', 'image/webp', 'image/svg+xml', 'image/jpg', 'application/octet-stream', ''])(
      'when the type is %j',
      (type) => {
        const verdict = checkUploadRequest(validSnapshot({ files: [{ ...photo, type }] }), options)
        expect(verdict).toEqual(rejection(400, CONTRACT_MESSAGES.typeNotAllowed(type, ALLOWED_TYPES)))
      },
    )

    it('names the allowed types the way members know them', () => {
      expect(CONTRACT_MESSAGES.typeNotAllowed('text/plain', ALLOWED_TYPES)).toBe(
        'Niedozwolony typ pliku (text/plain). Dozwolone typy: JPEG, GIF, PNG, PDF.',
      )
      expect(CONTRACT_MESSAGES.typeNotAllowed('', ALLOWED_TYPES)).toContain('(brak typu)')
    })

    it('when the file is empty', () => {
      const verdict = checkUploadRequest(validSnapshot({ files: [{ ...photo, size: 0 }] }), options)
      expect(verdict).toEqual(rejection(400, 'Plik „zdjęcie.png” jest pusty.'))
    })

    it('when the file is one byte over maxFileSize', () => {
      const verdict = checkUploadRequest(validSnapshot({ files: [{ ...photo, size: 1001 }] }), options)
      expect(verdict).toEqual(rejection(400, CONTRACT_MESSAGES.fileTooLarge('zdjęcie.png', 1000)))
    })

    it('states the limit in the too-large message', () => {
      expect(CONTRACT_MESSAGES.fileTooLarge('a.pdf', DEMO_MAX_FILE_SIZE)).toBe(
        'Plik „a.pdf” jest za duży. Maksymalny rozmiar pliku to 10 MB.',
      )
    })
  })
})

describe('helpers', () => {
  it('readBearerToken reads only a well-formed bearer header', () => {
    expect(readBearerToken('Bearer abc.def-ghi')).toBe('abc.def-ghi')
    expect(readBearerToken('BEARER abc')).toBe('abc')
    expect(readBearerToken('Bearer')).toBeNull()
    expect(readBearerToken(null)).toBeNull()
  })

  it('isMultipartFormData recognises only multipart/form-data', () => {
    expect(isMultipartFormData('multipart/form-data; boundary=x')).toBe(true)
    expect(isMultipartFormData('Multipart/Form-Data;boundary=x')).toBe(true)
    expect(isMultipartFormData('application/x-www-form-urlencoded')).toBe(false)
    expect(isMultipartFormData('multipart/form-dataX')).toBe(false)
    expect(isMultipartFormData(null)).toBe(false)
  })

  it('formatFileSize uses Polish number format', () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB')
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB')
    expect(formatFileSize(500 * 1024)).toBe('500 KB')
    expect(formatFileSize(12)).toBe('12 B')
  })
})

describe('buildStoredAttachment', () => {
  it('describes the stored file and echoes the received fields', () => {
    const body = buildStoredAttachment({
      id: 'att-1',
      file: { ...photo, type: 'IMAGE/PNG' },
      fields: validSnapshot().fields,
      sha256: 'ab'.repeat(32),
      createdAt: new Date('2025-01-02T03:04:05.000Z'),
    })
    expect(body).toEqual({
      id: 'att-1',
      name: 'zdjęcie.png',
      mimeType: 'image/png',
      size: 1000,
      collection: 'thumbnails',
      modelClass: 'uppy',
      modelId: 'uppyId',
      sha256: 'ab'.repeat(32),
      createdAt: '2025-01-02T03:04:05.000Z',
    })
    expect(JSON.parse(JSON.stringify(body))).toEqual(body)
  })
})
