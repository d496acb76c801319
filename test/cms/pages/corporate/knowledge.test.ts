import { assetAt, CONTENT_PAGES } from '@/test/mocks/db/documents'
import { MEDIA_PREFIX } from '../../media/index'
import { blocksIn, propsOf, propsProblems, renderPage, type FileListProps } from './block-page-checks'
import { knowledgeArticleBlocks } from './knowledge-article'
import { KNOWLEDGE_TOPICS, topicOf } from './knowledge-topics'

type Teaser = { title: string; text?: string; image?: { fallback: string; alt: string }; link?: { href: string } }
type TeaserList = { title?: string; items: Teaser[] }

describe('the knowledge overview', () => {
  const { doc } = renderPage('/wissen')
  const blocks = blocksIn(doc)
  const lists = propsOf<TeaserList>(blocks, 'tools/teaser-list')
  const teasers = lists.flatMap((list) => list.items)

  it('is built from blocks the islands accept, its picture first', () => {
    expect(propsProblems(blocks)).toEqual([])
    expect(blocks[0]?.name).toBe('tools/text-image')
    expect(blocks[0]?.props).toMatchObject({ first: true })
  })

  it('leads to every knowledge article once, with its title, its teaser text and a demo picture', () => {
    expect(teasers.map((teaser) => teaser.link?.href).sort()).toEqual(CONTENT_PAGES.map((article) => article.url).sort())
    for (const article of CONTENT_PAGES) {
      const teaser = teasers.find((candidate) => candidate.link?.href === article.url)
      expect(teaser, article.url).toMatchObject({ title: article.title, text: article.text })
      expect(teaser?.image?.fallback.startsWith(MEDIA_PREFIX), article.url).toBe(true)
      expect(teaser?.image?.alt, article.url).not.toBe('')
    }
    // The fallback already holds the links, before any island mounts.
    const hrefs = new Set([...doc.querySelectorAll('[data-widget="teaser-list"] a')].map((anchor) => anchor.getAttribute('href')))
    expect(CONTENT_PAGES.filter((article) => !hrefs.has(article.url))).toEqual([])
  })

  it('groups the articles by topic, each topic with articles', () => {
    expect(lists.map((list) => list.title)).toEqual(KNOWLEDGE_TOPICS.map((topic) => topic.title))
    for (const [index, list] of lists.entries()) {
      expect(list.items.length, list.title).toBeGreaterThan(0)
      expect(list.items.map((teaser) => topicOf(teaser))).toEqual(list.items.map(() => KNOWLEDGE_TOPICS[index]))
    }
  })
})

describe('a knowledge article', () => {
  it.each(CONTENT_PAGES.map((article) => [article.url, article] as const))('%s carries its blocks, which the islands accept', (url, article) => {
    const { doc } = renderPage(url)
    const blocks = blocksIn(doc)

    expect(propsProblems(blocks)).toEqual([])
    expect(blocks.map(({ name }) => name)).toEqual(expect.arrayContaining(['tools/rich-text', 'tools/text-image', 'tools/icon-list', 'tools/good-to-know', 'tools/file-list']))
    // Its paragraphs first, as the page's first screen.
    expect(blocks[0]?.name).toBe('tools/rich-text')
    expect([...(blocks[0]?.element.querySelectorAll('p') ?? [])].map((paragraph) => paragraph.textContent)).toEqual(article.paragraphs)
    // Its topic's brochure, and only files the CMS serves, at their size.
    const files = propsOf<FileListProps>(blocks, 'tools/file-list').flatMap((list) => list.files)
    expect(files.map((file) => file.name)).toContain(topicOf(article).brochure)
    expect(files.filter((file) => assetAt(file.url)?.size !== file.size)).toEqual([])
    // Breadcrumb and the way back to the overview stay.
    expect(renderPage(url).page.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/wissen'])
    expect([...doc.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'))).toContain('/wissen')
  })

  it('lists the technical data sheets of its product line beside the brochure', () => {
    const { doc } = renderPage('/wissen/hydraulikoel-hlp-hvlp-oder-hees')
    const [list] = propsOf<FileListProps>(blocksIn(doc), 'tools/file-list')
    expect(list?.files.map((file) => file.name)).toEqual([
      'Broschüre Industrieschmierstoffe',
      'Technisches Datenblatt Hydrauliköl HLP 46',
      'Technisches Datenblatt Hydrauliköl HLP 46 zinkfrei',
      'Technisches Datenblatt Hydrauliköl HVLP 32',
      'Technisches Datenblatt Bio-Hydrauliköl HEES 46',
    ])
  })

  it('shows the table an editor added to an article, as rich text', () => {
    const { doc } = renderPage('/wissen/kuehlmittel-richtig-mischen')
    const table = doc.querySelector('[data-widget="rich-text"] table')
    expect([...(table?.querySelectorAll('th') ?? [])].map((cell) => cell.textContent)).toEqual(['Konzentrat zu Wasser', 'Anteil Konzentrat', 'Frostschutz bis'])
    expect(table?.querySelectorAll('tbody tr')).toHaveLength(3)
  })

  it('writes the article’s text as text, not as markup', () => {
    const [article] = CONTENT_PAGES
    if (!article) throw new Error('no article')
    const html = knowledgeArticleBlocks({ ...article, paragraphs: ['Öl & Fett <img src=x onerror="alert(1)">'] }, 'de-CH')
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const [text] = blocksIn(doc)

    expect(text?.props).toEqual({ html: '<p>Öl &amp; Fett &lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>' })
    expect(doc.querySelector('img[src="x"]')).toBeNull()
    expect(text?.element.textContent).toBe('Öl & Fett <img src=x onerror="alert(1)">')
  })

  it('is marked as German on a page in another language, its way back in that language', () => {
    const { doc } = renderPage('/wissen/viskositaet-einfach-erklaert', 'fr-CH')
    expect(doc.querySelector('.cms-blocks')?.getAttribute('lang')).toBe('de')
    // The body's links are the CMS's own; the page's prefix is added as the page is sent (linkLocalizer).
    expect([...doc.querySelectorAll('a')].find((anchor) => anchor.getAttribute('href') === '/wissen' && !anchor.closest('.cms-blocks'))?.textContent).toBe('Tous les articles de connaissances')
  })
})
