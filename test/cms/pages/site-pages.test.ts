import { assetAt } from '@/test/mocks/db/documents'
import { SITE_PAGES } from '@/test/mocks/db/navigation'
import { contextFor } from '../context'
import { MEDIA_PREFIX, mediaFiles } from '../media/index'
import { findPage } from './index'

// The site's content pages share one template (site-pages.ts): the link crawl (test/e2e/link-crawl.ts) renders two
// of them in the browser, and this test follows the links of every one.
describe('the site’s content pages in the simulated CMS', () => {
  it('has a page for every path of the navigation’s site pages, and each of their links and crumbs leads to a page or a file', () => {
    const paths = Object.keys(SITE_PAGES)
    expect(paths.length).toBeGreaterThan(10)
    const broken = paths.flatMap((path) => {
      const page = findPage(path)
      if (!page) return [`${path}: no page`]
      const doc = new DOMParser().parseFromString(`<main>${page.body(contextFor(new URL(`http://cms.test${path}`), undefined))}</main>`, 'text/html')
      // Links to other sites (an embed's page at its provider) are not the simulated CMS's to answer, nor a number to dial.
      const ownLinks = [...doc.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href') ?? '').filter((href) => !/^(https?|tel|mailto):/.test(href))
      const targets = [...ownLinks, ...(page.breadcrumbs ?? []).map((crumb) => crumb.path)]
      const leadsNowhere = (href: string) => {
        const { pathname } = new URL(href, 'http://cms.test')
        // A demo medium (the video's fallback links to its file) is served from test/cms/media/files.
        const medium = pathname.startsWith(MEDIA_PREFIX) && mediaFiles().includes(pathname.slice(MEDIA_PREFIX.length))
        return !findPage(pathname) && !assetAt(pathname) && !medium
      }
      return targets.filter(leadsNowhere).map((href) => `${path}: ${href}`)
    })
    expect(broken).toEqual([])
  })
})
