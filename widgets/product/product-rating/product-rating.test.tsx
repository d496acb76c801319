import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { REVIEW_MESSAGES } from '@/test/mocks/handlers/product-review'
import { server } from '@/test/mocks/node'
import { getShop } from '@/test/mocks/shops'
import { destroyPages, renderWidget, type RenderWidgetOptions } from '@/test/render'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { THANK_YOU_MS } from './product-rating'

type Props = WidgetInputs['product/product-rating']
const PRODUCT = { product: 'p-10-4114', productName: 'Motoröl Synth 0W-20 LL-17 FE', captchaProvider: 'test' } as const satisfies Props
const withKey = { pageData: { session: { captchaSiteKey: 'demo-captcha-site-key' } } } satisfies RenderWidgetOptions

const renderRating = (props: Props = PRODUCT, options: RenderWidgetOptions = withKey) => renderWidget('product/product-rating', props, options)
const reviews = () => getShop().db.commerce.reviews
const trigger = () => screen.getByRole('button', { name: 'Bewertung schreiben' })
const submit = () => screen.getByRole('button', { name: 'Bewertung senden' })
const form = () => screen.getByRole('form', { name: 'Bewertung für Motoröl Synth 0W-20 LL-17 FE' })
const summary = () => screen.findByRole('alert', { name: 'Es gibt ein Problem' })

