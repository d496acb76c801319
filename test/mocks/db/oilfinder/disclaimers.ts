/**
 * The oil finder's disclaimers (spec 1 §3 disclaimer, §7 getDisclaimer): short HTML paragraphs in the four languages,
 * which the finder sanitises before it shows them. A recommendation names the one of its category.
 */
import type { Language, Text } from '@/test/cms/texts'

type OilDisclaimer = { id: string; title: Text; text: Text }

export const OIL_DISCLAIMERS: readonly OilDisclaimer[] = [
  {
    id: 'allgemein',
    title: { de: 'Hinweis zur Empfehlung', fr: 'Remarque sur la recommandation', it: 'Nota sulla raccomandazione', en: 'About this recommendation' },
    text: {
      de: '<p>Die Empfehlung beruht auf den Angaben der Fahrzeughersteller und wird sorgfältig gepflegt, erfolgt aber <strong>ohne Gewähr</strong>.</p><p>Massgebend sind die Betriebsanleitung und das Serviceheft Ihres Fahrzeugs.</p>',
      fr: '<p>La recommandation repose sur les indications des constructeurs et est tenue à jour avec soin, mais <strong>sans garantie</strong>.</p><p>Le manuel d’utilisation et le carnet d’entretien de votre véhicule font foi.</p>',
      it: '<p>La raccomandazione si basa sulle indicazioni dei costruttori ed è aggiornata con cura, ma <strong>senza garanzia</strong>.</p><p>Fanno fede il manuale d’uso e il libretto di manutenzione del veicolo.</p>',
      en: '<p>The recommendation is based on the vehicle makers’ data and kept up to date with care, but comes <strong>without warranty</strong>.</p><p>Your vehicle’s owner’s manual and service book are authoritative.</p>',
    },
  },
  {
    id: 'nutzfahrzeuge',
    title: { de: 'Hinweis für Nutzfahrzeuge und Maschinen', fr: 'Remarque pour véhicules utilitaires et machines', it: 'Nota per veicoli commerciali e macchine', en: 'Note for commercial vehicles and machinery' },
    text: {
      de: '<p>Intervalle und Füllmengen gelten für den Normalbetrieb. Bei Einsatz unter erschwerten Bedingungen verkürzen sich die Intervalle.</p><p>Für Ölanalysen und Flottenberatung wenden Sie sich an unseren <a href="/kontakt">technischen Dienst</a>.</p>',
      fr: '<p>Les intervalles et quantités valent pour une utilisation normale. En conditions difficiles, les intervalles se raccourcissent.</p><p>Pour les analyses d’huile et le conseil de flotte, adressez-vous à notre <a href="/kontakt">service technique</a>.</p>',
      it: '<p>Intervalli e quantità valgono per l’uso normale. In condizioni gravose gli intervalli si accorciano.</p><p>Per analisi dell’olio e consulenza per flotte rivolgetevi al nostro <a href="/kontakt">servizio tecnico</a>.</p>',
      en: '<p>Intervals and capacities apply to normal operation. Under severe conditions the intervals are shorter.</p><p>For oil analyses and fleet advice, contact our <a href="/kontakt">technical service</a>.</p>',
    },
  },
  {
    id: 'marine',
    title: { de: 'Hinweis für Bootsmotoren', fr: 'Remarque pour moteurs marins', it: 'Nota per motori marini', en: 'Note for marine engines' },
    text: {
      de: '<p>Bootsmotoren laufen oft lange mit hoher Last. Öl und Getriebeöl mindestens <strong>einmal pro Saison</strong> wechseln, auch bei wenigen Betriebsstunden.</p>',
      fr: '<p>Les moteurs marins tournent souvent longtemps à forte charge. Vidanger huile et huile d’embase au moins <strong>une fois par saison</strong>, même avec peu d’heures de service.</p>',
      it: '<p>I motori marini funzionano spesso a lungo sotto carico elevato. Cambiare olio e olio del piede almeno <strong>una volta per stagione</strong>, anche con poche ore di esercizio.</p>',
      en: '<p>Marine engines often run long under high load. Change the oil and gear oil at least <strong>once a season</strong>, even after few operating hours.</p>',
    },
  },
]

const byId = new Map(OIL_DISCLAIMERS.map((disclaimer) => [disclaimer.id, disclaimer]))

/** A disclaimer in `language`, or undefined for an unknown id. */
export function disclaimerOf(id: string, language: Language): { id: string; title: string; text: string } | undefined {
  const disclaimer = byId.get(id)
  return disclaimer && { id: disclaimer.id, title: disclaimer.title[language], text: disclaimer.text[language] }
}

/** The disclaimer a recommendation of the category names. */
export const disclaimerIdOf = (categoryId: string): string => (categoryId === 'marine' ? 'marine' : categoryId === 'pkw' || categoryId === 'motorrad' ? 'allgemein' : 'nutzfahrzeuge')
