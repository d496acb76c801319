import { screen, within } from '@testing-library/react'
import { fallbackHtml } from '@/test/cms/widget-markup'
import { renderWidget } from '@/test/render'
import { expectSameMarkup } from '@/test/same-markup'
import { NEWS_DETAIL_EXAMPLES } from './news-detail.widget'

const { motocross, germanOnly } = NEWS_DETAIL_EXAMPLES

const structuredData = (root: ParentNode) => JSON.parse(root.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>

describe('news/news-detail', () => {
  it('shows the way back, the label, the title as a heading of its level, the date, the lead, the topics, the picture and the text', async () => {
    const { el } = await renderWidget('news/news-detail', motocross)
    expect(screen.getByRole('link', { name: 'Alle News' })).toHaveAttribute('href', '/news')
    expect(screen.getByText('Aktuell')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('MX Team Jura gewinnt in Frauenfeld')
    expect(el.querySelector('time')).toHaveAttribute('datetime', '2026-09-07')
    expect(el.querySelector('time')).toHaveTextContent('07.09.2026')
    expect(screen.getByText(/^Doppelsieg beim Heimrennen/)).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').slice(0, 2).map((chip) => chip.textContent)).toEqual(['Motorsport', 'Motorenöl'])
    const picture = screen.getByRole('img', { name: 'Ein Motocross-Fahrer im Sprung' })
    expect(picture).toHaveAttribute('fetchpriority', 'high')
    expect(picture).toHaveAttribute('loading', 'eager')
    expect(screen.getByRole('heading', { level: 5, name: 'Ein Öl für Motor, Getriebe und Gabel' })).toBeInTheDocument()
    expect(el.querySelector('[lang]')).toBeNull()
  })

  it('describes the article to search engines as a NewsArticle, its picture’s address absolute', async () => {
    const { el } = await renderWidget('news/news-detail', motocross)
    expect(structuredData(el)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'MX Team Jura gewinnt in Frauenfeld',
      description: motocross.article.subtitle,
      datePublished: '2026-09-07',
      image: [new URL(motocross.article.image!.fallback, window.location.href).href],
      inLanguage: 'de',
      publisher: { '@type': 'Organization', name: 'Schmierstoffe AG' },
    })
  })

  it('marks an article only in German as German and says so in the page’s language', async () => {
    const { el } = await renderWidget('news/news-detail', germanOnly, { pageData: { session: { language: 'fr-CH' } } })
    expect(screen.getByText('Cet article n’existe qu’en allemand.')).not.toHaveAttribute('lang')
    expect([...el.querySelectorAll('[lang="de"]')].map((part) => part.getAttribute('data-part'))).toEqual(['title', 'text'])
    expect(screen.getByText('Nouveau produit').closest('article [lang]')).toBeNull()
    expect(structuredData(el).inLanguage).toBe('de')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('sanitises the text: no script, no handler, no form survives', async () => {
    const hostile = { ...motocross, article: { ...motocross.article, text: '<p onclick="alert(1)">Text</p><script>alert(2)</script><form><input></form><img src=x onerror="alert(3)">' } }
    const { el } = await renderWidget('news/news-detail', hostile)
    const text = el.querySelector('[data-part="text"]')!
    expect(text.innerHTML).not.toMatch(/onclick|onerror|<script|<form|<input/)
    expect(within(text as HTMLElement).getByText('Text')).toBeInTheDocument()
  })

  it('goes back through the history to the list it came from, which keeps its place there', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    const referrer = vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/news?filter.category=rennsport`)
    window.history.pushState(null, '', '/news/mx-team-jura-gewinnt-in-frauenfeld')
    const { user } = await renderWidget('news/news-detail', motocross)
    await user.click(screen.getByRole('link', { name: 'Alle News' }))
    expect(back).toHaveBeenCalledOnce()
    referrer.mockReturnValue('https://www.example.com/news')
    await user.click(screen.getByRole('link', { name: 'Alle News' }))
    expect(back).toHaveBeenCalledOnce()
  })

  it('writes the same article as the CMS’s fallback, and its structured data given the CMS’s origin', async () => {
    const { el } = await renderWidget('news/news-detail', motocross)
    expectSameMarkup(el, fallbackHtml('news/news-detail', motocross, 'de', { origin: window.location.origin }))
    expect(fallbackHtml('news/news-detail', motocross, 'de')).not.toMatch(/<script/)
  })
})
