import { escapeHtml, jsonForScript } from './html'
import type { CmsContext } from './context'

// The CMS's own page chrome (not part of the widget bundle): enough layout to place islands the way the
// real templates do, accessible on its own so the axe scans judge the widgets, not the scaffolding.
const CMS_CSS = `
body{margin:0}
.cms-skip{position:absolute;left:-999px;top:0;background:#fff;padding:8px 12px;z-index:2000}
.cms-skip:focus{left:8px}
.cms-header{display:flex;flex-wrap:wrap;gap:12px 24px;align-items:center;justify-content:space-between;padding:12px 16px;border-bottom:1px solid var(--color-border,#c4c9d0);background:var(--color-surface,#f2f4f7)}
.cms-brand{font-weight:700;color:var(--color-primary,#0b3d91);text-decoration:none;font-size:1.125rem}
.cms-switch{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;margin:0}
.cms-switch label{display:flex;flex-direction:column;font-size:.8125rem;gap:2px}
.cms-switch select,.cms-switch button{font:inherit;min-height:36px;padding:4px 8px}
.cms-main{max-width:1200px;margin:0 auto;padding:16px}
.cms-section{margin:32px 0}
.cms-footer{padding:16px;border-top:1px solid var(--color-border,#c4c9d0);font-size:.875rem;color:var(--color-text-muted,#55606e)}
.cms-grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,320px),1fr));padding:0;list-style:none}
.cms-card{border:1px solid var(--color-border,#c4c9d0);border-radius:var(--radius,4px);padding:12px 16px}
.cms-card a{font-weight:600;color:var(--color-primary,#0b3d91)}
.cms-note{color:var(--color-text-muted,#55606e)}
`

export type Assets = { head: string }

export type DocumentParts = {
  context: CmsContext
  title: string
  body: string
  pageData: unknown
  assets: Assets
  /** The switchers and chrome; off for benchmark pages that measure the islands alone. */
  chrome?: boolean
}

const option = (value: string, label: string, selected: string) =>
  `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`

/** The switchers of the simulated CMS: locale, tenant, theme and the signed-in demo user (GET form, kept in cookies). */
function switchers(context: CmsContext, options: { locales: string[]; tenants: Record<string, string>; users: { username: string; label: string }[] }) {
  return `<form class="cms-switch" method="get" action="${escapeHtml(context.url.pathname)}" aria-label="Demo-Einstellungen">
  <label>Sprache<select name="locale">${options.locales.map((l) => option(l, l, context.locale)).join('')}</select></label>
  <label>Mandant<select name="tenant">${Object.entries(options.tenants).map(([v, l]) => option(v, l, context.tenant)).join('')}</select></label>
  <label>Marke<select name="theme">${['01', '02', '03'].map((t) => option(t, `Theme ${t}`, context.theme)).join('')}</select></label>
  <label>Benutzer<select name="user">${option('anonymous', 'Nicht angemeldet', context.username ?? 'anonymous')}${options.users.map((u) => option(u.username, u.label, context.username ?? '')).join('')}</select></label>
  <button type="submit">Anwenden</button>
</form>`
}

export type SwitcherOptions = Parameters<typeof switchers>[1]

/** A complete page as the real CMS renders it: the entry from the manifest, #page-data, markers. */
export function renderDocument({ context, title, body, pageData, assets, chrome = true }: DocumentParts, switcherOptions: SwitcherOptions): string {
  const header = chrome
    ? `<a class="cms-skip" href="#main">Zum Inhalt springen</a>
<header class="cms-header"><a class="cms-brand" href="/">Schmierstoffe AG · Simuliertes CMS</a>${switchers(context, switcherOptions)}</header>`
    : ''
  const footer = chrome ? `<footer class="cms-footer"><p>Simuliertes CMS für die Widget-Entwicklung. Alle Daten sind erfunden.</p></footer>` : ''
  return `<!doctype html>
<html lang="${escapeHtml(context.locale)}" data-theme="${escapeHtml(context.theme)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Schmierstoffe AG</title>
<meta name="description" content="${escapeHtml(title)}: Seite des simulierten CMS für das Widget-Bundle.">
<style>${CMS_CSS}</style>
${assets.head}
</head>
<body>
<script type="application/json" id="page-data">${jsonForScript(pageData)}</script>
${header}
<main id="main" class="cms-main">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
${footer}
</body>
</html>`
}
