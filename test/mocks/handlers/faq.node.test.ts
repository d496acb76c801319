import { faqCategories, faqEntries, type FaqCategory, type FaqEntry } from '../db/faq'
import { injectFault } from '../faults'

type Answer = { data: { categories: FaqCategory[]; entries: FaqEntry[] } }

const ask = async (query = '', locale?: string) => {
  const response = await fetch(`http://localhost/api/faq${query}`, { headers: locale === undefined ? {} : { 'X-Locale': locale } })
  return { status: response.status, body: (await response.json()) as Answer }
}

describe('GET /api/faq', () => {
  it('answers the 60 questions in 8 categories, each question in a category it names, ids unique', async () => {
    const { status, body } = await ask()
    expect(status).toBe(200)
    const { categories, entries } = body.data
    expect(categories.map((category) => category.name)).toEqual([
      'Motorenöle',
      'Industrieöle',
      'Schmierfette',
      'Kühlschmierstoffe',
      'Bestellung und Lieferung',
      'Webshop und Kundenkonto',
      'Sicherheitsdatenblätter und Dokumente',
      'Nachhaltigkeit und Entsorgung',
    ])
    expect(entries).toHaveLength(60)
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(60)
    const ids = new Set(categories.map((category) => category.id))
    for (const entry of entries) {
      expect(ids).toContain(entry.categoryId)
      expect(entry.id).toMatch(/^[\w.-]{1,80}$/)
      expect(entry.question.length).toBeLessThanOrEqual(300)
      expect(entry.question).toMatch(/\?$/)
      expect(entry.answer).toMatch(/^<p>/)
      // Swiss German: no ß.
      expect(`${entry.question}${entry.answer}`).not.toContain('ß')
    }
    // Some answers carry a list or a link, as an editor writes them.
    expect(entries.filter((entry) => entry.answer.includes('<ul>')).length).toBeGreaterThanOrEqual(2)
    expect(entries.filter((entry) => entry.answer.includes('<a href="/')).length).toBeGreaterThanOrEqual(5)
    for (const category of categories) expect(entries.filter((entry) => entry.categoryId === category.id).length).toBeGreaterThanOrEqual(7)
  })

  it('narrows the entries to the category asked for, still naming every category', async () => {
    const { body } = await ask('?categoryId=schmierfette')
    expect(body.data.categories).toEqual(faqCategories('de'))
    expect(body.data.entries.map((entry) => entry.id)).toEqual(faqEntries('de').filter((entry) => entry.categoryId === 'schmierfette').map((entry) => entry.id))
    expect(body.data.entries[0]).toEqual({
      id: 'nlgi-klasse',
      categoryId: 'schmierfette',
      question: 'Was bedeutet die NLGI-Klasse eines Fettes?',
      answer: '<p>Die NLGI-Klasse beschreibt die Konsistenz von 000 (fliessend) bis 6 (sehr fest). Für Wälzlager ist NLGI 2 üblich, für Zentralschmieranlagen eher 00 oder 0.</p>',
    })
  })

  it('answers no entries, not an error, for a category that does not exist, with the categories there are', async () => {
    const { status, body } = await ask('?categoryId=gibt-es-nicht')
    expect(status).toBe(200)
    expect(body.data.entries).toEqual([])
    expect(body.data.categories).toHaveLength(8)
  })

  it('answers in English for an English page, in German for French and Italian', async () => {
    const english = (await ask('?categoryId=motorenoele', 'en-US')).body.data
    expect(english.categories[0]).toEqual({ id: 'motorenoele', name: 'Engine oils' })
    expect(english.entries[0]?.question).toBe('What does the viscosity grade 5W-30 mean?')
    const french = (await ask('', 'fr-CH')).body.data
    expect(french.entries).toEqual(faqEntries('de'))
  })

  it('fails as a fault says (faults.ts), then answers again', async () => {
    injectFault({ method: 'GET', path: '/api/faq', status: 503 })
    expect((await ask()).status).toBe(503)
    expect((await ask()).status).toBe(200)
  })
})
