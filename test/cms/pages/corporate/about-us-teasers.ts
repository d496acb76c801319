/**
 * The about-us page's teasers (about-us.ts places them): what we do for you as tiles in the teaser wrapper, the company's
 * other pages as a teaser list, the oil finder's campaign and whom the press asks, in the page's language.
 */
import type { Locale } from '@/i18n/locales'
import { SHOP_URLS } from '../../page-data'
import { demoImage } from '../../media/index'
import type { Language, Text } from '../../texts'
import { blockMarker, wrapperMarker } from '../../widget-markup'

type Write = { t: (text: Text) => string; language: Language; locale: Locale }

export const aboutUsServices = ({ t, locale }: Write) =>
  wrapperMarker(
    { title: t({ de: 'Was wir für Sie tun', fr: 'Ce que nous faisons pour vous', it: 'Cosa facciamo per voi', en: 'What we do for you' }) },
    [
      blockMarker(
        'tools/link-tile',
        {
          title: t({ de: 'Ölanalyse', fr: 'Analyse d’huile', it: 'Analisi dell’olio', en: 'Oil analysis' }),
          text: t({
            de: 'Verschleiss erkennen, bevor die Maschine stillsteht.',
            fr: 'Détecter l’usure avant que la machine ne s’arrête.',
            it: 'Riconoscere l’usura prima che la macchina si fermi.',
            en: 'Spot wear before the machine stops.',
          }),
          icon: 'flask',
          link: { href: '/service/oelanalyse' },
        },
        locale,
      ),
      blockMarker(
        'tools/link-tile',
        {
          title: t({ de: 'Technische Beratung', fr: 'Conseil technique', it: 'Consulenza tecnica', en: 'Technical advice' }),
          text: t({
            de: 'Das richtige Öl für jede Anlage, auch vor Ort.',
            fr: 'La bonne huile pour chaque installation, y compris sur place.',
            it: 'L’olio giusto per ogni impianto, anche sul posto.',
            en: 'The right oil for every machine, on site too.',
          }),
          icon: 'headset',
          link: { href: '/service/technische-beratung' },
        },
        locale,
      ),
      blockMarker(
        'tools/link-tile',
        {
          title: t({ de: 'Händlersuche', fr: 'Trouver un revendeur', it: 'Cerca rivenditori', en: 'Find a dealer' }),
          text: t({ de: 'Unsere Produkte in Ihrer Nähe.', fr: 'Nos produits près de chez vous.', it: 'I nostri prodotti vicino a voi.', en: 'Our products near you.' }),
          icon: 'pin',
          link: { href: '/service/haendlersuche' },
        },
        locale,
      ),
    ],
    locale,
  )

export const aboutUsCompanyPages = ({ t, language, locale }: Write) =>
  blockMarker(
    'tools/teaser-list',
    {
      title: t({ de: 'Mehr über uns', fr: 'En savoir plus sur nous', it: 'Di più su di noi', en: 'More about us' }),
      background: 'gray',
      items: [
        {
          image: demoImage('alpen-panorama', language),
          title: t({ de: 'Nachhaltigkeit', fr: 'Durabilité', it: 'Sostenibilità', en: 'Sustainability' }),
          text: t({
            de: 'Bis 2030 die Hälfte unserer Lieferungen auf der Schiene.',
            fr: 'D’ici 2030, la moitié de nos livraisons par le rail.',
            it: 'Entro il 2030 metà delle nostre consegne su rotaia.',
            en: 'Half of our deliveries by rail by 2030.',
          }),
          link: { href: '/unternehmen/nachhaltigkeit', text: t({ de: 'Nachhaltigkeit', fr: 'Durabilité', it: 'Sostenibilità', en: 'Sustainability' }) },
        },
        {
          image: demoImage('lager', language),
          title: t({ de: 'Standorte', fr: 'Sites', it: 'Sedi', en: 'Locations' }),
          text: t({
            de: 'Winterthur, Lausanne, Mannheim und Linz.',
            fr: 'Winterthour, Lausanne, Mannheim et Linz.',
            it: 'Winterthur, Losanna, Mannheim e Linz.',
            en: 'Winterthur, Lausanne, Mannheim and Linz.',
          }),
          link: { href: '/unternehmen/standorte', text: t({ de: 'Standorte', fr: 'Sites', it: 'Sedi', en: 'Locations' }) },
        },
        {
          image: demoImage('motorrad', language),
          title: t({ de: 'Rennsport', fr: 'Sport automobile', it: 'Motorsport', en: 'Motorsport' }),
          text: t({
            de: 'Unsere Teams im Motocross und im Langstreckensport.',
            fr: 'Nos équipes en motocross et en endurance.',
            it: 'Le nostre squadre nel motocross e nell’endurance.',
            en: 'Our teams in motocross and endurance racing.',
          }),
          link: { href: '/rennsport/teams', text: t({ de: 'Unsere Teams', fr: 'Nos équipes', it: 'Le nostre squadre', en: 'Our teams' }) },
        },
      ],
    },
    locale,
  )

export const aboutUsCampaign = ({ t, language, locale }: Write) =>
  blockMarker(
    'tools/campaign-banner',
    {
      items: [
        {
          title: t({ de: 'Das richtige Öl in 30 Sekunden', fr: 'La bonne huile en 30 secondes', it: 'L’olio giusto in 30 secondi', en: 'The right oil in 30 seconds' }),
          subtitle: t({
            de: 'Marke, Modell und Motor wählen: Der Ölfinder nennt die passenden Produkte mit Freigabe und Füllmenge.',
            fr: 'Choisissez la marque, le modèle et le moteur\u00a0: le sélecteur d’huile indique les produits adaptés, avec homologation et quantité.',
            it: 'Scegliete marca, modello e motore: il cerca olio indica i prodotti adatti con omologazione e quantità.',
            en: 'Choose the make, model and engine: the oil finder names the right products with their approvals and capacities.',
          }),
          link: { href: SHOP_URLS.oilFinderUrl, text: t({ de: 'Zum Ölfinder', fr: 'Vers le sélecteur d’huile', it: 'Al cerca olio', en: 'Go to the oil finder' }) },
          backgroundImage: demoImage('werkstatt', language),
          productImage: demoImage('kanister', language),
        },
      ],
    },
    locale,
  )

export const aboutUsPressContact = ({ t, language, locale }: Write) =>
  blockMarker(
    'tools/compact-contact-teaser',
    {
      title: t({ de: 'Medienstelle', fr: 'Service de presse', it: 'Ufficio stampa', en: 'Press office' }),
      teaserContent: t({
        de: 'Martin Graf beantwortet Fragen von Medien zu Unternehmen, Produkten und Sponsoring.',
        fr: 'Martin Graf répond aux questions des médias sur l’entreprise, les produits et le sponsoring.',
        it: 'Martin Graf risponde alle domande dei media su azienda, prodotti e sponsorizzazioni.',
        en: 'Martin Graf answers media questions about the company, products and sponsorship.',
      }),
      phoneLink: { value: '+41 52 208 30 50', label: '052 208 30 50' },
      image: { ...demoImage('team', language), alt: t({ de: 'Martin Graf, Medienstelle', fr: 'Martin Graf, service de presse', it: 'Martin Graf, ufficio stampa', en: 'Martin Graf, press office' }) },
    },
    locale,
  )
