import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http } from 'msw'
import { apiHooks, connectApi } from '@/api/connect'
import { fail } from '@/test/mocks/envelope'
import { injectFault } from '@/test/mocks/faults'
import { JOB_APPLICATION_REDIRECT } from '@/test/mocks/handlers/forms'
import { server } from '@/test/mocks/node'
import { renderWidget, type RenderWidgetOptions } from '@/test/render'
import { CONTACT_FORM, EVENT_REGISTRATION_FORM, formAction, JOB_APPLICATION_FORM } from './cms-form-examples'

const withKey = { pageData: { session: { captchaSiteKey: 'demo-captcha-site-key' } } } satisfies RenderWidgetOptions
const contact = { title: 'Schreiben Sie uns', action: formAction('kontakt'), fields: CONTACT_FORM, captchaProvider: 'test' as const }
const SUCCESS = 'Vielen Dank, das Formular wurde erfolgreich abgesendet.'
const FAILURE = 'Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es nochmals.'

const field = (name: string | RegExp) => screen.getByLabelText(name)
const summary = () => screen.getByRole('alert')

/** Fills in the contact form's required fields as a visitor would. */
async function fillContact(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Eine Frage zu einem Produkt' }))
  await user.type(field(/^Ihre Nachricht/), 'Welches Getriebeöl passt in unsere Stapler?')
  await user.type(field(/^Vor- und Nachname/), 'Andrea Muster')
  await user.type(field(/^E-Mail$/), 'andrea@firma.ch')
  await user.type(field(/^E-Mail wiederholen/), 'andrea@firma.ch')
  await user.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }))
}

