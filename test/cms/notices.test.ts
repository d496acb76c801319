import type { Locale } from '@/i18n/locales'
import { SCENARIOS, type ScenarioName } from '@/test/mocks/scenarios'
import { BAD_SWITCH_VALUES } from './bad-switch-values'
import { contextFor } from './context'
import { languagePath } from './language-paths'
import { renderDocument, SWITCHERS } from './layout'
import { refusedNotice, scenarioBanner } from './notices'
import { SWITCHES, VALID_VALUES, type Refused } from './switches'

/** A page of the CMS in a locale at a path, with the notices app.ts gives it, parsed as the browser parses it. */
function page(locale: Locale, { path = '/rich-text', scenario = 'none', refused = [] }: { path?: string; scenario?: ScenarioName; refused?: Refused[] } = {}) {
  const context = contextFor(new URL(`http://cms.test${languagePath(locale, path)}`), undefined)
  const notices = scenarioBanner(context, scenario) + refusedNotice(context, refused)
  const html = renderDocument({ context, title: 'Seite', body: '<p>Inhalt</p>', pageData: {}, assets: { head: '' }, notices }, SWITCHERS)
  return new DOMParser().parseFromString(html, 'text/html')
}
const banner = (document: Document) => document.querySelector<HTMLElement>('[data-notice="scenario"]')

const LEADS = { 'de-CH': 'ist aktiv', 'fr-CH': 'est actif', 'it-IT': 'è attivo', 'en-US': 'is on', 'nl-NL': 'ist aktiv' } as const
const RESETS = { 'de-CH': 'Zurücksetzen', 'fr-CH': 'Revenir', 'it-IT': 'Tornare', 'en-US': 'Back to normal', 'nl-NL': 'Zurücksetzen' } as const
const active = (Object.keys(SCENARIOS) as ScenarioName[]).filter((name) => name !== 'none')
const locales = Object.keys(LEADS) as (keyof typeof LEADS)[]

describe('the scenario banner', () => {
  it.each(active.flatMap((scenario) => locales.map((locale) => [scenario, locale] as const)))('names %s in %s with its description and a link that resets it', (scenario, locale) => {
    const element = banner(page(locale, { scenario }))

    expect(element?.getAttribute('role')).toBe('status')
    expect(element?.querySelector('code')?.textContent).toBe(scenario)
    expect(element?.textContent).toContain(LEADS[locale])
    expect(element?.textContent).toContain(SCENARIOS[scenario])
    // The description stays German (the mock's text): marked so on a page in another language.
    expect(element?.querySelector('span')?.getAttribute('lang')).toBe(locale.startsWith('de') || locale === 'nl-NL' ? null : 'de')
    const link = element?.querySelector('a')
    expect(link?.textContent).toContain(RESETS[locale])
    expect(link?.getAttribute('href')).toBe('/rich-text?scenario=none')
  })

  it('is not there without a scenario', () => {
    expect(banner(page('de-CH'))).toBeNull()
  })

  it('comes before the content, outside the header, on a page without the chrome too', () => {
    const context = contextFor(new URL('http://cms.test/bench'), undefined)
    const html = renderDocument({ context, title: 'B', body: '', pageData: {}, assets: { head: '' }, chrome: false, notices: scenarioBanner(context, 'slow') }, SWITCHERS)
    const document = new DOMParser().parseFromString(html, 'text/html')
    expect(banner(document)?.nextElementSibling?.id).toBe('main')
  })

  it.each(['/', '//evil.example/x', '/a"><script>alert(1)</script>'])('links %j back to a path of the own origin, escaped', (path) => {
    const href = banner(page('de-CH', { path, scenario: 'offline' }))?.querySelector('a')?.getAttribute('href') ?? ''
    expect(href).toMatch(/^\/(?![/\\])[^"<>]*\?scenario=none$/)
  })
})

describe('the notice of refused switch values', () => {
  const notice = (document: Document) => document.querySelector<HTMLElement>('[data-notice="refused"]')

  it.each(SWITCHES.flatMap((name) => BAD_SWITCH_VALUES[name].map((value) => [name, value] as const)))('shows ?%s=%j with every value the switch takes', (name, value) => {
    const element = notice(page('de-CH', { refused: [{ name, value }] }))

    expect(element?.getAttribute('role')).toBe('status')
    const codes = [...(element?.querySelectorAll('li code') ?? [])].map((code) => code.textContent)
    expect(codes).toEqual([`?${name}=`, value, ...VALID_VALUES[name]])
    // Markup in the value is shown as text, never run.
    expect(element?.querySelector('script, b')).toBeNull()
  })

  it.each([
    ['de-CH', 'Nicht übernommen', 'gibt es nicht', 'Möglich sind'],
    ['fr-CH', 'Non appliqué', 'n’existe pas', 'Valeurs possibles'],
    ['it-IT', 'Non applicato', 'non esiste', 'Valori possibili'],
    ['en-US', 'Not applied', 'does not exist', 'Possible values'],
  ] as const)('is written in %s', (locale, lead, missing, possible) => {
    const text = notice(page(locale, { refused: [{ name: 'theme', value: '09' }] }))?.textContent ?? ''
    for (const part of [lead, missing, possible]) expect(text).toContain(part)
  })

  it('lists every refused value of one request, and is not there without one', () => {
    const refused: Refused[] = [
      { name: 'locale', value: 'xx' },
      { name: 'user', value: 'nobody@example.ch' },
    ]
    expect(notice(page('de-CH', { refused }))?.querySelectorAll('li')).toHaveLength(2)
    expect(notice(page('de-CH'))).toBeNull()
  })
})
