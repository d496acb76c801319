/**
 * «Über uns» built from twenty content blocks (spec 2 §2.10), as an editor would place them: a wide picture of the plant
 * first (its image the page's largest paint), the maker's story beside pictures and a film, its promises as an icon
 * list, a parallax band, its services as tiles in the teaser wrapper, a hint, the factory tour and the customer
 * magazine behind their facades, the company's other pages, the brochures, the oil finder's campaign, the press office
 * and a call to the technical advice (the moving and embedded blocks in about-us-media.ts, the teasers in
 * about-us-teasers.ts). Unlike the other editorial pages, written in every language of the CMS (texts.ts): French,
 * Italian and English on those languages' addresses, German otherwise. Only the brochures stay German, files that
 * exist in German alone.
 */
import type { Locale } from '@/i18n/locales'
import { demoImage } from '../../media/index'
import { languageOf, translator } from '../../texts'
import { blockMarker } from '../../widget-markup'
import { aboutUsFactoryTour, aboutUsMagazine, aboutUsParallax, aboutUsTextVideo } from './about-us-media'
import { aboutUsCampaign, aboutUsCompanyPages, aboutUsPressContact, aboutUsServices } from './about-us-teasers'
import { fileTitled, listedFile } from './listed-files'

const BROCHURE_TITLES = ['Produktkatalog Schmierstoffe 2025', 'Broschüre Industrieschmierstoffe', 'Lieferbedingungen und Gebindeübersicht']

// The file list has no language per file (widgets/tools/file-list/file-list.widget.ts): the German names cannot be
// marked as German on a page in another language.
const brochures = BROCHURE_TITLES.map((title) => listedFile(fileTitled(title)))

