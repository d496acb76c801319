import type { WidgetName } from '@/src/boot/areas'
import { escapeHtml } from '../html'
import { SHOP_URLS } from '../page-data'
import { DEVELOPER_PATH } from './home'
import { translator, type Text } from '../texts'
import type { PageDefinition } from './types'

/** The way back from a placeholder to the developer's index. */
export const BACK_TO_OVERVIEW: Text = { de: 'Zur Übersicht', fr: 'Retour à la vue d’ensemble', it: 'Torna alla panoramica', en: 'Back to the overview' }

const PLANNED: Text = { de: 'Geplante Widgets:', fr: 'Widgets prévus\u00a0:', it: 'Widget previsti:', en: 'Planned widgets:' }

/** A part of the shop whose widgets come in a later issue. */
type LaterPart = {
  /**
   * The addresses the page data (`session.urls`) and the user menu (mocks/db/users.ts) link to, taken
   * from those tables so they cannot drift apart. The first is listed on the start page; the others
   * (the user menu names some parts differently) are the same placeholder, unlisted.
   */
  paths: [string, ...string[]]
  title: Text
  /** One sentence: what will be on the page. */
  what: Text
  /** The markers the page will place, `area/widget`, in the areas DESIGN.md assigns them to. */
  widgets: WidgetName[]
}

// Every address a demo page, its page data or a demo user's menu links to must answer with a page,
// so that clicking through the demo never ends in a 404. When a part's widget arrives, its real page
// replaces the entry here (a test fails while both exist).
const PARTS: LaterPart[] = [
  {
    paths: [SHOP_URLS.registerUrl],
    title: { de: 'Registrieren', fr: 'S’inscrire', it: 'Registrarsi', en: 'Register' },
    what: {
      de: 'Hier kommt das Formular hin, mit dem sich neue Kunden registrieren.',
      fr: 'Ici viendra le formulaire d’inscription des nouveaux clients.',
      it: 'Qui arriverà il modulo con cui si registrano i nuovi clienti.',
      en: 'The form new customers register with will be here.',
    },
    widgets: ['shopuser/registration'],
  },
]

function placeholder(part: LaterPart, path: string, listed: boolean): PageDefinition {
  return {
    path,
    title: part.title,
    description: part.what,
    ...(listed ? { group: 'later' as const } : {}),
    body: (context) => {
      const t = translator(context)
      const widgets = part.widgets.map((name) => `<code>${escapeHtml(name)}</code>`).join(', ')
      return `<p>${escapeHtml(t(part.what))}</p>
<p>${escapeHtml(t(PLANNED))} ${widgets}</p>
<p><a href="${DEVELOPER_PATH}">${escapeHtml(t(BACK_TO_OVERVIEW))}</a></p>`
    },
  }
}

/** One placeholder page per address of a part still to come; the first address of each is on the start page. */
export const comingLaterPages: PageDefinition[] = PARTS.flatMap((part) => part.paths.map((path, index) => placeholder(part, path, index === 0)))
