import { address } from '@/src/lib/schema-parts'
import { checkOne } from '@/src/lib/schema-check'
import * as v from 'valibot'

const urlsSchema = v.object({ contractDetailUrl: v.optional(address) })

/**
 * The address of the contract's page (spec 1 §3 "urls … contract detail"): the widget's prop, else
 * session.urls.contractDetailUrl, which the entry passes through unchecked, so it is read through a schema
 * here (a value of the wrong kind is dropped with a warning and an error report); undefined for neither.
 */
export function contractDetailUrlOf(prop: string | undefined, urls: unknown): string | undefined {
  if (prop !== undefined) return prop
  return checkOne(urls, urlsSchema, 'session.urls')?.contractDetailUrl
}
