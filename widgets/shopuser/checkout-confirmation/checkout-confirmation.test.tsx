import { screen, within } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'

const contact: NonNullable<WidgetInputs['shopuser/checkout-confirmation']['contact']> = {
  department: 'Verkaufsinnendienst',
  image: { fallback: '/bilder/sandra-meier.jpg', alt: 'Porträt von Sandra Meier' },
  nameFirst: 'Sandra',
  nameLast: 'Meier',
  function: 'Kundenberaterin',
  tel: '+41 44 555 01 23',
  email: 'sandra.meier@example.ch',
}
const session = { urls: { homepageUrl: '/de-ch/' } }
const atAddress = (search: string) => window.history.replaceState(null, '', `/bestellung/bestaetigung${search}`)

describe('checkout-confirmation', () => {
  afterEach(() => atAddress(''))

  it('thanks for the order, names the order number of the address and leads to the home page', async () => {
    atAddress('?order=4500012001')
    await renderWidget('shopuser/checkout-confirmation', {}, { pageData: { session } })
    expect(screen.getByRole('heading', { level: 2, name: 'Vielen Dank für Ihre Bestellung' })).toBeInTheDocument()
    expect(screen.getByText('Wir haben Ihre Bestellung erhalten. Die Bestätigung senden wir Ihnen per E-Mail.')).toBeInTheDocument()
    expect(screen.getByText('Ihre Bestellnummer: 4500012001')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de-ch/')
    expect(screen.queryByRole('heading', { name: 'Ihre Kontaktperson' })).not.toBeInTheDocument()
  })

  it('shows the author’s title, text, subline and button text, and the order number of the props', async () => {
    atAddress('?order=999')
    await renderWidget('shopuser/checkout-confirmation', { title: 'Bestellung eingegangen', text: 'Danke!', buttonText: 'Weiter einkaufen', orderNumber: '4500012002', headingLevel: 1 }, { pageData: { session } })
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellung eingegangen' })).toBeInTheDocument()
    expect(screen.getByText('Danke!')).toBeInTheDocument()
    expect(screen.getByText('Ihre Bestellnummer: 4500012002')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toBeInTheDocument()
  })

  it('shows the author’s subline instead of the order number', async () => {
    atAddress('?order=4500012001')
    await renderWidget('shopuser/checkout-confirmation', { subline: 'Lieferung innert 24 Stunden.' }, { pageData: { session } })
    expect(screen.getByText('Lieferung innert 24 Stunden.')).toBeInTheDocument()
    expect(screen.queryByText(/Ihre Bestellnummer/)).not.toBeInTheDocument()
  })

  it('drops an order number from the address that is none, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    atAddress('?order=%3Cimg%20src%3Dx%3E')
    await renderWidget('shopuser/checkout-confirmation', {}, { pageData: { session } })
    expect(screen.queryByText(/Ihre Bestellnummer/)).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith('Dropped address.order: expected an order number, got "<img src=x>"')
  })

  it('shows the contact block with image, name, function, department, a tel: and a mailto: link', async () => {
    await renderWidget('shopuser/checkout-confirmation', { contact }, { pageData: { session } })
    const block = screen.getByRole('heading', { level: 3, name: 'Ihre Kontaktperson' }).closest('section') as HTMLElement
    expect(within(block).getByRole('img', { name: 'Porträt von Sandra Meier' })).toHaveAttribute('src', '/bilder/sandra-meier.jpg')
    expect(block).toHaveTextContent('Sandra Meier')
    expect(block).toHaveTextContent('Kundenberaterin')
    expect(block).toHaveTextContent('Verkaufsinnendienst')
    expect(within(block).getByRole('link', { name: '+41 44 555 01 23' })).toHaveAttribute('href', 'tel:+41445550123')
    expect(within(block).getByRole('link', { name: 'sandra.meier@example.ch' })).toHaveAttribute('href', 'mailto:sandra.meier@example.ch')
  })

  it('shows a portrait without the CMS’s alternative text as decorative (the name is beside it), and leaves out what is not given', async () => {
    await renderWidget('shopuser/checkout-confirmation', { contact: { nameFirst: 'Beat', nameLast: 'Schneider', image: { fallback: '/bilder/beat.jpg' } } }, { pageData: { session } })
    expect(screen.getByText('Beat Schneider')).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(document.querySelector('img[src="/bilder/beat.jpg"]')).toHaveAttribute('alt', '')
    expect(screen.queryByRole('link', { name: /^tel:|@/ })).not.toBeInTheDocument()
    expect(screen.queryByText('Telefon')).not.toBeInTheDocument()
  })

  it.each([
    [{ contact: { ...contact, email: 'keine-adresse' } }, 'props.contact.email: expected an e-mail address, got "keine-adresse"'],
    [{ contact: { ...contact, tel: 'javascript:alert(1)' } }, 'props.contact.tel: expected a phone number, got "javascript:alert(1)"'],
    [{ orderNumber: '"><script>' }, 'props.orderNumber: expected an order number, got ""><script>"'],
  ])('is skipped with a warning naming the prop for %j', async (props, problem) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { el } = await renderWidget('shopuser/checkout-confirmation', props as WidgetInputs['shopuser/checkout-confirmation'])
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.map(([text]) => String(text))).toContain(`[data-component="shopuser"][data-widget="checkout-confirmation"]: ${problem}`)
  })
})
