import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { apiHooks, connectApi } from '@/api/connect'
import { injectFault } from '@/test/mocks/faults'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import { readSent } from '../parts/process-memory'

const withKey = { pageData: { session: { captchaSiteKey: 'demo-captcha-site-key' } } } satisfies RenderWidgetOptions
const props = { captchaProvider: 'test' as const }
const heading = (name: string) => screen.findByRole('heading', { level: 2, name })
const params = () => Object.fromEntries(new URL(window.location.href).searchParams)

beforeEach(() => {
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/service/faq/anfrage')
})

/** Vehicles → «Dokumente und Zertifikate» (the shortest path) → the overview. */
async function toOverview(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /^Fahrzeuge und Motoren/ }))
  await user.click(await screen.findByRole('button', { name: /^Dokumente und Zertifikate/ }))
  await heading('Ihre Angaben im Überblick')
}

describe('form/faq-process', () => {
  it('walks the steps, each at its own address, with the heading of each new step focused', async () => {
    const user = userEvent.setup()
    await renderWidget('form/faq-process', props, withKey)
    expect(await heading('Für welchen Bereich?')).toBeInTheDocument()
    expect(params()).toEqual({ schritt: 'produktlinie' })
    await user.click(screen.getByRole('button', { name: /^Industrie und Fertigung/ }))
    expect(await heading('Wo setzen Sie den Schmierstoff ein?')).toHaveFocus()
    expect(params()).toEqual({ schritt: 'einsatz', linie: 'industrie' })
    await user.click(screen.getByRole('button', { name: 'Hydraulik' }))
    await user.click(await screen.findByRole('button', { name: /^Produktberatung/ }))
    const machine = await heading('Ihre Maschine oder Anlage')
    await waitFor(() => expect(machine).toHaveFocus())
    // A form step checks its fields before it goes on.
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus())
    await user.type(screen.getByLabelText(/^Maschine oder Anlage/), 'Spritzgiessmaschine Engel victory 200')
    await user.type(screen.getByLabelText(/^Ölfüllmenge in Litern/), '180')
    await user.type(screen.getByLabelText(/^Beschreiben Sie Ihr Anliegen/), 'Die Hydraulik schäumt seit dem letzten Ölwechsel.')
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    expect(await heading('Ihre Angaben im Überblick')).toHaveFocus()
    expect(screen.getByText('Schritt 5 · Wie können wir Ihnen helfen?')).toBeInTheDocument()
  })

  it('lists every answer on the overview and changes one there, the others kept', async () => {
    const user = userEvent.setup()
    await renderWidget('form/faq-process', props, withKey)
    await toOverview(user)
    const overview = screen.getByRole('heading', { level: 3, name: 'Worum geht es?' }).closest('section')!
    expect(within(overview).getByText('Dokumente und Zertifikate')).toBeInTheDocument()
    await user.click(within(overview).getByRole('link', { name: 'Ändern: Worum geht es?' }))
    await heading('Worum geht es?')
    // The answer given before is pressed; another leads elsewhere.
    expect(screen.getByRole('button', { name: /^Dokumente und Zertifikate/ })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: /^Bestellung und Lieferung/ }))
    await heading('Ihre Bestellung')
    expect(params()).toEqual({ schritt: 'bestellung', linie: 'fahrzeuge' })
  })

  it('keeps the place and the answers over a reload, and goes back a step', async () => {
    const user = userEvent.setup()
    const first = await renderWidget('form/faq-process', props, withKey)
    await toOverview(user)
    first.runtime.destroy()
    // The same address in a new page: the overview with its answers.
    await renderWidget('form/faq-process', props, withKey)
    await heading('Ihre Angaben im Überblick')
    expect(screen.getByText('Fahrzeuge und Motoren')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Zurück zum vorherigen Schritt' }))
    await heading('Worum geht es?')
  })

  it('starts at the first step when the address names a later one without a product line chosen', async () => {
    window.history.replaceState(null, '', '/service/faq/anfrage?schritt=kontakt&linie=fahrzeuge')
    await renderWidget('form/faq-process', props, withKey)
    await heading('Für welchen Bereich?')
    expect(params()).toEqual({ schritt: 'produktlinie' })
  })

  it('sends every answer with the contact details, keeps what was sent for the confirmation, and follows the server there', async () => {
    const user = userEvent.setup()
    await renderWidget('form/faq-process', props, withKey)
    const navigate = vi.fn()
    connectApi({ ...apiHooks(), navigate })
    await toOverview(user)
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await heading('Wie erreichen wir Sie?')
    await user.type(screen.getByLabelText(/^Vor- und Nachname/), 'Andrea Muster')
    await user.type(screen.getByLabelText(/^Firma/), 'Muster Transporte AG')
    await user.type(screen.getByLabelText(/^E-Mail/), 'andrea@muster.ch')
    await user.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }))
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/\/service\/faq\/bestaetigung\?referenz=KM-2026-\d{5}$/)))
    const sent = readSent()
    expect(sent?.answers.map((answer) => answer.title)).toEqual(['Für welchen Bereich?', 'Worum geht es?', 'Wie erreichen wir Sie?'])
    expect(sent?.answers[2]?.lines).toContainEqual({ label: 'Firma', text: 'Muster Transporte AG' })
  })

  it('says when a step cannot load and loads it on a retry, keeping the answers', async () => {
    const user = userEvent.setup()
    await renderWidget('form/faq-process', props, withKey)
    // The first step in first: a fault injected while it was on its way would break it instead of the next.
    const line = await screen.findByRole('button', { name: /^Landwirtschaft und Forst/ })
    injectFault({ method: 'GET', path: '/api/contact-manager/process-step', status: 503, times: 1 })
    await user.click(line)
    await user.click(await screen.findByRole('button', { name: 'Erneut versuchen' }))
    expect(await heading('Worum geht es?')).toBeInTheDocument()
    expect(params()).toEqual({ schritt: 'anliegen', linie: 'landwirtschaft' })
  })
})
