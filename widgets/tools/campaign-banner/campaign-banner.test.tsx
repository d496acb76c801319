import { screen, waitFor, within } from '@testing-library/react'
import { selectActiveMenu } from '@/store/menus'
import { renderWidget } from '@/test/render'
import { CAMPAIGN_BANNER_EXAMPLES } from './campaign-banner.widget'
import type { CampaignItemInput } from './campaign-item'

const { winterCheck, longest } = CAMPAIGN_BANNER_EXAMPLES
// Each item as the schema reads one (the examples' list mixes items with and without the contact trigger).
const [ecolabel, advice, analysis] = longest.items as readonly CampaignItemInput[] as [CampaignItemInput, CampaignItemInput, CampaignItemInput]

describe('tools/campaign-banner', () => {
  it('shows one banner without a slider: background with the phone’s cut, product, title, subtitle and its link', async () => {
    const { el } = await renderWidget('tools/campaign-banner', winterCheck)
    expect(el.querySelector('[data-part="slider"]')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Winter-Check für Ihre Flotte' })).toBeInTheDocument()
    expect(screen.getByText(/^Frostschutz, Motorenöl und Batterie/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zu den Kühlmitteln' })).toHaveAttribute('data-look', 'button')
    const background = el.querySelector('[data-part="background"] picture')!
    expect(background.querySelector('source[media="(max-width: 767px)"]')).toHaveAttribute('srcset', expect.stringContaining('/media/traktor-480.avif 480w'))
    expect(screen.getByRole('img', { name: 'Ein 5-Liter-Kanister Motorenöl Synth 5W-30' })).toHaveAttribute('sizes', '(min-width: 768px) 240px, 120px')
    expect(el.querySelector('[data-block="campaign-banner"]')).toHaveAttribute('data-background-type', 'default')
  })

  it('makes several banners a named slider whose controls show once Swiper has started', async () => {
    const { el } = await renderWidget('tools/campaign-banner', longest)
    const slider = screen.getByRole('region', { name: 'Aktionen' })
    expect(slider).toHaveAttribute('aria-roledescription', 'Karussell')
    expect(within(slider).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 von 3', '2 von 3', '3 von 3'])
    await waitFor(() => expect(slider).toHaveAttribute('data-ready', 'true'))
    expect(el.querySelector('[data-part="slider-controls"]')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Nächste Folie' })).toBeInTheDocument()
    expect(el.querySelector('[data-block="campaign-banner"]')).toHaveAttribute('data-background-type', 'full-width')
  })

  it('drops a banner without a title, subtitle, link or background image, with a warning naming what it lacks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/campaign-banner', { items: [{ ...ecolabel, subtitle: undefined }, analysis, { title: 'Nur ein Titel' }] })
    expect(el).toHaveAttribute('data-island', 'mounted')
    expect(el.querySelector('[data-part="slider"]')).toBeNull()
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Ölanalyse aus dem eigenen Labor'])
    const warnings = warn.mock.calls.flat().join('\n')
    expect(warnings).toMatch(/items\.0 of the campaign banner: it has no subtitle$/m)
    expect(warnings).toMatch(/items\.2 of the campaign banner: it has no subtitle, link, backgroundImage$/m)
  })

  it('leaves out a banner none of whose items is complete', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/campaign-banner', { items: [{ title: 'Nur ein Titel' }] })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/no item has a title, subtitle, link and background image/)
  })

  it('opens the header’s contact menu through the store for a visitor who has a contact person', async () => {
    const { user, store } = await renderWidget('tools/campaign-banner', { items: [advice] }, { user: 'kunde@example.ch' })
    expect(screen.queryByRole('link', { name: 'Beratung anfragen' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Beratung anfragen' }))
    expect(selectActiveMenu(store.getState())).toBe('contact-person')
  })

  it('follows its link for a visitor without a contact person', async () => {
    await renderWidget('tools/campaign-banner', { items: [advice] }, { user: 'konsument@example.ch' })
    expect(screen.getByRole('link', { name: 'Beratung anfragen' })).toHaveAttribute('href', '/service/technische-beratung')
    expect(screen.queryByRole('button', { name: 'Beratung anfragen' })).toBeNull()
  })
})
