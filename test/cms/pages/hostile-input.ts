import { fallbackHtml } from '../widget-markup'
import { marker, rawMarker, section } from '../html'
import { translator } from '../texts'
import type { PageDefinition } from './types'

/** 100 000 characters without a space: longer than any screen, and no place to wrap. */
export const LONG_WORD = 'Hochleistungsschmierstoff'.repeat(4000)

/** An object `levels` deep under the key `key`: what overflows a recursive reader. */
export function nested(levels: number, key = 'title', leaf: unknown = LONG_WORD): unknown {
  let value = leaf
  for (let level = 0; level < levels; level++) value = { [key]: value }
  return value
}

const deep = nested(2000)

/**
 * docs/cms-integration.md "Page data" (limits): every displayed field of page data, props and messages holds a 100
 * 000-character word or a 2 000-level object. The page must throw nothing, cut what it shows, and still answer input at
 * once.
 */
export const hostileInputPage: PageDefinition = {
  path: '/test/hostile-input',
  title: { de: 'Feindliche Eingaben', fr: 'Entrées hostiles', it: 'Input ostili', en: 'Hostile input' },
  description: {
    de: 'Überlange Texte ohne Leerzeichen und 2000 Ebenen tiefe Daten in jedem angezeigten Feld: die Seite wirft nichts, kürzt sichtbar und bleibt bedienbar.',
    fr: 'Des textes trop longs sans espace et des données profondes de 2000 niveaux dans chaque champ affiché\u00a0: la page ne lève aucune erreur, coupe visiblement et reste utilisable.',
    it: 'Testi lunghissimi senza spazi e dati profondi 2000 livelli in ogni campo mostrato: la pagina non genera errori, taglia in modo visibile e resta utilizzabile.',
    en: 'Overlong texts without spaces and data 2,000 levels deep in every displayed field: the page throws nothing, cuts visibly and stays usable.',
  },
  group: 'runtime',
  pageData: () => ({
    raw: {
      notifications: [
        { type: 'info', message: LONG_WORD, redirect: { link: '/', title: LONG_WORD } },
        { type: 'success', message: 'Zum Warenkorb hinzugefügt', meta: { product: { title: LONG_WORD } } },
        { type: 'warning', message: deep },
        { type: 'info', message: 'Tief', meta: deep, source: deep, redirect: deep },
      ],
      session: {
        navigation: [nested(2000, 'pages', [])],
        productLines: [deep],
        breadcrumbs: [deep],
        infoRibbon: LONG_WORD,
        loginRedirectUrl: LONG_WORD,
        urls: { forgotPasswordUrl: `/${LONG_WORD}`, registerUrl: deep },
      },
    },
  }),
  body: (context) => {
    const t = translator(context)
    return (
      section(
        t({ de: 'Blöcke mit überlangen Props', fr: 'Blocs aux props trop longues', it: 'Blocchi con props troppo lunghe', en: 'Blocks with overlong props' }),
        marker('tools/rich-text', { html: `<p>${LONG_WORD}</p>` }, { hydrate: 'load', id: 'long-rich-text', fallback: fallbackHtml('tools/rich-text', { html: `<p>${LONG_WORD}</p>` }, context.locale) }) +
          rawMarker({ area: 'tools', widget: 'heading', props: { text: LONG_WORD }, hydrate: 'load', id: 'long-heading' }) +
          rawMarker({ area: 'tools', widget: 'rich-text', props: deep, hydrate: 'load', id: 'deep-props' }),
      ) +
      section(
        t({ de: 'Anmeldung', fr: 'Connexion', it: 'Accesso', en: 'Sign-in' }),
        marker('shopuser/login-form', {}, { hydrate: 'load', id: 'login', fallback: fallbackHtml('shopuser/login-form', {}, context.locale) }),
      )
    )
  },
}
