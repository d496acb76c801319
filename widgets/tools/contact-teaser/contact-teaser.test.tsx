import { screen, within } from '@testing-library/react'
import { MOBILE_MEDIA } from '@/src/ui/block-picture/mobile'
import { renderWidget } from '@/test/render'
import { CONTACT_TEASER_EXAMPLES } from './contact-teaser.widget'

const { advice, longest } = CONTACT_TEASER_EXAMPLES

describe('tools/contact-teaser', () => {
  it('offers the number to dial as a tel: link and the button to the form, upright by default', async () => {
    const { el } = await renderWidget('tools/contact-teaser', advice)
    expect(screen.getByRole('heading', { level: 2, name: 'Fragen zur Schmierung?' })).toBeInTheDocument()
    expect(screen.getByText(advice.teaserContent)).toHaveAttribute('data-part', 'text')
    expect(screen.getByRole('link', { name: '052 208 30 00' })).toHaveAttribute('href', 'tel:+41522083000')
    expect(screen.getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute('data-look', 'button')
    expect(el.querySelector('[data-block="contact-teaser"]')).toHaveAttribute('data-layout', 'portrait')
    expect(el.querySelector('source[media]')).toBeNull()
  })

  it('lists its points, lies across with the phone’s own cut first, and opens the form in a new tab', async () => {
    const { el } = await renderWidget('tools/contact-teaser', longest)
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(longest.teaserContent)
    expect(el.querySelector('[data-block="contact-teaser"]')).toHaveAttribute('data-layout', 'landscape')
    const sources = [...el.querySelectorAll('source')]
    expect(sources.map((source) => [source.getAttribute('media'), source.getAttribute('type')])).toEqual([
      [MOBILE_MEDIA, 'image/avif'],
      [MOBILE_MEDIA, 'image/webp'],
      [MOBILE_MEDIA, null],
      [null, 'image/avif'],
      [null, 'image/webp'],
    ])
    expect(screen.getByRole('link', { name: 'Beratung anfragen (öffnet in neuem Tab)' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText(longest.footerText)).toHaveAttribute('data-part', 'footer')
  })

  it('is left out when its button has a text but nowhere to go, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/contact-teaser', { ...advice, link: undefined })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/buttonText and link come together/)
  })

  it('refuses a phone number with letters in it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/contact-teaser', { ...advice, phoneLink: { value: 'javascript:alert(1)', label: 'Anrufen' } })
    expect(el).toHaveAttribute('data-island', 'failed')
  })
})
