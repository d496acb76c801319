import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { FAQ_TEASER_EXAMPLES } from './faq-teaser.widget'

const { oilFinder, longest } = FAQ_TEASER_EXAMPLES

const withSession = (urls: Record<string, string>) => ({ pageData: { session: { urls } } })

describe('tools/faq-teaser', () => {
  it('leads to the session’s oil finder when the editor gave no page, with the drop as its symbol', async () => {
    const { el } = await renderWidget('tools/faq-teaser', oilFinder, withSession({ oilFinderUrl: '/oelfinder' }))
    expect(screen.getByRole('heading', { level: 2, name: oilFinder.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zum Ölfinder' })).toHaveAttribute('href', '/oelfinder')
    expect(el.querySelector('[data-part="icon"]')).toBeInTheDocument()
    expect(el.querySelector('[data-block]')).toHaveAttribute('data-type', 'oilfinder')
  })

  it('prefers the editor’s page to the session’s', async () => {
    await renderWidget('tools/faq-teaser', { ...oilFinder, href: '/service/oelfinder-gross' }, withSession({ oilFinderUrl: '/oelfinder' }))
    expect(screen.getByRole('link', { name: 'Zum Ölfinder' })).toHaveAttribute('href', '/service/oelfinder-gross')
  })

  it('is not shown when the session names no oil finder, as the home page’s oil-finder tile', async () => {
    const { el } = await renderWidget('tools/faq-teaser', oilFinder, withSession({}))
    expect(el).toHaveAttribute('data-island', 'mounted')
    expect(el).toBeEmptyDOMElement()
  })

  it('leads to the dealer finder the editor named, and refuses one without it', async () => {
    await renderWidget('tools/faq-teaser', longest)
    expect(screen.getByRole('link', { name: 'Händler in Ihrer Nähe finden' })).toHaveAttribute('href', '/service/haendlersuche')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/faq-teaser', { ...longest, href: undefined })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/a dealer-finder teaser needs its href/)
  })
})
