import { HOME_STAGE_EXAMPLES } from '@/widgets/tools/home-stage/home-stage-examples'
import { section } from '../html'
import { translator } from '../texts'
import { blockMarker } from '../widget-markup'
import type { PageDefinition } from './types'

/**
 * tools/home-stage (spec 2 §2.5): the stage with fourteen stages (two pages of the circular navigation) at the top of
 * the page, and content after it, where its button down leads.
 */
export const homeStagePage: PageDefinition = {
  path: '/home-stage',
  title: { de: 'Bühne der Startseite', fr: 'Scène de la page d’accueil', it: 'Palco della pagina iniziale', en: 'Home page stage' },
  description: {
    de: 'tools/home-stage: Einstiegsbühne mit Rundnavigation über 13 Bühnen auf zwei Seiten, auf dem Telefon ein Slider.',
    fr: 'tools/home-stage\u00a0: scène d’accueil avec navigation circulaire sur 13 scènes en deux pages, un carrousel sur le téléphone.',
    it: 'tools/home-stage: palco iniziale con navigazione circolare su 13 palchi in due pagine, sul telefono uno slider.',
    en: 'tools/home-stage: the intro stage with a circular navigation over 13 stages on two pages, a slider on a phone.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const range = t({
      de: 'Motorenöle, Getriebeöle, Hydrauliköle, Schmierfette und Kühlmittel für Fahrzeuge, Landwirtschaft und Industrie, in der Schweiz entwickelt und abgefüllt.',
      fr: 'Huiles moteur, huiles pour engrenages, huiles hydrauliques, graisses et liquides de refroidissement pour les véhicules, l’agriculture et l’industrie, développés et conditionnés en Suisse.',
      it: 'Oli motore, oli per ingranaggi, oli idraulici, grassi e refrigeranti per veicoli, agricoltura e industria, sviluppati e confezionati in Svizzera.',
      en: 'Engine oils, gear oils, hydraulic oils, greases and coolants for vehicles, agriculture and industry, developed and filled in Switzerland.',
    })
    return (
      blockMarker('tools/home-stage', HOME_STAGE_EXAMPLES.fourteenStages, context.locale, { hydrate: 'load' }) +
      section(
        t({ de: 'Unser Sortiment', fr: 'Notre gamme', it: 'La nostra gamma', en: 'Our range' }),
        `<p>${range}</p><p><a href="/produkte">${t({ de: 'Zu den Produkten', fr: 'Vers les produits', it: 'Ai prodotti', en: 'To the products' })}</a></p>`,
      )
    )
  },
}
