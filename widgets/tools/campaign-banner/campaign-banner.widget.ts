import * as v from 'valibot'
import { firstOnPage, imageLoading } from '@/src/lib/image-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { examplePicture } from '@/src/widget/example-picture'
import { CampaignBanner } from './campaign-banner'
import { campaignItem, keepCompleteItems } from './campaign-item'

/** spec 2 §2.10: the banner in the content column, or across the whole window. */
export const BACKGROUND_TYPES = ['default', 'full-width'] as const

const props = v.object({
  backgroundType: v.optional(v.pipe(v.picklist(BACKGROUND_TYPES), v.description('default: in der Inhaltsspalte; full-width: über die ganze Fensterbreite.')), 'default'),
  items: v.pipe(
    v.array(campaignItem),
    v.maxLength(6),
    v.description('Die Banner, 1 bis 6; mehrere werden zum Slider. Einer ohne Titel, Untertitel, Link oder Hintergrundbild wird weggelassen (Dokument 2 §5).'),
    v.transform(keepCompleteItems),
    v.minLength(1, 'no item has a title, subtitle, link and background image'),
  ),
  loading: imageLoading,
  first: firstOnPage,
})

/** Props of the campaign banner: what its component receives, checked, with defaults and only complete items. */
export type CampaignBannerProps = PropsOf<typeof props>

const kanister = examplePicture('kanister', 'Ein 5-Liter-Kanister Motorenöl Synth 5W-30', 1280)

/** The catalogue's examples, also the tests' props. */
export const CAMPAIGN_BANNER_EXAMPLES = {
  winterCheck: {
    items: [
      {
        title: 'Winter-Check für Ihre Flotte',
        subtitle: 'Frostschutz, Motorenöl und Batterie: bis 15. Dezember 10 % auf alle Kühlmittel.',
        link: { href: '/produkte/kuehlmittel', text: 'Zu den Kühlmitteln' },
        backgroundImage: examplePicture('alpen-panorama', 'Verschneite Alpen im Morgenlicht', 346),
        backgroundImageMobile: examplePicture('traktor', 'Ein Traktor auf einem verschneiten Feld', 640),
        productImage: kanister,
      },
    ],
  },
  // The longest realistic texts, across the window, as a slider of three; the second opens the contact menu.
  longest: {
    backgroundType: 'full-width',
    items: [
      {
        title: 'Neu: Hydrauliköle nach EU Ecolabel für Forst, Landwirtschaft und Arbeiten am Wasser',
        subtitle: 'Biologisch abbaubar, mit den Freigaben der grossen Maschinenhersteller, im 20-Liter-Kanister, im 205-Liter-Fass und im Container zum Nachfüllen.',
        link: { href: '/wissen/hydraulikoel-hlp-hvlp-oder-hees', text: 'Mehr über HLP, HVLP und HEES' },
        backgroundImage: examplePicture('windpark', 'Windräder über einem Feld', 540),
        productImage: kanister,
      },
      {
        title: 'Persönliche Beratung für Ihren Betrieb',
        subtitle: 'Ihre Ansprechperson kennt Ihre Maschinen und Ihre Verträge: ein Anruf genügt.',
        link: { href: '/service/technische-beratung', text: 'Beratung anfragen' },
        backgroundImage: examplePicture('werkstatt', 'Eine Werkstatt mit Hebebühne', 640),
        triggerContactMenu: true,
      },
      {
        title: 'Ölanalyse aus dem eigenen Labor',
        subtitle: 'Probe einschicken, Bericht in fünf Werktagen.',
        link: { href: '/service/oelanalyse', text: 'Zur Ölanalyse' },
        backgroundImage: examplePicture('labor', 'Ein Labor mit Ölproben', 640),
      },
    ],
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Kampagnenbanner (Dokument 2 §2.10, §3): Hintergrundbild (für das Telefon ein eigener Ausschnitt), Produktbild, Titel, Untertitel und Knopf, in der Spalte oder über die ganze Breite; mehrere werden zum Slider. Der Knopf kann das Kontaktmenü im Seitenkopf öffnen.',
  props,
  component: CampaignBanner,
  examples: CAMPAIGN_BANNER_EXAMPLES,
  budgetKb: 9,
})
