import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { faqCategories, faqEntries } from '@/test/mocks/db/faq'
import { gate, injectFault } from '@/test/mocks/faults'
import { server } from '@/test/mocks/node'
import { renderWidget } from '@/test/render'

const PATH = '/api/faq'
const ENTRIES = faqEntries('de')
const questionsOf = (categoryId: string) => ENTRIES.filter((entry) => entry.categoryId === categoryId).map((entry) => entry.question)

/** The questions shown, as their accordion buttons name them. */
const questions = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
const chips = () => within(screen.getByRole('list', { name: 'Kategorien' }))
const chip = (name: string) => chips().getByRole('button', { name })
const countSays = (text: string) => waitFor(() => expect(screen.getByText(/^(Fragen|Treffer): /)).toHaveTextContent(text))
const search = () => screen.getByRole('searchbox', { name: 'Fragen durchsuchen' })

describe('form/faq', () => {
  it('shows grey rows while the questions load, then every question as a closed accordion section, «Alle» chosen', async () => {
    const answer = gate()
    injectFault({ method: 'GET', path: PATH, until: answer.opened })
    await renderWidget('form/faq', { title: 'Fragen und Antworten' })
    expect(screen.getByRole('heading', { level: 2, name: 'Fragen und Antworten' })).toBeInTheDocument()
    expect(screen.getByText('Die Fragen werden geladen …')).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('list', { name: 'Kategorien' })).not.toBeInTheDocument()
    answer.open()

    await countSays('Fragen: 60')
    expect(screen.getByText('Fragen: 60')).toHaveAttribute('role', 'status')
    expect(questions()).toEqual(ENTRIES.map((entry) => entry.question))
    expect(screen.queryByText('Die Fragen werden geladen …')).not.toBeInTheDocument()
    expect(chips().getAllByRole('button').map((button) => button.textContent)).toEqual(['Alle', ...faqCategories('de').map((category) => category.name)])
    expect(chip('Alle')).toHaveAttribute('aria-pressed', 'true')
    expect(chip('Schmierfette')).toHaveAttribute('aria-pressed', 'false')
    const first = screen.getByRole('button', { name: 'Was bedeutet die Viskositätsangabe 5W-30?' })
    expect(first).toHaveAttribute('aria-expanded', 'false')
  })

  it('asks the server for the category chosen, keeps it in the address, and back to all with «Alle»', async () => {
    const asked: (string | null)[] = []
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (url.pathname === PATH) asked.push(url.searchParams.get('categoryId'))
    }
    server.events.on('request:start', listen)
    try {
      const { user } = await renderWidget('form/faq', { title: 'Fragen und Antworten' })
      await countSays('Fragen: 60')

      await user.click(chip('Schmierfette'))
      await waitFor(() => expect(questions()).toEqual(questionsOf('schmierfette')))
      await countSays('Fragen: 7')
      expect(chip('Schmierfette')).toHaveAttribute('aria-pressed', 'true')
      expect(chip('Schmierfette')).toHaveFocus()
      expect(chip('Alle')).toHaveAttribute('aria-pressed', 'false')
      expect(window.location.search).toBe('?kategorie=schmierfette')

      // All questions are kept from the first answer: «Alle» shows them without asking again.
      await user.click(chip('Alle'))
      expect(questions()).toHaveLength(60)
      expect(window.location.search).toBe('')
      expect(asked).toEqual([null, 'schmierfette'])
    } finally {
      server.events.removeListener('request:start', listen)
    }
  })

  it('starts with the category of the address, before the editor’s', async () => {
    window.history.replaceState(null, '', '/service/faq?kategorie=umwelt')
    await renderWidget('form/faq', { title: 'Fragen', categoryId: 'schmierfette' })
    await waitFor(() => expect(questions()).toEqual(questionsOf('umwelt')))
    expect(chip('Nachhaltigkeit und Entsorgung')).toHaveAttribute('aria-pressed', 'true')
  })

  it('starts with the editor’s category, its questions a level below the heading', async () => {
    await renderWidget('form/faq', { title: 'Fragen zu Schmierfetten', level: 3, categoryId: 'schmierfette' })
    expect(screen.getByRole('heading', { level: 3, name: 'Fragen zu Schmierfetten' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(questionsOf('schmierfette')))
  })

  it('shows all questions for a category in the address that does not exist, and takes it out of the address', async () => {
    window.history.replaceState(null, '', '/service/faq?kategorie=gibt-es-nicht&x=1')
    await renderWidget('form/faq', { title: 'Fragen' })
    await waitFor(() => expect(questions()).toHaveLength(60))
    expect(chip('Alle')).toHaveAttribute('aria-pressed', 'true')
    expect(window.location.search).toBe('?x=1')
  })

  it('narrows the questions to those whose question or answer holds every word typed, announcing the number', async () => {
    const { user } = await renderWidget('form/faq', { title: 'Fragen' })
    await countSays('Fragen: 60')

    // «Refraktometer» stands in one answer only.
    await user.type(search(), 'Refraktometer')
    await waitFor(() => expect(questions()).toEqual(['Wie messe ich die Konzentration?']))
    await countSays('Treffer: 1 von 60 Fragen')

    // Every word, in any order, with or without umlauts: «kalte» finds «Kälte».
    await user.clear(search())
    await user.type(search(), 'kalte öl')
    await waitFor(() => expect(questions()).toEqual(['Was bedeutet die Viskositätsangabe 5W-30?']))

    // Within the category chosen.
    await user.clear(search())
    await user.type(search(), 'Fass')
    await user.click(chip('Bestellung und Lieferung'))
    await waitFor(() => expect(questions()).toEqual(['Wie lange dauert die Lieferung?', 'Gibt es eine Mindestbestellmenge?', 'Nehmen Sie leere Fässer und IBC zurück?']))
    await countSays('Treffer: 3 von 8 Fragen')
  })

  it('says so when no question holds the words, and shows them all again when the search is reset', async () => {
    const { user } = await renderWidget('form/faq', { title: 'Fragen' })
    await countSays('Fragen: 60')
    await user.type(search(), 'Getriebesand')
    expect(await screen.findByText('Zu «Getriebesand» haben wir keine Frage gefunden.')).toBeInTheDocument()
    await countSays('Treffer: 0 von 60 Fragen')
    expect(questions()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Suche zurücksetzen' }))
    expect(search()).toHaveValue('')
    await countSays('Fragen: 60')
    expect(questions()).toHaveLength(60)
  })

  it('says when a category has no questions yet', async () => {
    server.use(http.get(`*${PATH}`, () => HttpResponse.json({ data: { categories: faqCategories('de'), entries: [] } })))
    await renderWidget('form/faq', { title: 'Fragen' })
    expect(await screen.findByText('Zu dieser Auswahl gibt es noch keine Fragen.')).toBeInTheDocument()
    expect(screen.queryByText(/^Fragen: /)).not.toBeInTheDocument()
  })

  it('says when the questions could not be loaded, keeps the retry focused while it fails, and leaves the focus on the list after', async () => {
    injectFault({ method: 'GET', path: PATH, status: 503, times: 2 })
    const { user } = await renderWidget('form/faq', { title: 'Fragen' })
    expect(await screen.findByText('Die Fragen konnten nicht geladen werden.')).toBeInTheDocument()
    expect(await screen.findByText('Es ist ein unbekannter Fehler aufgetreten.')).toBeInTheDocument()

    const retry = screen.getByRole('button', { name: 'Erneut versuchen' })
    await user.click(retry)
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'))
    expect(retry).toHaveFocus()
    expect(screen.getByText('Die Fragen konnten nicht geladen werden.')).toBeInTheDocument()

    await user.click(retry)
    await countSays('Fragen: 60')
    expect(screen.queryByText('Die Fragen konnten nicht geladen werden.')).not.toBeInTheDocument()
    const first = screen.getAllByRole('heading', { level: 3 })[0]!
    await waitFor(() => expect(first.closest('[tabindex="-1"]')).toHaveFocus())
  })

  it('opens a question by keyboard, with Enter and Space, showing its answer with its list and link', async () => {
    const { user } = await renderWidget('form/faq', { title: 'Fragen' })
    await countSays('Fragen: 60')
    const question = screen.getByRole('button', { name: 'Was zeigt eine Ölanalyse?' })
    question.focus()
    await user.keyboard('{Enter}')
    expect(question).toHaveAttribute('aria-expanded', 'true')
    const answer = screen.getByRole('region', { name: 'Was zeigt eine Ölanalyse?' })
    expect(answer).toBeVisible()
    expect(within(answer).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Viskosität und Alterung des Öls',
      'Verschleissmetalle wie Eisen, Kupfer und Aluminium',
      'Wasser und Verunreinigungen',
    ])
    await user.keyboard(' ')
    expect(question).toHaveAttribute('aria-expanded', 'false')
    expect(answer).not.toBeVisible()

    const another = screen.getByRole('button', { name: 'Liefern Sie auch ins Ausland?' })
    another.focus()
    await user.keyboard(' ')
    const link = within(screen.getByRole('region', { name: 'Liefern Sie auch ins Ausland?' })).getByRole('link', { name: 'Vertriebspartner' })
    expect(link).toHaveAttribute('href', '/service/vertriebspartner')
  })

  it('shows an answer’s HTML sanitised: no script, no event handler, the text kept', async () => {
    const hostile = {
      id: 'boese',
      categoryId: 'motorenoele',
      question: 'Was steht in dieser Antwort?',
      answer: '<p>Gut <img src="x" onerror="window.faqHacked = true"></p><script>window.faqHacked = true</script><a href="javascript:alert(1)">Klick</a>',
    }
    server.use(http.get(`*${PATH}`, () => HttpResponse.json({ data: { categories: faqCategories('de'), entries: [hostile] } })))
    const { user, el } = await renderWidget('form/faq', { title: 'Fragen' })
    await user.click(await screen.findByRole('button', { name: 'Was steht in dieser Antwort?' }))
    const answer = screen.getByRole('region', { name: 'Was steht in dieser Antwort?' })
    expect(answer).toHaveTextContent('Gut Klick')
    expect(el.querySelector('script')).toBeNull()
    expect(el.querySelector('[onerror]')).toBeNull()
    expect(within(answer).getByText('Klick')).not.toHaveAttribute('href')
    expect((window as { faqHacked?: boolean }).faqHacked).toBeUndefined()
  })

  it('links to the contact form below the questions when the editor names it', async () => {
    await renderWidget('form/faq', { title: 'Fragen', contactHref: '/kontakt' })
    await countSays('Fragen: 60')
    const link = screen.getByRole('link', { name: 'Zum Kontaktformular' })
    expect(link).toHaveAttribute('href', '/kontakt')
    expect(link.parentElement).toHaveTextContent('Ihre Frage war nicht dabei? Zum Kontaktformular')
  })

  it('drops a malformed question or category with a warning and shows the rest, one sent twice once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const [first, second] = ENTRIES
    const entries = [{ ...first, question: 42 }, second, second, { ...second, id: 'ohne-kategorie', categoryId: undefined }]
    const categories = [...faqCategories('de'), { id: 'kaputt id', name: 'Kaputt' }]
    server.use(http.get(`*${PATH}`, () => HttpResponse.json({ data: { categories, entries } })))
    await renderWidget('form/faq', { title: 'Fragen' })
    await countSays('Fragen: 1')
    expect(questions()).toEqual([second!.question])
    expect(chips().queryByRole('button', { name: 'Kaputt' })).not.toBeInTheDocument()
    const warnings = warn.mock.calls.flat().join('\n')
    expect(warnings).toMatch(/data\.entries\.0.*question/)
    expect(warnings).toMatch(/data\.entries\.3.*categoryId/)
    expect(warnings).toMatch(/data\.categories\.8.*id/)
  })
})