describe('form/cms-form', () => {
  it('renders every field type of the configuration, with its label, hint and optional mark', async () => {
    await renderWidget('form/cms-form', contact, withKey)
    expect(screen.getByRole('heading', { level: 2, name: 'Schreiben Sie uns' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Ihr Anliegen' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Worum geht es?' })).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: /Welche Einsatzgebiete/ })).getAllByRole('checkbox')).toHaveLength(3)
    // A select whose placeholder is false starts on its first option (spec 2 §5).
    expect(field(/^Anrede/)).toHaveValue('none')
    expect(field(/^Ungefährer Bedarf/)).toHaveAttribute('inputmode', 'decimal')
    expect(field(/^Rückruf erwünscht am/)).toHaveAttribute('type', 'date')
    expect(field(/^Kundencode/)).toHaveAttribute('type', 'password')
    expect(field(/^Telefon/)).toHaveAccessibleDescription('Für Rückfragen, etwa +41 52 208 30 00')
    expect(field(/^Anhänge/)).toHaveAccessibleDescription('PDF, JPEG, PNG, höchstens 5 MB je Datei · Fotos oder Datenblätter')
    expect(screen.getByText('Firma').parentElement).toHaveTextContent('Firma (optional)')
    expect(document.querySelector('input[type="hidden"][name="source"]')).toHaveValue('kontakt')
    expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeInTheDocument()
  })

  it('checks the server’s constraints before sending, in the server’s words, and focuses the summary', async () => {
    const user = userEvent.setup()
    await renderWidget('form/cms-form', contact, withKey)
    await fillContact(user)
    await user.clear(field(/^E-Mail wiederholen/))
    await user.type(field(/^E-Mail wiederholen/), 'andere@firma.ch')
    await user.type(field(/^Postleitzahl/), '84000')
    await user.type(field(/^Ungefährer Bedarf/), '0')
    await user.clear(field(/^Ihre Nachricht/))
    await user.type(field(/^Ihre Nachricht/), 'Zu kurz')
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    await waitFor(() => expect(summary()).toHaveFocus())
    const said = within(summary()).getAllByRole('link').map((link) => link.textContent)
    // The same words as the mock server's (test/mocks/handlers/forms.node.test.ts).
    expect(said).toEqual([
      'Bitte beschreiben Sie Ihr Anliegen mit mindestens 20 Zeichen.',
      '«E-Mail wiederholen» stimmt nicht mit «E-Mail» überein.',
      '«Postleitzahl» muss genau 4 Zeichen lang sein.',
      '«Ungefährer Bedarf in Litern pro Jahr» muss zwischen 1 und 100.000 liegen.',
    ])
    expect(field(/^E-Mail wiederholen/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(/^Postleitzahl/)).toHaveValue('84000')
  })

  it('runs the captcha, sends once however often it is pressed, and thanks the visitor with the focus on the thanks', async () => {
    const user = userEvent.setup()
    let posts = 0
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/forms/kontakt')) posts++
    })
    await renderWidget('form/cms-form', contact, withKey)
    await fillContact(user)
    const send = screen.getByRole('button', { name: 'Nachricht senden' })
    await user.dblClick(send)
    const thanks = await screen.findByText(SUCCESS)
    await waitFor(() => expect(thanks.parentElement).toHaveFocus())
    expect(posts).toBe(1)
    server.events.removeAllListeners()
  })

  it('shows the server’s messages at their fields and keeps what was typed', async () => {
    const user = userEvent.setup()
    server.use(http.post('*/api/forms/kontakt', () => fail(422, [{ type: 'error', message: 'Diese E-Mail-Adresse ist gesperrt.', source: { field: 'email' } }]), { once: true }))
    await renderWidget('form/cms-form', contact, withKey)
    await fillContact(user)
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    await waitFor(() => expect(summary()).toHaveFocus())
    expect(within(summary()).getByRole('link', { name: 'Diese E-Mail-Adresse ist gesperrt.' })).toBeInTheDocument()
    expect(field(/^E-Mail$/)).toHaveAccessibleDescription('Diese E-Mail-Adresse ist gesperrt.')
    expect(field(/^Ihre Nachricht/)).toHaveValue('Welches Getriebeöl passt in unsere Stapler?')
  })

  it('says the spec’s error text on a failure without messages, and everything typed stays', async () => {
    const user = userEvent.setup()
    injectFault({ method: 'POST', path: '/api/forms/kontakt', status: 500 })
    await renderWidget('form/cms-form', contact, withKey)
    await fillContact(user)
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    await waitFor(() => expect(summary()).toHaveTextContent(FAILURE))
    expect(field(/^Vor- und Nachname/)).toHaveValue('Andrea Muster')
    expect(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ })).toBeChecked()
  })

  it('says clearly when the captcha cannot run, and sends nothing', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderWidget('form/cms-form', contact, { pageData: { session: { captchaSiteKey: '' } } })
    await fillContact(user)
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    await waitFor(() => expect(summary()).toHaveTextContent('Die Sicherheitsprüfung ist auf dieser Seite nicht eingerichtet'))
    expect(field(/^E-Mail$/)).toHaveValue('andrea@firma.ch')
  })

  it('takes only the files the field allows, naming each refused file and its rule, and removes one on request', async () => {
    const user = userEvent.setup({ applyAccept: false })
    await renderWidget('form/cms-form', { action: formAction('bewerbung'), fields: JOB_APPLICATION_FORM, captchaProvider: 'test' }, withKey)
    const input = field(/^Lebenslauf, Zeugnisse und Diplome/)
    const megabytes = (count: number) => new Uint8Array(count * 1024 * 1024)
    await user.upload(input, [new File([megabytes(11)], 'Zeugnisse.pdf', { type: 'application/pdf' }), new File(['x'], 'Foto.png', { type: 'image/png' })])
    expect(input).toHaveAccessibleDescription(/«Zeugnisse.pdf» wurde nicht übernommen: Eine Datei darf höchstens 10 MB groß sein\. «Foto.png» wurde nicht übernommen: Bei «Lebenslauf, Zeugnisse und Diplome» sind nur PDF-Dateien möglich\./)
    await user.upload(input, [new File([megabytes(9)], 'Lebenslauf.pdf', { type: 'application/pdf' }), new File(['%PDF'], 'Diplom.pdf', { type: 'application/pdf' })])
    const chosen = screen.getByRole('list', { name: 'Ausgewählte Dateien' })
    expect(within(chosen).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Lebenslauf.pdf', 'Diplom.pdf'])
    await user.click(within(chosen).getByRole('button', { name: 'Diplom.pdf entfernen' }))
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByText('Diplom.pdf wurde entfernt.')).toBeInTheDocument()
    expect(input).toHaveFocus()
  })

  it('sends a job application with its PDF as multipart and follows the server to the job list', async () => {
    const user = userEvent.setup()
    const navigate = vi.fn()
    await renderWidget('form/cms-form', { action: formAction('bewerbung'), fields: JOB_APPLICATION_FORM, captchaProvider: 'test' }, withKey)
    // The page's hooks are connected as it starts: the test's navigation replaces them after.
    const hooks = apiHooks()
    connectApi({ ...hooks, navigate })
    try {
      await user.type(field(/^Vorname/), 'Lea')
      await user.type(field(/^Nachname/), 'Meier')
      await user.type(field(/^E-Mail/), 'lea@beispiel.ch')
      await user.upload(field(/^Lebenslauf/), new File(['%PDF-1.7'], 'Lebenslauf.pdf', { type: 'application/pdf' }))
      await user.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }))
      await user.click(screen.getByRole('button', { name: 'Bewerbung senden' }))
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${window.location.origin}${JOB_APPLICATION_REDIRECT}`))
      expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument()
    } finally {
      connectApi(hooks)
    }
  })

  it('shows the editor’s own thanks, and needs no captcha without a score field', async () => {
    const user = userEvent.setup()
    await renderWidget('form/cms-form', { action: formAction('messeanmeldung'), fields: EVENT_REGISTRATION_FORM, successText: 'Danke für Ihre Anmeldung.' })
    await user.selectOptions(field(/^Besuchstag/), '2027-03-10')
    await user.type(field(/^Vor- und Nachname/), 'Lea Meier')
    await user.type(field(/^Firma/), 'Meier Transporte AG')
    await user.type(field(/^E-Mail/), 'lea@beispiel.ch')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByText('Danke für Ihre Anmeldung.')).toBeInTheDocument()
  })

  it('skips a field of a type it does not know with a warning, and renders the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderWidget('form/cms-form', { action: formAction('messeanmeldung'), fields: [{ type: 'signature', name: 'sign', label: 'Unterschrift' }, ...EVENT_REGISTRATION_FORM] })
    expect(field(/^Besuchstag/)).toBeInTheDocument()
    expect(screen.queryByText('Unterschrift')).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalled()
    // A shopper's page says nothing of it; the CMS's edit view names the field for the editor.
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })

  it('names the fields it leaves out in the CMS’s edit view', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderWidget(
      'form/cms-form',
      { action: formAction('messeanmeldung'), fields: [{ type: 'signature', name: 'sign', label: 'Unterschrift' }, ...EVENT_REGISTRATION_FORM, { type: 'text' }] },
      { pageData: { editor: true } },
    )
    expect(screen.getByRole('note')).toHaveTextContent('Diese Felder kann die Website nicht darstellen, sie fehlen im Formular: Nr. 1 (signature), 9 (text).')
  })
})
