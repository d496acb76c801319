import { AxiosError } from 'axios'
import { ApiError } from '@/api/client'
import { shouldIgnore } from './filter'

describe('shouldIgnore (spec 1 §8)', () => {
  it.each([503, 403, 401])('drops answers with status %i', (status) => {
    expect(shouldIgnore(new ApiError(status, []))).toBe(true)
    expect(shouldIgnore({ response: { status } })).toBe(true)
  })

  it.each([500, 502, 404, 422, undefined])('keeps answers with status %s', (status) => {
    expect(shouldIgnore(new ApiError(status, []))).toBe(false)
  })

  it('drops network errors, also wrapped by the API client', () => {
    expect(shouldIgnore(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true)
    expect(shouldIgnore(new ApiError(undefined, [], new AxiosError('Network Error', 'ERR_NETWORK')))).toBe(true)
    expect(shouldIgnore(new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldIgnore(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true)
  })

  it('drops aborted requests', () => {
    expect(shouldIgnore(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true)
    expect(shouldIgnore(new AxiosError('canceled', 'ERR_CANCELED'))).toBe(true)
    expect(shouldIgnore(Object.assign(new Error('canceled'), { name: 'CanceledError' }))).toBe(true)
  })

  it('drops stylesheet chunk load errors but keeps script chunk failures', () => {
    expect(shouldIgnore(new Error('Unable to preload CSS for /vue/assets/rich-text-1a2b.css'))).toBe(true)
    expect(shouldIgnore(new Error('Loading CSS chunk 42 failed.'))).toBe(true)
    expect(shouldIgnore(Object.assign(new Error('the widget\'s code did not load within 120 s'), { name: 'ChunkLoadError' }))).toBe(false)
  })

  it('keeps ordinary errors and odd values', () => {
    expect(shouldIgnore(new TypeError("Cannot read properties of undefined (reading 'entries')"))).toBe(false)
    expect(shouldIgnore('kaputt')).toBe(false)
    expect(shouldIgnore(null)).toBe(false)
  })
})
