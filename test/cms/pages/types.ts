import type { CmsContext } from '../context'
import type { PageDataExtras } from '../page-data'

/** One page of the simulated CMS: where it lives, what the start page says of it, and its markers. */
export type PageDefinition = {
  path: string
  title: string
  /** One line for the start page. */
  description: string
  /** Heading it is listed under on the start page; unlisted pages (raw XSS, benchmarks) have none. */
  group?: 'Widgets' | 'Laufzeit und Fehlerfälle' | 'Benchmarks'
  /** Without the CMS chrome (header, switchers, footer), for pages that measure the islands alone. */
  chrome?: boolean
  body(context: CmsContext): string
  pageData?(context: CmsContext): PageDataExtras
}
