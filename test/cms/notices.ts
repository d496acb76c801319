/**
 * Notices the simulated CMS puts on top of a page about the demo itself: the backend scenario that is on in
 * this browser's shop, and switch values it refused. Each is a status region (role="status"), so it needs no
 * landmark of its own, and has colours of its own, readable on every theme.
 */
import { SCENARIOS, type ScenarioName } from '@/test/mocks/scenarios'
import type { CmsContext } from './context'
import { escapeHtml } from './html'
import { localPath } from './request-target'
import { VALID_VALUES, type Refused, type SwitchName } from './switches'
import { germanLang, translator, type Text } from './texts'

/** Styles for the notices, part of the CMS's own stylesheet (layout.ts). */
export const NOTICE_CSS = `
.cms-notice{margin:0;padding:10px 16px;background:#fff4ce;color:#1b1b1b;border-bottom:2px solid #8a6d00;overflow-wrap:anywhere}
.cms-notice p,.cms-notice ul{margin:4px 0}
.cms-notice a{color:#0b3d91;font-weight:600}
`

const notice = (kind: string, html: string) => `<div class="cms-notice" data-notice="${kind}" role="status">${html}</div>`

/**
 * While a scenario other than `none` is on in the shop of the page's browser: its name, its (German)
 * description and a link that switches it off again, back to this page.
 */
export function scenarioBanner(context: CmsContext, scenario: ScenarioName): string {
  if (scenario === 'none') return ''
  const t = translator(context)
  const name = `<code>${escapeHtml(scenario)}</code>`
  const lead = t({
    de: `Szenario ${name} ist aktiv:`,
    fr: `Le scénario ${name} est actif\u00a0:`,
    it: `Lo scenario ${name} è attivo:`,
    en: `Scenario ${name} is on:`,
  })
  const reset = t({ de: 'Zurücksetzen auf Normalbetrieb', fr: 'Revenir au fonctionnement normal', it: 'Tornare al funzionamento normale', en: 'Back to normal operation' })
  const href = `${localPath(context.url.pathname)}?scenario=none`
  return notice(
    'scenario',
    `<p>${lead} <span${germanLang(context)}>${escapeHtml(SCENARIOS[scenario])}</span>. <a href="${escapeHtml(href)}">${reset}</a></p>`,
  )
}

/** What each switch sets, as the header's switchers name it. */
const SWITCH_LABELS: Record<SwitchName, Text> = {
  locale: { de: 'Sprache', fr: 'Langue', it: 'Lingua', en: 'Language' },
  tenant: { de: 'Mandant', fr: 'Mandant', it: 'Mandante', en: 'Tenant' },
  theme: { de: 'Marke', fr: 'Marque', it: 'Marchio', en: 'Brand' },
  user: { de: 'Benutzer', fr: 'Utilisateur', it: 'Utente', en: 'User' },
  features: { de: 'Funktionen', fr: 'Fonctions', it: 'Funzioni', en: 'Features' },
  scenario: { de: 'Szenario', fr: 'Scénario', it: 'Scenario', en: 'Scenario' },
}

/** One refused value: which switch, what was asked for, and every value the switch takes. */
function refusal(context: CmsContext, { name, value }: Refused): string {
  const t = translator(context)
  const switchName = `${escapeHtml(t(SWITCH_LABELS[name]))} (<code>?${name}=</code>)`
  const asked = `<code>${escapeHtml(value)}</code>`
  const valid = VALID_VALUES[name].map((item) => `<code>${escapeHtml(item)}</code>`).join(', ')
  const several = name === 'features'
  return `<li>${t({
    de: `${switchName}: «${asked}» gibt es nicht. ${several ? 'Möglich sind, mit Komma getrennt' : 'Möglich sind'}: ${valid}.`,
    fr: `${switchName}\u00a0: «\u00a0${asked}\u00a0» n’existe pas. ${several ? 'Valeurs possibles, séparées par des virgules' : 'Valeurs possibles'}\u00a0: ${valid}.`,
    it: `${switchName}: «${asked}» non esiste. ${several ? 'Valori possibili, separati da virgole' : 'Valori possibili'}: ${valid}.`,
    en: `${switchName}: ‘${asked}’ does not exist. ${several ? 'Possible values, separated by commas' : 'Possible values'}: ${valid}.`,
  })}</li>`
}

/** The switch values the last switch request refused, each with the values its switch takes; the choices before it stay. */
export function refusedNotice(context: CmsContext, refused: readonly Refused[]): string {
  if (refused.length === 0) return ''
  const t = translator(context)
  const lead = t({
    de: 'Nicht übernommen, die bisherige Einstellung bleibt:',
    fr: 'Non appliqué, le réglage précédent est conservé\u00a0:',
    it: 'Non applicato, l’impostazione precedente resta:',
    en: 'Not applied; the previous setting stays:',
  })
  return notice('refused', `<p>${lead}</p><ul>${refused.map((item) => refusal(context, item)).join('')}</ul>`)
}
