import { DEMO_TODAY } from './demo-day'
import { FAIRS } from './fairs'
import { missingImageFiles } from './image-files'
import { NEWS_ARTICLES, newsEntry } from './news'
import { CATEGORY_IDS, FOLDER_IDS, PUBLICATION_TYPES, TOPIC_IDS } from './news-taxonomy'
import { NEWS_TRANSLATIONS, PRESS_CONTACT } from './news-translations'

const THREE_YEARS_BEFORE = `${Number(DEMO_TODAY.slice(0, 4)) - 3}${DEMO_TODAY.slice(4)}`
const countBy = <T>(items: readonly T[], key: (item: T) => string) => items.reduce((counts, item) => counts.set(key(item), (counts.get(key(item)) ?? 0) + 1), new Map<string, number>())

describe('the news of the demo site', () => {
  it('has 120 articles with unique ids and page addresses, newest first', () => {
    expect(NEWS_ARTICLES).toHaveLength(120)
    expect(new Set(NEWS_ARTICLES.map((article) => article.id)).size).toBe(120)
    expect(new Set(NEWS_ARTICLES.map((article) => article.slug)).size).toBe(120)
    const dates = NEWS_ARTICLES.map((article) => article.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(NEWS_ARTICLES.every((article) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(article.slug))).toBe(true)
  })

  it('spreads them over the three years before the demo’s «today», in every one of them', () => {
    const dates = NEWS_ARTICLES.map((article) => article.date)
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)))).toBe(true)
    expect(dates.every((date) => date > THREE_YEARS_BEFORE && date <= DEMO_TODAY)).toBe(true)
    // No quarter of the three years without news.
    const quarters = new Set(dates.map((date) => `${date.slice(0, 4)}-${Math.floor((Number(date.slice(5, 7)) - 1) / 3)}`))
    expect(quarters.size).toBeGreaterThanOrEqual(12)
  })

  it('uses the four categories, the eight topics, every folder and every publication type, each more than once', () => {
    const categories = countBy(NEWS_ARTICLES, (article) => article.category)
    expect([...categories.keys()].sort()).toEqual([...CATEGORY_IDS].sort())
    expect(CATEGORY_IDS).toHaveLength(4)
    const topics = countBy(NEWS_ARTICLES.flatMap((article) => article.topics), (topic) => topic)
    expect([...topics.keys()].sort()).toEqual([...TOPIC_IDS].sort())
    expect(TOPIC_IDS).toHaveLength(8)
    expect(Math.min(...topics.values())).toBeGreaterThanOrEqual(10)
    expect(Math.min(...categories.values())).toBeGreaterThanOrEqual(15)
    const folders = countBy(NEWS_ARTICLES, (article) => article.folder)
    expect([...folders.keys()].sort()).toEqual([...FOLDER_IDS].sort())
    expect(Math.min(...folders.values())).toBeGreaterThanOrEqual(10)
    expect([...countBy(NEWS_ARTICLES, (article) => article.publicationType).keys()].sort()).toEqual([...PUBLICATION_TYPES].sort())
    expect(NEWS_ARTICLES.every((article) => article.topics.length >= 1 && new Set(article.topics).size === article.topics.length)).toBe(true)
  })

  it('translates at least 20 articles into French and into English, every translation of an existing article', () => {
    const titles = new Set(NEWS_ARTICLES.map((article) => article.versions.de.title))
    expect(Object.keys(NEWS_TRANSLATIONS).filter((title) => !titles.has(title))).toEqual([])
    expect(NEWS_ARTICLES.filter((article) => article.versions.fr).length).toBeGreaterThanOrEqual(20)
    expect(NEWS_ARTICLES.filter((article) => article.versions.en).length).toBeGreaterThanOrEqual(20)
    for (const article of NEWS_ARTICLES) {
      for (const version of Object.values(article.versions)) expect(version.title.trim() !== '' && version.subtitle.trim() !== '' && version.lead.trim() !== '').toBe(true)
      if (article.versions.fr) expect(article.versions.fr.title).not.toBe(article.versions.de.title)
    }
  })

  it('writes each text as HTML paragraphs, a press release with the press contact at its end', () => {
    for (const article of NEWS_ARTICLES) {
      const { text } = newsEntry(article, 'de')
      expect(text).toMatch(/^(<p>[^<>]+<\/p>){2,3}$/)
      expect(text.startsWith(`<p>${article.versions.de.lead}</p>`)).toBe(true)
      expect(text.endsWith(`<p>${PRESS_CONTACT.de}</p>`)).toBe(article.publicationType === 'press-release')
    }
  })

  it('pictures every article with files of the demo media, its alt text in the article’s language', () => {
    for (const article of NEWS_ARTICLES) {
      const { image } = newsEntry(article, 'en')
      expect(missingImageFiles(image)).toEqual([])
      expect(image.alt.trim()).not.toBe('')
    }
    const translated = NEWS_ARTICLES.find((article) => article.versions.en)!
    const untranslated = NEWS_ARTICLES.find((article) => !article.versions.en && article.scene === translated.scene)!
    expect(newsEntry(translated, 'en').image.alt).not.toBe(newsEntry(untranslated, 'en').image.alt)
    expect(newsEntry(untranslated, 'en').image.alt).toBe(newsEntry(untranslated, 'de').image.alt)
  })

  it('announces fairs at the halls and stands of the fair list, before they open', () => {
    const announcements = NEWS_ARTICLES.filter((article) => /^Halle .+, Stand .+$/.test(article.versions.de.subtitle))
    expect(announcements.length).toBeGreaterThanOrEqual(10)
    for (const article of announcements) {
      const fair = FAIRS.find((candidate) => `${candidate.hall}, ${candidate.booth}` === article.versions.de.subtitle && candidate.dateFrom > article.date)
      expect(fair, article.versions.de.title).toBeDefined()
    }
  })
})
