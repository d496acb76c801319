/**
 * Sending a configured form (spec 2 §7 "Submit form | POST | field values; posts to the supplied URL | redirectUrl or
 * messages"; spec 1 §7 "Each form submit posts to a supplied URL"): to the URL the CMS gave, never to another origin.
 * Without files the values go as JSON; with files as multipart/form-data (a list's entries under `name[]`, each file
 * under its field's name), with the upload's progress. The answer's messages are the form's to show (the call is
 * quiet); a redirectUrl is followed by the client, within the site only (api/client.ts).
 */
import { sameOriginUrl } from '@/src/lib/safe-url'
import { ApiError, client } from './client'
import { isEnvelope } from './envelope'
import type { FormValues } from './form-config'

/** The captcha's action for every configured form (the provider's statistics group by it; the server checks it). */
export const FORM_CAPTCHA_ACTION = 'cms_form'

const isFileList = (value: FormValues[string]): value is File[] => Array.isArray(value) && value.some((item) => item instanceof File)

/** The values as a multipart body: texts as they are, true/false as `1`/`0`, lists and files one part each. */
export function multipartOf(values: FormValues): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') body.append(name, value)
    else if (typeof value === 'boolean') body.append(name, value ? '1' : '0')
    else for (const item of value) body.append(`${name}[]`, item)
  }
  return body
}

/** What the server said to a sent form: whether it sends the visitor elsewhere (the client is following its redirectUrl). */
export type SentForm = { redirecting: boolean }

/**
 * Posts `values` to `action`. Rejects with an ApiError carrying the server's messages (at their fields by
 * `source.field`), or none for a failure the form words itself (spec 2 §8); a URL of another origin is refused.
 */
export async function submitForm(action: string, values: FormValues, onProgress?: (fraction: number) => void): Promise<SentForm> {
  const url = sameOriginUrl(action)
  if (!url) throw new ApiError(undefined, [], new Error(`Refused to send a form to another origin: ${action}`))
  const withFiles = Object.values(values).some(isFileList)
  const response = await client.post<unknown>(url, withFiles ? multipartOf(values) : values, {
    quiet: true,
    ...(withFiles && onProgress ? { onUploadProgress: ({ loaded, total }: { loaded: number; total?: number }) => total && onProgress(Math.min(1, loaded / total)) } : {}),
  })
  return { redirecting: isEnvelope(response.data) && typeof response.data.redirectUrl === 'string' }
}
