import { CAPTCHA_MESSAGE, JOB_APPLICATION_REDIRECT } from './forms'

type Answer = { data?: { sent: boolean }; messages?: { message: string; source?: { field?: string } }[]; redirectUrl?: string }

const TOKEN = 'test-captcha.cms_form.0123456789abcdef'
const post = async (formId: string, body: BodyInit, json = true) => {
  const response = await fetch(`http://localhost/api/forms/${formId}`, { method: 'POST', body, ...(json ? { headers: { 'Content-Type': 'application/json' } } : {}) })
  return { status: response.status, body: (await response.json()) as Answer }
}
const byField = (answer: Answer) => Object.fromEntries((answer.messages ?? []).map(({ message, source }) => [source?.field ?? '', message]))

const CONTACT = {
  source: 'kontakt',
  topic: 'product',
  areas: ['auto'],
  message: 'Welches Getriebeöl passt in unsere Flurförderzeuge?',
  salutation: 'none',
  name: 'Andrea Muster',
  email: 'andrea@firma.ch',
  emailRepeat: 'andrea@firma.ch',
  privacy: true,
  score: TOKEN,
}

const pdf = (name: string, megabytes: number, type = 'application/pdf') => new File([new Uint8Array(megabytes * 1024 * 1024)], name, { type })
const application = (...documents: File[]) => {
  const body = new FormData()
  for (const [name, value] of Object.entries({ firstName: 'Lea', lastName: 'Meier', email: 'lea@beispiel.ch', privacy: '1', score: TOKEN })) body.append(name, value)
  for (const document of documents) body.append('documents[]', document)
  return body
}

describe('POST /api/forms/{formId}', () => {
  it('takes a contact form filled in as the browser allows', async () => {
    expect(await post('kontakt', JSON.stringify(CONTACT))).toEqual({ status: 200, body: { data: { sent: true } } })
  })

  it('answers each rule the browser checks at its field, in the same German words', async () => {
    const { status, body } = await post(
      'kontakt',
      JSON.stringify({ ...CONTACT, topic: '', message: 'Zu kurz', name: 'A', emailRepeat: 'andere@firma.ch', phone: 'abc', postalCode: '84000', quantity: '0', callback: '2030-01-01', privacy: false }),
    )
    expect(status).toBe(422)
    expect(byField(body)).toEqual({
      topic: 'Bitte treffen Sie bei «Worum geht es?» eine Auswahl.',
      message: 'Bitte beschreiben Sie Ihr Anliegen mit mindestens 20 Zeichen.',
      name: '«Vor- und Nachname» muss mindestens 2 Zeichen lang sein.',
      emailRepeat: '«E-Mail wiederholen» stimmt nicht mit «E-Mail» überein.',
      phone: 'Bitte geben Sie eine Telefonnummer an, etwa +41 52 208 30 00.',
      postalCode: '«Postleitzahl» muss genau 4 Zeichen lang sein.',
      quantity: "«Ungefährer Bedarf in Litern pro Jahr» muss zwischen 1 und 100'000 liegen.",
      callback: '«Rückruf erwünscht am» muss zwischen 01.01.2026 und 31.12.2027 liegen.',
      privacy: 'Bitte bestätigen Sie: «Ich bin einverstanden, dass meine Angaben zur Beantwortung meiner Anfrage gespeichert werden.»',
    })
  })

  it('refuses a form without the captcha’s token', async () => {
    const { status, body } = await post('kontakt', JSON.stringify({ ...CONTACT, score: 'guessed' }))
    expect(status).toBe(422)
    expect(byField(body)).toEqual({ score: CAPTCHA_MESSAGE })
  })

  it('takes a job application with a PDF of 9 MB and sends the applicant on to the job list', async () => {
    const { status, body } = await post('bewerbung', application(pdf('Lebenslauf.pdf', 9)), false)
    expect(status).toBe(200)
    expect(body.redirectUrl).toBe(JOB_APPLICATION_REDIRECT)
  })

  it('refuses a document of 11 MB and a PNG, naming the file and the rule', async () => {
    const big = await post('bewerbung', application(pdf('Zeugnisse.pdf', 11)), false)
    expect(big.status).toBe(422)
    expect(byField(big.body)).toEqual({ documents: '«Zeugnisse.pdf» wurde nicht übernommen: Eine Datei darf höchstens 10 MB gross sein.' })
    const png = await post('bewerbung', application(pdf('Foto.png', 1, 'image/png')), false)
    expect(byField(png.body)).toEqual({ documents: '«Foto.png» wurde nicht übernommen: Bei «Lebenslauf, Zeugnisse und Diplome» sind nur PDF-Dateien möglich.' })
    const none = await post('bewerbung', application(), false)
    expect(byField(none.body)).toEqual({ documents: 'Bitte fügen Sie bei «Lebenslauf, Zeugnisse und Diplome» eine Datei an.' })
  })

  it('answers 404 for a form it does not know, and 400 for a body that is no form', async () => {
    expect((await post('unbekannt', JSON.stringify(CONTACT))).status).toBe(404)
    expect((await post('kontakt', 'not json')).status).toBe(400)
  })
})
