/**
 * The home page's stage (spec 2 §2.5, §3 stage item): the intro and five stages, each leading to a page of the site,
 * in the page's language (French, Italian and English on those languages' addresses, German otherwise), with the demo
 * media's pictures and their descriptions in that language (test/cms/media).
 */
import type { Locale } from '@/i18n/locales'
import { demoImage } from '../media/index'
import { languageOf, type Language, type Text } from '../texts'

type StageText = { intro: Text; title: Text; nav: Text }
type Stage = { id: string; url: string; background: string; circle: string; text: StageText }

const STAGES: Stage[] = [
  {
    id: 'intro',
    url: '/unternehmen/ueber-uns',
    background: 'alpen-panorama',
    circle: 'werk',
    text: {
      intro: { de: 'Schmierstoffe AG, seit 1932', fr: 'Schmierstoffe AG, depuis 1932', it: 'Schmierstoffe AG, dal 1932', en: 'Schmierstoffe AG, since 1932' },
      // The page's title: the intro stage's is the home page's one <h1>.
      title: { de: '', fr: '', it: '', en: '' },
      nav: { de: 'Start', fr: 'Accueil', it: 'Inizio', en: 'Start' },
    },
  },
  {
    id: 'motorenoele',
    url: '/produkte/motorenoele',
    background: 'werkstatt',
    circle: 'kanister',
    text: {
      intro: { de: 'Für Personenwagen und Nutzfahrzeuge', fr: 'Pour voitures et véhicules utilitaires', it: 'Per autovetture e veicoli commerciali', en: 'For cars and commercial vehicles' },
      title: { de: 'Motorenöle, die jede Freigabe erfüllen', fr: 'Des huiles moteur qui remplissent chaque homologation', it: 'Oli motore conformi a ogni omologazione', en: 'Engine oils that meet every approval' },
      nav: { de: 'Motorenöle', fr: 'Huiles moteur', it: 'Oli motore', en: 'Engine oils' },
    },
  },
  {
    id: 'hydraulik',
    url: '/produkte/hydraulikoele',
    background: 'traktor',
    circle: 'traktor',
    text: {
      intro: { de: 'Für Forst, Landwirtschaft und Bau', fr: 'Pour la forêt, l’agriculture et la construction', it: 'Per selvicoltura, agricoltura ed edilizia', en: 'For forestry, farming and construction' },
      title: { de: 'Hydrauliköle nach HLP, HVLP und HEES', fr: 'Huiles hydrauliques HLP, HVLP et HEES', it: 'Oli idraulici HLP, HVLP e HEES', en: 'Hydraulic oils to HLP, HVLP and HEES' },
      nav: { de: 'Hydrauliköle', fr: 'Huiles hydrauliques', it: 'Oli idraulici', en: 'Hydraulic oils' },
    },
  },
  {
    id: 'oelanalyse',
    url: '/service/oelanalyse',
    background: 'labor',
    circle: 'labor',
    text: {
      intro: { de: 'Aus dem eigenen Labor', fr: 'De notre propre laboratoire', it: 'Dal nostro laboratorio', en: 'From our own laboratory' },
      title: { de: 'Ölanalyse: Bericht in fünf Werktagen', fr: 'Analyse d’huile\u00a0: rapport en cinq jours ouvrables', it: 'Analisi dell’olio: rapporto in cinque giorni lavorativi', en: 'Oil analysis: a report in five working days' },
      nav: { de: 'Ölanalyse', fr: 'Analyse d’huile', it: 'Analisi dell’olio', en: 'Oil analysis' },
    },
  },
  {
    id: 'beratung',
    url: '/service/technische-beratung',
    background: 'team',
    circle: 'werkstatt',
    text: {
      intro: { de: 'Persönlich und vor Ort', fr: 'Personnellement et sur place', it: 'Di persona e sul posto', en: 'In person and on site' },
      title: { de: 'Technische Beratung für Ihren Betrieb', fr: 'Conseil technique pour votre entreprise', it: 'Consulenza tecnica per la vostra azienda', en: 'Technical advice for your business' },
      nav: { de: 'Beratung', fr: 'Conseil', it: 'Consulenza', en: 'Advice' },
    },
  },
  {
    id: 'nachhaltigkeit',
    url: '/unternehmen/nachhaltigkeit',
    background: 'windpark',
    circle: 'windpark',
    text: {
      intro: { de: 'Für die nächste Generation', fr: 'Pour la prochaine génération', it: 'Per la prossima generazione', en: 'For the next generation' },
      title: { de: 'Nachhaltig produziert', fr: 'Produit de manière durable', it: 'Prodotto in modo sostenibile', en: 'Made sustainably' },
      nav: { de: 'Nachhaltigkeit', fr: 'Durabilité', it: 'Sostenibilità', en: 'Sustainability' },
    },
  },
]

const itemIn = (language: Language, pageTitle: Text) => (stage: Stage, index: number) => ({
  id: stage.id,
  url: stage.url,
  ...(index === 0 ? { isIntro: true } : {}),
  title: { intro: stage.text.intro[language], text: (index === 0 ? pageTitle : stage.text.title)[language] },
  text: stage.text.nav[language],
  // The background is the mood behind the title; the circle and the phone's slide say what they show.
  backgroundImage: { ...demoImage(stage.background, language), alt: '', decorative: true },
  circleImage: demoImage(stage.circle, language),
  sliderImage: demoImage(stage.background, language),
})

/** The home stage's items in the language of `locale`'s page, the intro's title the page's. */
export const homeStages = (locale: Locale, pageTitle: Text) => STAGES.map(itemIn(languageOf(locale), pageTitle))