/** The blocks of the about-us page in `locale`'s language (texts.ts languageOf), each with its fallback in `locale`. */
export function aboutUsBlocks(locale: Locale): string {
  const language = languageOf(locale)
  const t = translator({ locale })
  const write = { t, language, locale }
  return [
    blockMarker('tools/image', { image: demoImage('werk', language), ratio: '25-9', first: true }, locale, { hydrate: 'load' }),
    blockMarker(
      'tools/text-image',
      {
        title: t({
          de: 'Ein Familienunternehmen in dritter Generation',
          fr: 'Une entreprise familiale de troisième génération',
          it: 'Un’azienda familiare giunta alla terza generazione',
          en: 'A family business in its third generation',
        }),
        html: t({
          de:
            '<p>1937 mischte unser Gründer in einer Garage in Winterthur das erste Motorenöl. Heute entwickeln und produzieren rund 400 Mitarbeitende in der Schweiz, in Deutschland und in Österreich Schmierstoffe für Fahrzeuge, Maschinen und Anlagen.</p>' +
            '<p>Wir sind unabhängig geblieben: Entscheidungen fallen in Winterthur, nah an unseren Kundinnen und Kunden in Werkstätten, Flotten und Industrie.</p>',
          fr:
            '<p>En 1937, notre fondateur a mélangé sa première huile moteur dans un garage de Winterthour. Aujourd’hui, quelque 400 collaboratrices et collaborateurs en Suisse, en Allemagne et en Autriche développent et produisent des lubrifiants pour véhicules, machines et installations.</p>' +
            '<p>Nous sommes restés indépendants\u00a0: les décisions se prennent à Winterthour, au plus près de nos clientes et clients des garages, des flottes et de l’industrie.</p>',
          it:
            '<p>Nel 1937 il nostro fondatore miscelò il primo olio motore in un garage di Winterthur. Oggi circa 400 collaboratrici e collaboratori in Svizzera, Germania e Austria sviluppano e producono lubrificanti per veicoli, macchine e impianti.</p>' +
            '<p>Siamo rimasti indipendenti: le decisioni si prendono a Winterthur, vicino ai nostri clienti in officine, flotte e industria.</p>',
          en:
            '<p>In 1937 our founder blended his first engine oil in a garage in Winterthur. Today around 400 employees in Switzerland, Germany and Austria develop and produce lubricants for vehicles, machinery and plants.</p>' +
            '<p>We have stayed independent: decisions are made in Winterthur, close to our customers in workshops, fleets and industry.</p>',
        }),
        image: demoImage('team', language),
        ratio: '6-6',
        imageSide: 'right',
      },
      locale,
    ),
    blockMarker(
      'tools/icon-list',
      {
        title: t({ de: 'Darauf können Sie sich verlassen', fr: 'Ce sur quoi vous pouvez compter', it: 'Su questo potete contare', en: 'What you can rely on' }),
        items: [
          {
            icon: 'award',
            title: t({ de: 'Schweizer Qualität', fr: 'Qualité suisse', it: 'Qualità svizzera', en: 'Swiss quality' }),
            text: t({
              de: 'Entwickelt, gemischt und abgefüllt in Winterthur, geprüft nach ISO 9001.',
              fr: 'Développés, mélangés et conditionnés à Winterthour, contrôlés selon la norme ISO 9001.',
              it: 'Sviluppati, miscelati e confezionati a Winterthur, controllati secondo la norma ISO 9001.',
              en: 'Developed, blended and filled in Winterthur, tested to ISO 9001.',
            }),
          },
          {
            icon: 'flask',
            title: t({ de: 'Eigenes Labor', fr: 'Laboratoire interne', it: 'Laboratorio interno', en: 'In-house laboratory' }),
            text: t({
              de: 'Jede Charge wird gemessen, bevor sie das Werk verlässt.',
              fr: 'Chaque lot est analysé avant de quitter l’usine.',
              it: 'Ogni lotto viene analizzato prima di lasciare lo stabilimento.',
              en: 'Every batch is tested before it leaves the plant.',
            }),
          },
          {
            icon: 'truck',
            title: t({ de: 'Lieferung in 24 Stunden', fr: 'Livraison en 24 heures', it: 'Consegna in 24 ore', en: 'Delivery within 24 hours' }),
            text: t({
              de: 'Bis 15 Uhr bestellt, am nächsten Werktag bei Ihnen.',
              fr: 'Commande passée avant 15\u00a0h, livraison le jour ouvrable suivant.',
              it: 'Ordine entro le ore 15, consegna il giorno lavorativo successivo.',
              en: 'Order by 15:00 and it reaches you the next working day.',
            }),
          },
          {
            icon: 'headset',
            title: t({ de: 'Persönliche Beratung', fr: 'Conseil personnalisé', it: 'Consulenza personalizzata', en: 'Personal advice' }),
            text: t({
              de: 'Unsere Anwendungstechnik hilft bei jeder Frage, auch vor Ort.',
              fr: 'Notre service technique d’application répond à toutes vos questions, y compris sur place.',
              it: 'Il nostro servizio tecnico applicativo risponde a ogni vostra domanda, anche sul posto.',
              en: 'Our application engineers help with any question, on site too.',
            }),
          },
        ],
      },
      locale,
    ),
    aboutUsTextVideo(write),
    blockMarker(
      'tools/text-image',
      {
        title: t({ de: 'Geprüft in unserem Labor', fr: 'Contrôlé dans notre laboratoire', it: 'Controllato nel nostro laboratorio', en: 'Tested in our laboratory' }),
        html: t({
          de:
            '<p>Bevor abgefüllt wird, misst unser Labor jede Charge: <strong>Viskosität bei 40 und 100 °C</strong>, Flammpunkt, Wassergehalt und Partikelzahl. Erst wenn alle Werte im Band liegen, gibt es die Charge frei.</p>' +
            '<p>Dasselbe Labor untersucht Ihre Ölproben aus Motor, Getriebe und Hydraulik.</p>',
          fr:
            '<p>Avant tout conditionnement, notre laboratoire contrôle chaque lot\u00a0: <strong>viscosité à 40 et 100 °C</strong>, point d’éclair, teneur en eau et nombre de particules. Il ne libère le lot que lorsque toutes les valeurs se situent dans les tolérances.</p>' +
            '<p>Ce même laboratoire analyse vos échantillons d’huile provenant de moteurs, de boîtes de vitesses et de systèmes hydrauliques.</p>',
          it:
            '<p>Prima del confezionamento, il nostro laboratorio controlla ogni lotto: <strong>viscosità a 40 e 100 °C</strong>, punto di infiammabilità, contenuto d’acqua e numero di particelle. Il lotto viene rilasciato solo quando tutti i valori rientrano nelle tolleranze.</p>' +
            '<p>Lo stesso laboratorio analizza i vostri campioni d’olio provenienti da motori, cambi e impianti idraulici.</p>',
          en:
            '<p>Before filling, our laboratory tests every batch: <strong>viscosity at 40 and 100 °C</strong>, flash point, water content and particle count. Only when every value is within tolerance does it release the batch.</p>' +
            '<p>The same laboratory analyses your oil samples from engines, gearboxes and hydraulic systems.</p>',
        }),
        image: demoImage('labor', language),
        ratio: '8-4',
        imageSide: 'left',
        link: {
          href: '/service/oelanalyse',
          text: t({ de: 'Zur Ölanalyse', fr: 'Aller à l’analyse d’huile', it: 'Vai all’analisi dell’olio', en: 'Go to oil analysis' }),
        },
      },
      locale,
    ),
    aboutUsParallax(write),
    blockMarker(
      'tools/icon-text',
      {
        icon: 'leaf',
        iconColor: 'lightgray',
        title: t({
          de: 'Verantwortung für Umwelt und Klima',
          fr: 'Responsabilité envers l’environnement et le climat',
          it: 'Responsabilità per l’ambiente e il clima',
          en: 'Responsibility for the environment and the climate',
        }),
        html: t({
          de: '<p>Seit 2020 bezieht unser Werk ausschliesslich Strom aus erneuerbaren Quellen, die Abwärme der Produktion heizt Büros und Lager, und Altöl nehmen wir zur Aufbereitung zurück. Mehr unter <a href="/unternehmen/nachhaltigkeit">Nachhaltigkeit</a>.</p>',
          fr: '<p>Depuis 2020, notre usine s’approvisionne exclusivement en électricité d’origine renouvelable, la chaleur résiduelle de la production chauffe les bureaux et l’entrepôt, et nous reprenons les huiles usagées pour les régénérer. Pour en savoir plus\u00a0: <a href="/unternehmen/nachhaltigkeit">Durabilité</a>.</p>',
          it: '<p>Dal 2020 il nostro stabilimento utilizza esclusivamente elettricità da fonti rinnovabili, il calore residuo della produzione riscalda uffici e magazzino e ritiriamo l’olio usato per rigenerarlo. Per saperne di più: <a href="/unternehmen/nachhaltigkeit">Sostenibilità</a>.</p>',
          en: '<p>Since 2020 our plant has used electricity from renewable sources only, waste heat from production heats the offices and warehouse, and we take back used oil for reprocessing. Find out more under <a href="/unternehmen/nachhaltigkeit">Sustainability</a>.</p>',
        }),
      },
      locale,
    ),
    aboutUsServices(write),
    blockMarker(
      'tools/good-to-know',
      {
        html: t({
          de: '<p>Unser Werk in Winterthur öffnet zweimal im Jahr seine Tore: Führungen durch Labor, Mischwerk und Abfüllung für Kundinnen, Kunden und Schulklassen. Die Daten nennt Ihnen unser Kundendienst.</p>',
          fr: '<p>Deux fois par an, notre usine de Winterthour ouvre ses portes\u00a0: visites guidées du laboratoire, de l’unité de mélange et de la ligne de conditionnement pour nos clientes et clients ainsi que pour les classes d’école. Notre service clientèle vous communiquera les dates.</p>',
          it: '<p>Due volte all’anno il nostro stabilimento di Winterthur apre le sue porte: visite guidate al laboratorio, all’impianto di miscelazione e al reparto di confezionamento per clienti e scolaresche. Le date vi saranno comunicate dal nostro servizio clienti.</p>',
          en: '<p>Twice a year our plant in Winterthur opens its doors: guided tours of the laboratory, blending plant and filling line for customers and school classes. Our customer service team will give you the dates.</p>',
        }),
      },
      locale,
    ),
    aboutUsFactoryTour(write),
    aboutUsCompanyPages(write),
    aboutUsMagazine(write),
    blockMarker(
      'tools/file-list',
      { title: t({ de: 'Unterlagen zum Herunterladen', fr: 'Documents à télécharger', it: 'Documenti da scaricare', en: 'Documents to download' }), files: brochures },
      locale,
    ),
    blockMarker(
      'tools/image',
      {
        image: {
          ...demoImage('alpen-panorama', language),
          caption: t({
            de: 'Von Winterthur aus beliefern wir Kundinnen und Kunden in ganz Europa.',
            fr: 'Depuis Winterthour, nous livrons nos clientes et clients dans toute l’Europe.',
            it: 'Da Winterthur riforniamo clienti in tutta Europa.',
            en: 'From Winterthur we supply customers across Europe.',
          }),
        },
        ratio: '42-10',
      },
      locale,
    ),
    aboutUsCampaign(write),
    aboutUsPressContact(write),
    blockMarker(
      'tools/text-button',
      {
        title: t({ de: 'Technische Beratung', fr: 'Conseil technique', it: 'Consulenza tecnica', en: 'Technical advice' }),
        html: t({
          de: '<p>Welches Öl passt zu Ihrer Anlage? Unsere Anwendungstechnikerinnen und -techniker beraten Sie persönlich, telefonisch oder bei Ihnen vor Ort.</p>',
          fr: '<p>Quelle huile convient à votre installation\u00a0? Nos techniciennes et techniciens d’application vous conseillent personnellement, par téléphone ou directement chez vous.</p>',
          it: '<p>Quale olio è adatto al vostro impianto? I nostri tecnici applicativi vi offrono una consulenza personale, per telefono o direttamente da voi.</p>',
          en: '<p>Which oil suits your equipment? Our application engineers advise you in person, by phone or at your site.</p>',
        }),
        link: {
          href: '/service/technische-beratung',
          text: t({ de: 'Beratung anfragen', fr: 'Demander un conseil', it: 'Richiedere una consulenza', en: 'Request advice' }),
        },
      },
      locale,
    ),
  ].join('\n')
}
