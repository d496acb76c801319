import { LOCALES } from '@/i18n/locales'
import type { Chrome } from './chrome'
import { DEMO_USERS, type DemoRole } from '@/test/mocks/db/users'
import { TENANTS, type CmsContext } from './context'
import { escapeHtml, jsonForScript } from './html'
import { NOTICE_CSS } from './notices'
import { translator, type Text } from './texts'

// The CMS's own page chrome (not part of the widget bundle): enough layout to place islands the way the
// real templates do, accessible on its own so the axe scans judge the widgets, not the scaffolding.
const CMS_CSS = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5;color:#1a202c;background:#fff}
*,::before,::after{box-sizing:border-box}
:focus-visible{outline:3px solid #0b3d91;outline-offset:2px}
h1,h2,h3{overflow-wrap:break-word;hyphens:auto}
.cms-skip{position:absolute;left:-999px;top:0;background:#fff;padding:8px 12px;z-index:2000}
.cms-skip:focus{left:8px}
.cms-header{display:flex;flex-wrap:wrap;gap:12px 24px;align-items:center;justify-content:space-between;padding:12px 16px;border-bottom:1px solid var(--color-border,#c4c9d0);background:var(--color-surface,#f2f4f7)}
.cms-brand{font-weight:700;color:var(--color-primary,#0b3d91);text-decoration:none;font-size:1.125rem}
/* Where the switches share the name's line (from about 700 px), the name is as high as their row (a label's line, its gap, a select): painted before they arrive (a slow server), it would move down as they come. */
@media (min-width:768px){.cms-brand{display:flex;align-items:center;min-height:calc(.8125rem * 1.5 + 2px + 36px)}}
/* Fills the header from the start: a page painted while the parser is still in the header (a slow server) must not move it as each select arrives. */
.cms-switch{display:flex;flex:1 1 30rem;flex-wrap:wrap;gap:8px;align-items:flex-end;margin:0}
.cms-switch label{display:flex;flex-direction:column;font-size:.8125rem;gap:2px}
.cms-switch select,.cms-switch button{font:inherit;min-height:36px;padding:4px 8px}
.cms-switch select{width:11rem;max-width:100%}
/* A full-width block (the campaign banner) reaches the window's edges, 100vw wide: the page clips what lies beyond them, the width of a scroll bar (docs/cms-integration.md "Full-width blocks"). */
body{overflow-x:clip}
.cms-main{max-width:1200px;margin:0 auto;padding:16px}
/* The shop's own header bar (docs/cms-integration.md "Site chrome"): 60 px high on phones, 85 px from md (1024 px) up, as the header search's spacing assumes (spec 2 §2.4). */
.site-header{display:flex;align-items:center;gap:4px 8px;height:60px;padding:0 8px;background:var(--color-background,#fff);border-bottom:1px solid var(--color-border,#c4c9d0);position:relative;z-index:90}
.site-logo{font-weight:700;color:var(--color-primary,#0b3d91);text-decoration:none;white-space:nowrap;font-size:1.0625rem;display:flex;align-items:center;min-height:44px;min-width:0}
.site-header-search{flex:1 1 auto;min-width:44px;display:flex;justify-content:flex-end}
.site-header-end{display:flex;align-items:center;gap:4px;flex:none}
/* Phones: the navigation overlay and the footer offer the languages (spec 2 §2.2), so the bar keeps its room for the menus; the logo may take two lines. */
.site-header-language{display:none}
@media (max-width:479.98px){.site-logo{white-space:normal;line-height:1.15;font-size:.9375rem;max-width:7.5rem}}
@media (min-width:768px){.site-header-language{display:flex;align-items:center}}
.site-breadcrumb{max-width:1200px;margin:0 auto;padding:0 16px}
/* From md the field sits right after the logo: aligned to the end it would move whenever the menus after it arrive late (a slow server, a busy phone), by their whole width. */
@media (min-width:1024px){.site-header{height:85px;padding:0 24px;gap:16px}.site-logo{font-size:1.25rem}.site-header-search{justify-content:flex-start}}
.cms-section{margin:32px 0}
.cms-blocks{display:grid;grid-template-columns:minmax(0,1fr);gap:48px;margin:24px 0}
.cms-back-link{margin:16px 0 0}.cms-back-link a{display:inline-flex;align-items:center;min-height:44px;color:var(--color-primary)}.cms-back-link a::before{content:'‹' / '';margin-right:8px;font-size:1.25rem}
.cms-footer{padding:16px;border-top:1px solid var(--color-border,#c4c9d0);font-size:.875rem;color:var(--color-text-muted,#55606e)}
.cms-grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,320px),1fr));padding:0;list-style:none}
.cms-card{border:1px solid var(--color-border,#c4c9d0);border-radius:var(--radius,4px);padding:12px 16px}
.cms-card a{font-weight:600;color:var(--color-primary,#0b3d91)}
.cms-spacer{height:100vh}
.cms-spacer-tall{height:120vh}
/* The home page (pages/home.ts): cards in a grid that needs no script and does not shift. */
.home-lead{font-size:1.125rem;max-width:46rem;margin:0 0 16px}
.home-actions{display:flex;flex-wrap:wrap;gap:12px;margin:0 0 8px;padding:0;list-style:none}
.home-actions a{display:inline-flex;align-items:center;min-height:44px;padding:8px 16px;border-radius:var(--radius,4px);border:2px solid var(--color-primary,#0b3d91);color:var(--color-primary,#0b3d91);font-weight:600;text-decoration:none}
.home-actions a.home-primary{background:var(--color-primary,#0b3d91);color:var(--color-on-primary,#fff)}
.home-lines{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr));padding:0;list-style:none}
.home-line{border:1px solid var(--color-border,#c4c9d0);border-radius:var(--radius,4px);padding:16px}
.home-line h3{margin:0 0 8px;font-size:1.125rem}
.home-line a{color:var(--color-primary,#0b3d91)}
.home-line ul{margin:0;padding-left:18px}
.cms-dev{margin-top:48px;padding-top:8px;border-top:4px solid var(--color-border,#c4c9d0)}
.cms-note{color:var(--color-text-muted,#55606e)}
.cms-widget{border-top:1px solid var(--color-border,#c4c9d0);padding-top:8px;margin-top:24px}
.cms-example{margin:16px 0;padding:12px;border:1px dashed var(--color-border,#c4c9d0);border-radius:var(--radius,4px)}
.cms-example figcaption{font-weight:600;margin-bottom:4px}
.cms-example-frame{height:640px;overflow:auto;overscroll-behavior:contain}
.cms-main pre{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--color-surface,#f2f4f7);padding:8px;margin:4px 0}
/* Column widths from the header row alone (table-layout:fixed): a page painted while the parser is still inside a table (a
   long catalogue page on a slow line or a busy phone) showed its first rows in columns sized to them, and the header
   moved as the next rows widened them (a layout shift of 0.012 on the oil finder's catalogue page). */
.cms-table table{width:100%;border-collapse:collapse;margin:8px 0;table-layout:fixed}
.cms-table th[scope=col]:nth-child(1){width:25%}
.cms-table th[scope=col]:nth-child(2){width:30%}
@media (max-width:599.98px){.cms-table th[scope=col]:nth-child(1){width:34%}.cms-table th[scope=col]:nth-child(2){width:28%}}
.cms-table caption{text-align:left;font-weight:600}
.cms-table th,.cms-table td{border:1px solid var(--color-border,#c4c9d0);padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere;hyphens:auto}
.cms-table code{hyphens:manual}
`

export type Assets = { head: string }

export type DocumentParts = {
  context: CmsContext
  /** The page's title, in the context's language. */
  title: string
  body: string
  pageData: unknown
  assets: Assets
  /** The switchers and chrome; off for benchmark pages that measure the islands alone. */
  chrome?: boolean
  /** Notices about the demo itself (notices.ts): shown above the content, with or without the chrome. */
  notices?: string
  /** The site chrome's markers (chrome.ts), when the page has the chrome. */
  site?: Chrome
  /** A widget of the body writes the page's `<h1>`. */
  ownHeading?: boolean
}

const option = (value: string, label: string, selected: string) =>
  `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`

/** The switchers of the simulated CMS: locale, tenant, theme and the signed-in demo user (GET form, kept in cookies). */
function switchers(context: CmsContext, options: { locales: string[]; tenants: Record<string, Text>; users: { username: string; role: Text }[] }) {
  const t = translator(context)
  const theme = (id: string): Text => ({ de: `Theme ${id}`, fr: `Thème ${id}`, it: `Tema ${id}`, en: `Theme ${id}` })
  return `<form class="cms-switch" method="get" action="${escapeHtml(context.url.pathname)}" aria-label="${escapeHtml(t({ de: 'Demo-Einstellungen', fr: 'Réglages de la démo', it: 'Impostazioni della demo', en: 'Demo settings' }))}">
  <label>${t({ de: 'Sprache', fr: 'Langue', it: 'Lingua', en: 'Language' })}<select name="locale">${options.locales.map((l) => option(l, l, context.locale)).join('')}</select></label>
  <label>${t({ de: 'Mandant', fr: 'Mandant', it: 'Mandante', en: 'Tenant' })}<select name="tenant">${Object.entries(options.tenants).map(([v, l]) => option(v, t(l), context.tenant)).join('')}</select></label>
  <label>${t({ de: 'Marke', fr: 'Marque', it: 'Marchio', en: 'Brand' })}<select name="theme">${['01', '02', '03'].map((id) => option(id, t(theme(id)), context.theme)).join('')}</select></label>
  <label>${t({ de: 'Benutzer', fr: 'Utilisateur', it: 'Utente', en: 'User' })}<select name="user">${option('anonymous', t({ de: 'Nicht angemeldet', fr: 'Non connecté', it: 'Non connesso', en: 'Not signed in' }), context.username ?? 'anonymous')}${options.users.map((u) => option(u.username, `${t(u.role)} (${u.username})`, context.username ?? '')).join('')}</select></label>
  <button type="submit">${t({ de: 'Anwenden', fr: 'Appliquer', it: 'Applica', en: 'Apply' })}</button>
</form>`
}

export type SwitcherOptions = Parameters<typeof switchers>[1]

const ROLES: Record<DemoRole, Text> = {
  customer: { de: 'Geschäftskunde', fr: 'Client professionnel', it: 'Cliente commerciale', en: 'Business customer' },
  employee: { de: 'Mitarbeiter', fr: 'Collaborateur', it: 'Collaboratore', en: 'Employee' },
  consumer: { de: 'Privatkunde', fr: 'Client privé', it: 'Cliente privato', en: 'Private customer' },
  retailer: { de: 'Händler', fr: 'Revendeur', it: 'Rivenditore', en: 'Retailer' },
}

/** The header's choices: every locale, the tenants, and the demo users by role. */
export const SWITCHERS: SwitcherOptions = {
  locales: [...LOCALES],
  tenants: TENANTS,
  users: DEMO_USERS.map((u) => ({ username: u.username, role: ROLES[u.role] })),
}

/** The shop's header as the live templates write it: ribbon, header bar with the chrome islands, the acting-for banner under it, breadcrumb. */
function siteHeader(context: CmsContext, site: Chrome | undefined): string {
  if (!site) return ''
  const t = translator(context)
  return `${site.ribbon}<header class="site-header">${site.navigation}<a class="site-logo" href="/">Schmierstoffe AG</a><div class="site-header-search">${site.search}</div><div class="site-header-end"><div class="site-header-language">${site.language}</div>${site.header}</div></header>${site.acting}${
    site.breadcrumb ? `<nav class="site-breadcrumb" aria-label="${escapeHtml(t({ de: 'Brotkrumen', fr: 'Fil d’Ariane', it: 'Percorso', en: 'Breadcrumb' }))}">${site.breadcrumb}</nav>` : ''
  }`
}

/** A complete page as the real CMS renders it: the entry from the manifest, #page-data, markers. */
export function renderDocument({ context, title, body, pageData, assets, chrome = true, notices = '', site, ownHeading = false }: DocumentParts, switcherOptions: SwitcherOptions): string {
  const t = translator(context)
  const header = chrome
    ? `<a class="cms-skip" href="#main">${t({ de: 'Zum Inhalt springen', fr: 'Aller au contenu', it: 'Vai al contenuto', en: 'Skip to content' })}</a>
<aside class="cms-header" aria-label="${escapeHtml(t({ de: 'Simuliertes CMS', fr: 'CMS simulé', it: 'CMS simulato', en: 'Simulated CMS' }))}"><a class="cms-brand" href="/">${t({ de: 'Simuliertes CMS', fr: 'CMS simulé', it: 'CMS simulato', en: 'Simulated CMS' })}</a>${switchers(context, switcherOptions)}</aside>${siteHeader(context, site)}`
    : ''
  const note = `<p>${t({
    de: 'Simuliertes CMS für die Widget-Entwicklung. Alle Daten sind erfunden.',
    fr: 'CMS simulé pour le développement des widgets. Toutes les données sont fictives.',
    it: 'CMS simulato per lo sviluppo dei widget. Tutti i dati sono fittizi.',
    en: 'Simulated CMS for widget development. All data is made up.',
  })}</p>`
  // One <footer>, the page's one contentinfo landmark: the shop's footer, then the CMS's own note.
  const footer = chrome ? (site ? `<footer class="site-footer">${site.footer}<div class="cms-footer">${note}</div></footer>${site.end}` : `<footer class="cms-footer">${note}</footer>`) : ''
  const description = t({
    de: `${title}: Seite des simulierten CMS für das Widget-Bundle.`,
    fr: `${title}\u00a0: page du CMS simulé pour le bundle de widgets.`,
    it: `${title}: pagina del CMS simulato per il bundle di widget.`,
    en: `${title}: a page of the simulated CMS for the widget bundle.`,
  })
  return `<!doctype html>
<html lang="${escapeHtml(context.locale)}" data-theme="${escapeHtml(context.theme)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Schmierstoffe AG</title>
<meta name="description" content="${escapeHtml(description)}">
<style>${CMS_CSS}${NOTICE_CSS}</style>
${assets.head}
</head>
<body>
<script type="application/json" id="page-data">${jsonForScript(pageData)}</script>
${header}
${notices}
<main id="main" class="cms-main">
${ownHeading ? '' : `<h1>${escapeHtml(title)}</h1>`}
${body}
</main>
${footer}
</body>
</html>`
}
