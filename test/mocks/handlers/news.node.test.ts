import { NEWS_ARTICLES, newsEntry, type NewsArticle } from '../db/news'

type Filter = { name: string; label: string; type: string; options: { value: string; label: string; count: number }[]; selected: string[] }
type Entry = ReturnType<typeof newsEntry>
type NewsAnswer = { entries: Entry[]; filters: Filter[]; pagination: { currentPage: number; itemsPerPage: number; totalAmount: number } }
type Failure = { messages: { type: string; message: string; source?: { field?: string } }[] }

async function get(query = '', locale?: string) {
  const response = await fetch(`http://localhost/api/news/${query}`, { headers: locale ? { 'X-Locale': locale } : {} })
  return { status: response.status, json: (await response.json()) as { data: NewsAnswer } & Failure }
}
const news = async (query = '', locale?: string) => {
  const { status, json } = await get(query, locale)
  expect(status).toBe(200)
  return json.data
}
const ids = (articles: readonly NewsArticle[]) => articles.map((article) => article.id)
const filterOf = (answer: NewsAnswer, name: string) => answer.filters.find((filter) => filter.name === name)
const yearOf = (article: NewsArticle) => article.date.slice(0, 4)

describe('GET /api/news/', () => {
  it('answers the newest 20 articles, the filters and the pagination of spec 1 §3', async () => {
    const answer = await news()
    expect(answer.entries).toEqual(NEWS_ARTICLES.slice(0, 20).map((article) => newsEntry(article, 'de')))
    expect(answer.pagination).toEqual({ currentPage: 1, itemsPerPage: 20, totalAmount: 120 })
    expect(answer.filters.map((filter) => [filter.name, filter.label, filter.type, filter.selected])).toEqual([
      ['category', 'Kategorie', 'multiselect', []],
      ['topic', 'Thema', 'multiselect', []],
      ['year', 'Jahr', 'multiselect', []],
    ])
    expect(filterOf(answer, 'category')?.options).toEqual([
      { value: 'unternehmen', label: 'Unternehmen', count: NEWS_ARTICLES.filter((article) => article.category === 'unternehmen').length },
      { value: 'produkte', label: 'Produkte', count: NEWS_ARTICLES.filter((article) => article.category === 'produkte').length },
      { value: 'rennsport', label: 'Rennsport', count: NEWS_ARTICLES.filter((article) => article.category === 'rennsport').length },
      { value: 'nachhaltigkeit', label: 'Nachhaltigkeit', count: NEWS_ARTICLES.filter((article) => article.category === 'nachhaltigkeit').length },
    ])
    expect(filterOf(answer, 'topic')?.options.map((option) => option.value)).toEqual(['motorenoel', 'hydraulik', 'landwirtschaft', 'industrie', 'motorsport', 'umwelt', 'ausbildung', 'messen'])
    expect(filterOf(answer, 'year')?.options.map((option) => [option.value, option.count])).toEqual(
      ['2026', '2025', '2024', '2023'].map((year) => [year, NEWS_ARTICLES.filter((article) => yearOf(article) === year).length]),
    )
  })

  it('sends each article with the fields of spec 2 §3, its page, picture, topics and category', async () => {
    const [entry] = (await news('?limit=1')).entries
    const article = NEWS_ARTICLES[0]!
    expect(Object.keys(entry!).sort()).toEqual(['category', 'date', 'id', 'image', 'isFallback', 'link', 'subtitle', 'text', 'title', 'topics'])
    expect(entry).toMatchObject({
      id: article.id,
      title: article.versions.de.title,
      subtitle: article.versions.de.subtitle,
      date: article.date,
      link: { href: `/news/${article.slug}`, text: 'Weiterlesen' },
      isFallback: false,
    })
    expect(entry!.topics.map((topic) => topic.id)).toEqual(article.topics)
    expect(entry!.image.fallback).toMatch(new RegExp(`^/media/${article.scene}-960\\.jpg$`))
  })

  it('pages with limit and offset, so that more exist exactly while currentPage × itemsPerPage < totalAmount (spec 1 §4)', async () => {
    const third = await news('?limit=10&offset=20')
    expect(third.entries.map((entry) => entry.id)).toEqual(ids(NEWS_ARTICLES.slice(20, 30)))
    expect(third.pagination).toEqual({ currentPage: 3, itemsPerPage: 10, totalAmount: 120 })
    // Load more until the rule says there is no more: every article once, in order.
    const seen: string[] = []
    let page: NewsAnswer
    let offset = 0
    do {
      page = await news(`?limit=25&offset=${offset}`)
      seen.push(...page.entries.map((entry) => entry.id))
      offset += 25
    } while (page.pagination.currentPage * page.pagination.itemsPerPage < page.pagination.totalAmount)
    expect(seen).toEqual(ids(NEWS_ARTICLES))
    expect(page.entries).toHaveLength(20)
    const after = await news('?limit=25&offset=125')
    expect(after.entries).toEqual([])
    expect(after.pagination).toEqual({ currentPage: 6, itemsPerPage: 25, totalAmount: 120 })
  })

  it('shows the folders, categories and topics a list is configured to (any of them), and one publication type (spec 1 §7)', async () => {
    const german = await news('?folderIds[]=news-de&limit=100')
    const inGermany = NEWS_ARTICLES.filter((article) => article.folder === 'news-de')
    expect(german.entries.map((entry) => entry.id)).toEqual(ids(inGermany))
    expect(german.pagination.totalAmount).toBe(inGermany.length)
    // A list named without brackets is read too.
    expect((await news('?folderIds=news-de&folderIds[]=news-at&limit=1')).pagination.totalAmount).toBe(NEWS_ARTICLES.filter((article) => article.folder !== 'news-ch').length)
    const racingOrGreen = await news('?categoryIds[]=rennsport&categoryIds[]=nachhaltigkeit&limit=100')
    expect(racingOrGreen.entries.map((entry) => entry.id)).toEqual(ids(NEWS_ARTICLES.filter((article) => ['rennsport', 'nachhaltigkeit'].includes(article.category))))
    const topics = await news('?topicIds[]=hydraulik&topicIds[]=messen&limit=100')
    expect(topics.entries.map((entry) => entry.id)).toEqual(ids(NEWS_ARTICLES.filter((article) => article.topics.includes('hydraulik') || article.topics.includes('messen'))))
    const press = await news('?publicationType=press-release&folderIds[]=news-ch&limit=100')
    expect(press.entries.map((entry) => entry.id)).toEqual(ids(NEWS_ARTICLES.filter((article) => article.publicationType === 'press-release' && article.folder === 'news-ch')))
    expect(press.entries.length).toBeGreaterThan(5)
  })

  it('narrows by the visitor’s filters within the configured list: values of a filter alternatives, filters combined, counts after the others', async () => {
    const answer = await news('?categoryIds[]=produkte&categoryIds[]=unternehmen&filters[topic][]=hydraulik&filters[topic][]=landwirtschaft&filters[year][]=2025&limit=100')
    const configured = NEWS_ARTICLES.filter((article) => ['produkte', 'unternehmen'].includes(article.category))
    const hasTopic = (article: NewsArticle) => article.topics.includes('hydraulik') || article.topics.includes('landwirtschaft')
    const expected = configured.filter((article) => hasTopic(article) && yearOf(article) === '2025')
    expect(expected.length).toBeGreaterThan(2)
    expect(answer.entries.map((entry) => entry.id)).toEqual(ids(expected))
    expect(answer.pagination.totalAmount).toBe(expected.length)
    expect(filterOf(answer, 'topic')?.selected).toEqual(['hydraulik', 'landwirtschaft'])
    expect(filterOf(answer, 'year')?.selected).toEqual(['2025'])
    // A year's count: the configured articles of that year with one of the chosen topics, whatever year is chosen.
    expect(filterOf(answer, 'year')?.options.find((option) => option.value === '2024')?.count).toBe(configured.filter((article) => hasTopic(article) && yearOf(article) === '2024').length)
    // A category's count follows the topics and the year.
    expect(filterOf(answer, 'category')?.options.map((option) => option.count)).toEqual(['unternehmen', 'produkte'].map((category) => expected.filter((article) => article.category === category).length))
  })

  it('leaves out a filter the configured list offers no choice in, and a known value it does not offer', async () => {
    const answer = await news('?categoryIds[]=rennsport&filters[category][]=produkte&filters[topic][]=motorsport&limit=100')
    expect(filterOf(answer, 'category')).toBeUndefined()
    const racing = NEWS_ARTICLES.filter((article) => article.category === 'rennsport' && article.topics.includes('motorsport'))
    expect(answer.entries.map((entry) => entry.id)).toEqual(ids(racing))
    const topic = filterOf(answer, 'topic')
    expect(topic?.selected).toEqual(['motorsport'])
    const racingTopics = new Set(NEWS_ARTICLES.filter((article) => article.category === 'rennsport').flatMap((article) => article.topics))
    expect(racingTopics.size).toBeGreaterThan(1)
    expect(topic?.options.map((option) => option.value).sort()).toEqual([...racingTopics].sort())
  })

  it('answers in the request’s language: an article’s translation, or the German original marked isFallback', async () => {
    const french = NEWS_ARTICLES.find((article) => article.versions.fr)!
    const german = NEWS_ARTICLES.find((article) => !article.versions.fr)!
    const limit = `?limit=100&offset=${Math.floor(Math.max(NEWS_ARTICLES.indexOf(french), NEWS_ARTICLES.indexOf(german)) / 100) * 100}`
    const answer = await news(limit, 'fr-CH')
    const translated = answer.entries.find((entry) => entry.id === french.id)!
    expect(translated).toMatchObject({ title: french.versions.fr!.title, subtitle: french.versions.fr!.subtitle, isFallback: false, link: { text: 'Lire la suite' } })
    expect(translated.text).toContain(french.versions.fr!.lead)
    expect(translated.topics[0]!.name).toBe({ motorenoel: 'Huile moteur', hydraulik: 'Hydraulique', landwirtschaft: 'Agriculture', industrie: 'Industrie', motorsport: 'Sport motorisé', umwelt: 'Environnement', ausbildung: 'Formation', messen: 'Salons' }[french.topics[0]!])
    const original = answer.entries.find((entry) => entry.id === german.id)!
    expect(original).toMatchObject({ title: german.versions.de.title, isFallback: true, link: { text: 'Weiterlesen' } })
    expect(original.category.name).toBe({ unternehmen: 'Entreprise', produkte: 'Produits', rennsport: 'Compétition', nachhaltigkeit: 'Durabilité' }[german.category])
    expect(filterOf(answer, 'year')?.label).toBe('Année')
  })

  it('reads the locale as the CMS does: English for en-US, German with no fallback for de-AT, Italian names over German texts', async () => {
    const english = NEWS_ARTICLES.find((article) => article.versions.en)!
    const offset = Math.floor(NEWS_ARTICLES.indexOf(english) / 100) * 100
    const find = async (locale?: string) => (await news(`?limit=100&offset=${offset}`, locale)).entries.find((entry) => entry.id === english.id)!
    expect(await find('en-US')).toMatchObject({ title: english.versions.en!.title, isFallback: false })
    expect(await find('de-AT')).toMatchObject({ title: english.versions.de.title, isFallback: false })
    expect(await find('xx-YY')).toMatchObject({ title: english.versions.de.title, isFallback: false })
    const italian = await find('it-IT')
    expect(italian).toMatchObject({ title: english.versions.de.title, isFallback: true })
    expect(italian.category.name).toBe({ unternehmen: 'Azienda', produkte: 'Prodotti', rennsport: 'Competizioni', nachhaltigkeit: 'Sostenibilità' }[english.category])
  })

  it.each([
    ['?limit=abc', 'Das Feld «limit» muss eine ganze Zahl grösser als 0 sein.', 'limit'],
    ['?limit=-1', 'Das Feld «limit» muss eine ganze Zahl grösser als 0 sein.', 'limit'],
    ['?limit=0', 'Das Feld «limit» muss eine ganze Zahl grösser als 0 sein.', 'limit'],
    ['?limit=2.5', 'Das Feld «limit» muss eine ganze Zahl grösser als 0 sein.', 'limit'],
    ['?limit=101', 'Das Feld «limit» darf höchstens 100 sein.', 'limit'],
    ['?offset=-20', 'Das Feld «offset» muss eine ganze Zahl ab 0 sein.', 'offset'],
    ['?offset=zwei', 'Das Feld «offset» muss eine ganze Zahl ab 0 sein.', 'offset'],
    ['?offset=5', 'Das Feld «offset» muss ein Vielfaches von «limit» (20) sein.', 'offset'],
    ['?limit=12&offset=20', 'Das Feld «offset» muss ein Vielfaches von «limit» (12) sein.', 'offset'],
    ['?folderIds[]=news-fr', 'Ein Wert des Feldes «folderIds» muss einer der Werte «news-ch», «news-de», «news-at» sein.', 'folderIds'],
    ['?categoryIds[]=autos', 'Ein Wert des Feldes «categoryIds» muss einer der Werte «unternehmen», «produkte», «rennsport», «nachhaltigkeit» sein.', 'categoryIds'],
    ['?topicIds[]=motorenoel&topicIds[]=Motorenöl', 'Ein Wert des Feldes «topicIds» muss einer der Werte «motorenoel», «hydraulik», «landwirtschaft», «industrie», «motorsport», «umwelt», «ausbildung», «messen» sein.', 'topicIds'],
    ['?publicationType=blog', 'Das Feld «publicationType» muss einer der Werte «news», «press-release», «story» sein.', 'publicationType'],
    ['?filters[farbe][]=blau', 'Den Filter «farbe» gibt es nicht; es gibt «category», «topic», «year».', 'filters[farbe][]'],
    ['?filters[topic][]=%C3%B6l', 'Der Filter «topic» kennt den Wert «öl» nicht.', 'filters[topic][]'],
    ['?filters[category]=a%20b', 'Der Filter «category» kennt den Wert «a b» nicht.', 'filters[category]'],
    ['?filters=topic', 'Der Parameter «filters» ist kein Filter: erwartet wird filters[name][]=wert.', 'filters'],
    ['?filters[topic][0]=umwelt', 'Der Parameter «filters[topic][0]» ist kein Filter: erwartet wird filters[name][]=wert.', 'filters[topic][0]'],
    ['?filters[][]=umwelt', 'Den Filter «» gibt es nicht; es gibt «category», «topic», «year».', 'filters[][]'],
  ])('refuses %s with 400 and a German message at the parameter', async (query, message, field) => {
    const { status, json } = await get(query)
    expect(status).toBe(400)
    expect(json).toEqual({ messages: [{ type: 'error', message, source: { field } }] })
  })

  it('names every malformed parameter at once, then an offset between pages and every bad filter, and cuts a long value it quotes', async () => {
    const malformed = await get(`?limit=0&publicationType=blog&topicIds[]=x&filters[topic][]=%C3%B6l`)
    expect(malformed.status).toBe(400)
    expect(malformed.json.messages.map((message) => message.source?.field)).toEqual(['limit', 'topicIds', 'publicationType'])
    const { status, json } = await get(`?limit=10&offset=3&filters[farbe][]=blau&filters[topic][]=${'x'.repeat(200)}`)
    expect(status).toBe(400)
    expect(json.messages.map((message) => message.source?.field)).toEqual(['offset', 'filters[farbe][]', 'filters[topic][]'])
    expect(json.messages[2]!.message).toBe(`Der Filter «topic» kennt den Wert «${'x'.repeat(59)}…» nicht.`)
  })

  it('leaves a well-formed value the list does not offer out of the answer’s selection', async () => {
    const answer = await news('?filters[year][]=1999&filters[topic][]=oel&filters[topic][]=umwelt')
    expect(answer.filters.find((filter) => filter.name === 'topic')!.selected).toEqual(['umwelt'])
    expect(answer.filters.find((filter) => filter.name === 'year')!.selected).toEqual([])
    expect(answer.pagination.totalAmount).toBe((await news('?filters[topic][]=umwelt')).pagination.totalAmount)
  })

  it('ignores blank values and parameters it does not know', async () => {
    const answer = await news('?folderIds[]=&filters[topic][]=&limit=&utm_source=newsletter')
    expect(answer.pagination).toEqual({ currentPage: 1, itemsPerPage: 20, totalAmount: 120 })
  })
})
