import type { CmsContext } from '../context'
import type { PageDataExtras } from '../page-data'
import type { Text } from '../texts'

/** The start page's groups, in their order there; each heading is a Text of pages/index.ts. */
export type PageGroup = 'widgets' | 'runtime' | 'benchmarks' | 'later'

/** One page of the simulated CMS: where it lives, what the start page says of it, and its markers. */
export type PageDefinition = {
  path: string
  title: Text
  /** One line for the start page. */
  description: Text
  /** Group it is listed under on the start page; unlisted pages (raw XSS) have none. */
  group?: PageGroup
  /** Without the CMS chrome (header, switchers, footer), for pages that measure the islands alone. */
  chrome?: boolean
  /** A widget of the page writes its one `<h1>` (the product detail names the product), so the layout writes none. */
  ownHeading?: boolean
  /**
   * The pages above this one, top down, without the home page and without the page itself (a category
   * page: its parent categories). session.breadcrumbs is these, then the page (page-data.ts).
   */
  breadcrumbs?: { label: Text; path: string }[]
  /** The page's content; its own texts in the context's language (texts.ts). */
  body(context: CmsContext): string
  pageData?(context: CmsContext): PageDataExtras
}