type User = Awaited<ReturnType<typeof renderRating>>['user']
const fillIn = async (user: User, { name = 'Anna Keller', email = 'anna.keller@example.ch', comment = 'Sehr gutes Öl, läuft leise.' } = {}) => {
  await user.type(screen.getByLabelText('Name'), name)
  await user.type(screen.getByLabelText('E-Mail'), email)
  await user.type(screen.getByLabelText('Nachricht'), comment)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('product-rating', () => {
  it('shows the average and the count the CMS gives, «Noch keine Bewertungen» for none, and nothing without either', async () => {
    await renderRating({ ...PRODUCT, average: 4.5, count: 19 })
    expect(screen.getByText('Durchschnitt: 4,5 von 5 Sternen')).toBeInTheDocument()
    expect(screen.getByText('Bewertungen: 19')).toBeInTheDocument()
    destroyPages()
    await renderRating(PRODUCT)
    expect(screen.queryByText(/Durchschnitt|Bewertungen/)).not.toBeInTheDocument()
    expect(trigger()).toBeInTheDocument()
  })

  it.each([
    [{ count: 0 }, 'Noch keine Bewertungen'],
    [{ count: 3 }, 'Bewertungen: 3'],
  ])('summarises %o as «%s»', async (given, text) => {
    await renderRating({ ...PRODUCT, ...given })
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.queryByText(/Durchschnitt/)).not.toBeInTheDocument()
  })

  it('opens the form from a disclosure button and keeps submit disabled while name, email or message is empty (spec 1 §5)', async () => {
    const { user } = await renderRating()
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    await user.click(trigger())
    expect(trigger()).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(trigger().getAttribute('aria-controls')!)).toContainElement(form())
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('type', 'email')
    expect(submit()).toBeDisabled()
    expect(submit()).toHaveAccessibleDescription('Bitte füllen Sie Name, E-Mail und Nachricht aus.')

    await user.type(screen.getByLabelText('Name'), 'Anna Keller')
    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.ch')
    // Blanks alone are no message.
    await user.type(screen.getByLabelText('Nachricht'), '   ')
    expect(submit()).toBeDisabled()
    await user.keyboard('{Enter}')
    await user.type(screen.getByLabelText('Nachricht'), 'Gut')
    expect(submit()).toBeEnabled()
    expect(reviews()).toEqual([])
  })

  it('offers 1 to 5 stars as a radio group named «n von 5 Sternen»; a second click on the chosen star clears it, and so does Space', async () => {
    const { user } = await renderRating()
    await user.click(trigger())
    const group = screen.getByRole('group', { name: 'Bewertung (optional)' })
    expect(within(group).getAllByRole('radio')).toEqual(['1', '2', '3', '4', '5'].map((n) => within(group).getByRole('radio', { name: `${n} von 5 Sternen` })))
    expect(group).toHaveAccessibleDescription(/Ein Klick auf den gewählten Stern oder die Leertaste entfernt die Bewertung wieder/)

    await user.click(screen.getByRole('radio', { name: '4 von 5 Sternen' }))
    expect(screen.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: '4 von 5 Sternen' }))
    expect(within(group).getAllByRole('radio').filter((star) => (star as HTMLInputElement).checked)).toEqual([])

    await user.click(screen.getByRole('radio', { name: '2 von 5 Sternen' }))
    await user.keyboard(' ')
    expect(screen.getByRole('radio', { name: '2 von 5 Sternen' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: '2 von 5 Sternen' })).toHaveFocus()
    await user.keyboard(' ')
    expect(screen.getByRole('radio', { name: '2 von 5 Sternen' })).toBeChecked()
  })

  it('sends a review with the keyboard alone: fields, arrow keys for the stars, the captcha, then thanks, cleared fields and closing after 3 s', async () => {
    const { user } = await renderRating()
    await user.tab()
    expect(trigger()).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.tab()
    expect(screen.getByLabelText('Name')).toHaveFocus()
    await user.keyboard('Anna Keller')
    await user.tab()
    await user.keyboard('anna.keller@example.ch')
    await user.tab()
    await user.keyboard('Schaltet auch bei Kälte sauber.')
    await user.tab()
    expect(screen.getByRole('radio', { name: '1 von 5 Sternen' })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('radio', { name: '3 von 5 Sternen' })).toBeChecked()
    await user.tab()
    expect(submit()).toHaveFocus()

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    await user.keyboard('{Enter}')
    const thanks = await screen.findByText('Vielen Dank für Ihre Bewertung!')
    expect(screen.getByText('Sie erscheint, sobald wir sie geprüft haben.')).toBeVisible()
    // The thank-you takes the form's place and the focus, so a screen reader reads it.
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    await waitFor(() => expect(thanks.closest('[role="status"]')).toHaveFocus())
    expect(reviews()).toEqual([
      { product: 'p-10-4114', name: 'Anna Keller', email: 'anna.keller@example.ch', comment: 'Schaltet auch bei Kälte sauber.', rating: 3, createdAt: expect.any(String) as string },
    ])

    act(() => vi.advanceTimersByTime(THANK_YOU_MS - 500))
    expect(trigger()).toHaveAttribute('aria-expanded', 'true')
    act(() => vi.advanceTimersByTime(600))
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    expect(trigger()).toHaveFocus()
    expect(screen.queryByText('Vielen Dank für Ihre Bewertung!')).not.toBeInTheDocument()
    vi.useRealTimers()

    // spec 2 §5: the fields were cleared.
    await user.keyboard('{Enter}')
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(screen.getByLabelText('E-Mail')).toHaveValue('')
    expect(screen.getByLabelText('Nachricht')).toHaveValue('')
    expect(screen.getAllByRole('radio').filter((star) => (star as HTMLInputElement).checked)).toEqual([])
  })

  it('hides the username honeypot from people, assistive technology and the Tab key', async () => {
    const { user } = await renderRating()
    await user.click(trigger())
    expect(screen.queryByRole('textbox', { name: 'Benutzername' })).not.toBeInTheDocument()
    const honeypot = form().querySelector<HTMLInputElement>('input[name="username"]')!
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveAttribute('inert')
    const focused: Element[] = []
    for (let i = 0; i < 12; i++) {
      await user.tab()
      if (document.activeElement) focused.push(document.activeElement)
    }
    expect(focused).not.toContain(honeypot)
  })

  it('says at the form when the session has no captcha site key, keeps what was typed and sends nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { user } = await renderRating(PRODUCT, {})
    await user.click(trigger())
    await fillIn(user)
    await user.click(submit())
    const box = await summary()
    const message = 'Die Sicherheitsprüfung ist auf dieser Seite nicht eingerichtet, deshalb kann die Bewertung zurzeit nicht gesendet werden. Ihre Eingaben bleiben erhalten.'
    expect(box).toHaveTextContent(message)
    await waitFor(() => expect(box).toHaveFocus())
    await user.click(within(box).getByRole('link', { name: message }))
    expect(screen.getByText(message, { selector: 'p' }).closest('[tabindex="-1"]')).toHaveFocus()
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Keller')
    expect(screen.getByLabelText('Nachricht')).toHaveValue('Sehr gutes Öl, läuft leise.')
    expect(reviews()).toEqual([])
    expect(submit()).toBeEnabled()
  })

  it('says so when the captcha provider cannot be reached, keeps the text, and works once it can', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { user } = await renderRating({ ...PRODUCT, captchaProvider: 'friendly-captcha' })
    await user.click(trigger())
    await fillIn(user)
    await user.click(submit())
    // The provider's script was requested only now, on sending; here its host does not answer.
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src*="friendlycaptcha"]')
      expect(found).not.toBeNull()
      return found!
    })
    expect(screen.getByRole('status')).toHaveTextContent('Sicherheitsprüfung läuft …')
    script.dispatchEvent(new Event('error'))
    expect(await summary()).toHaveTextContent(
      'Die Sicherheitsprüfung konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und ob ein Werbe- oder Skriptblocker sie verhindert, und senden Sie dann nochmals. Ihre Eingaben bleiben erhalten.',
    )
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna.keller@example.ch')
    expect(screen.getByLabelText('Nachricht')).toHaveValue('Sehr gutes Öl, läuft leise.')
    expect(reviews()).toEqual([])

    // Reachable again (here the provider's SDK, played by a stand-in that solves at once): the script is requested anew.
    ;(window as { frcaptcha?: unknown }).frcaptcha = {
      createWidget: ({ element }: { element: HTMLElement }) => ({
        start: () => element.dispatchEvent(new CustomEvent('frc:widget.complete', { detail: { response: 'test-captcha.product_review.0123456789abcdef' } })),
        destroy: () => undefined,
        addEventListener: (type: string, listener: EventListener) => element.addEventListener(type, listener),
      }),
    }
    await user.click(submit())
    await waitFor(() => expect(document.head.querySelector('script[src*="friendlycaptcha"]')).not.toBeNull())
    document.head.querySelector('script[src*="friendlycaptcha"]')?.dispatchEvent(new Event('load'))
    expect(await screen.findByText('Vielen Dank für Ihre Bewertung!')).toBeInTheDocument()
    expect(reviews()).toHaveLength(1)
    delete (window as { frcaptcha?: unknown }).frcaptcha
  })

  it('shows the server’s message at its field and in the summary, e.g. a second review of the same product with the same address', async () => {
    const { user } = await renderRating()
    await user.click(trigger())
    await fillIn(user)
    await user.click(submit())
    await screen.findByText('Vielen Dank für Ihre Bewertung!')
    // Closed before its 3 s are up, opened again, the same address sent again.
    await user.click(trigger())
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    await user.click(trigger())
    await fillIn(user, { comment: 'Nochmals.' })
    await user.click(submit())
    const box = await summary()
    expect(box).toHaveTextContent(REVIEW_MESSAGES.duplicate)
    const email = screen.getByLabelText('E-Mail')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(REVIEW_MESSAGES.duplicate)
    expect(screen.getByLabelText('Nachricht')).toHaveValue('Nochmals.')
    expect(reviews()).toHaveLength(1)
  })

  it('checks the e-mail address before running the captcha', async () => {
    const { user } = await renderRating()
    await user.click(trigger())
    await fillIn(user, { email: 'anna@beispiel' })
    await user.click(submit())
    const box = await summary()
    expect(box).toHaveTextContent('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    await waitFor(() => expect(box).toHaveFocus())
    // And keeps it: nothing moves the focus to the field a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(box).toHaveFocus()
    expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(reviews()).toEqual([])
  })

  it('does not count a success other than HTTP 201 as sent (spec 1 §4): says so and keeps the form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(http.post('*/api/product-review/', () => HttpResponse.json({ data: null }, { status: 200 })))
    const { user } = await renderRating()
    await user.click(trigger())
    await fillIn(user)
    await user.click(submit())
    expect(await summary()).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    expect(screen.queryByText('Vielen Dank für Ihre Bewertung!')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Keller')
  })

  it('sends one review for several submits in a row', async () => {
    const { user } = await renderRating()
    await user.click(trigger())
    await fillIn(user)
    const element = form() as HTMLFormElement
    element.requestSubmit()
    element.requestSubmit()
    element.requestSubmit()
    await screen.findByText('Vielen Dank für Ihre Bewertung!')
    expect(reviews()).toHaveLength(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('closes with Escape, back to the button, keeping what was typed', async () => {
    const { user } = await renderRating()
    await user.click(trigger())
    await user.type(screen.getByLabelText('Name'), 'Anna')
    await user.keyboard('{Escape}')
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    expect(trigger()).toHaveFocus()
    await user.click(trigger())
    expect(screen.getByLabelText('Name')).toHaveValue('Anna')
  })
})
