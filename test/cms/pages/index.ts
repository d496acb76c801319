import { DEMO_USERS, DEMO_PASSWORD } from '@/test/mocks/db/users'
import { SCENARIOS } from '@/test/mocks/scenarios'
import { escapeHtml, section } from '../html'
import { benchIslandsPage } from './bench-islands'
import { brokenIslandsPage } from './broken-islands'
import { headingPage } from './heading'
import { loginFormPage } from './login-form'
import { notificationsPage } from './notifications'
import { richTextPage } from './rich-text'
import type { PageDefinition } from './types'
import { xssPage, xssRawPage } from './xss'

/** Every page of the simulated CMS except the start page. A new widget adds its page here. */
export const pages: PageDefinition[] = [richTextPage, headingPage, loginFormPage, brokenIslandsPage, notificationsPage, xssPage, xssRawPage, benchIslandsPage]

const GROUPS = ['Widgets', 'Laufzeit und Fehlerfälle', 'Benchmarks'] as const

const card = (page: PageDefinition) =>
  `<li class="cms-card"><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a><p>${escapeHtml(page.description)}</p></li>`

/** The start page: links every page, lists the demo users and the backend scenarios. */
export const startPage: PageDefinition = {
  path: '/',
  title: 'Widget-Bundle: Übersicht',
  description: 'Alle Seiten des simulierten CMS.',
  body: () =>
    GROUPS.map((group) => section(group, `<ul class="cms-grid">${pages.filter((p) => p.group === group).map(card).join('')}</ul>`)).join('') +
    section(
      'Demo-Benutzer',
      `<p>Passwort für alle: <code>${escapeHtml(DEMO_PASSWORD)}</code>. Oben unter «Benutzer» wechseln oder auf der Anmeldeseite anmelden.</p>
<ul>${DEMO_USERS.map((u) => `<li><code>${escapeHtml(u.username)}</code>: ${escapeHtml(u.description)}</li>`).join('')}</ul>`,
    ) +
    section(
      'Szenarien des Mock-Backends',
      `<p>Mit <code>?scenario=NAME</code> an einer beliebigen Adresse aktivieren; <code>?scenario=none</code> setzt zurück.</p>
<ul>${Object.entries(SCENARIOS).map(([name, text]) => `<li><a href="/?scenario=${escapeHtml(name)}"><code>${escapeHtml(name)}</code></a>: ${escapeHtml(text)}</li>`).join('')}</ul>`,
    ),
}

/** The page for a path, looked up exactly (trailing slash tolerated). */
export function findPage(pathname: string): PageDefinition | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path === '/' ? startPage : pages.find((page) => page.path === path)
}
