/**
 * The about-us page's moving and embedded blocks (about-us.ts places them): the plant on film beside its text, the
 * parallax band, the factory tour on YouTube and the customer magazine on Yumpu, in the page's language.
 */
import type { Locale } from '@/i18n/locales'
import { demoImage, demoVideo } from '../../media/index'
import type { Language, Text } from '../../texts'
import { blockMarker } from '../../widget-markup'

type Write = { t: (text: Text) => string; language: Language; locale: Locale }

export const aboutUsTextVideo = ({ t, language, locale }: Write) =>
  blockMarker(
    'tools/text-video',
    {
      title: t({ de: 'Vom Werk in Ihren Motor', fr: 'De l’usine à votre moteur', it: 'Dallo stabilimento al vostro motore', en: 'From our plant to your engine' }),
      html: t({
        de: '<p>Was in Winterthur gemischt und geprüft wird, fliesst wenige Tage später in Motoren, Getriebe und Hydrauliken in ganz Europa. Das Video zeigt den letzten Schritt: den Ölwechsel in der Werkstatt.</p>',
        fr: '<p>Ce qui est mélangé et contrôlé à Winterthour coule quelques jours plus tard dans des moteurs, des boîtes de vitesses et des systèmes hydrauliques de toute l’Europe. La vidéo montre la dernière étape\u00a0: la vidange au garage.</p>',
        it: '<p>Ciò che viene miscelato e controllato a Winterthur scorre pochi giorni dopo in motori, cambi e impianti idraulici di tutta Europa. Il video mostra l’ultimo passo: il cambio dell’olio in officina.</p>',
        en: '<p>What is blended and tested in Winterthur flows into engines, gearboxes and hydraulic systems across Europe a few days later. The video shows the last step: the oil change in the workshop.</p>',
      }),
      video: {
        ...demoVideo(language),
        title: t({ de: 'Ölwechsel in der Werkstatt', fr: 'Vidange au garage', it: 'Cambio dell’olio in officina', en: 'Oil change in the workshop' }),
      },
      ratio: '6-6',
      videoSide: 'right',
    },
    locale,
  )

export const aboutUsParallax = ({ language, locale }: Write) => blockMarker('tools/parallax-image', { image: demoImage('windpark', language), ratio: '25-9' }, locale)

export const aboutUsFactoryTour = ({ t, language, locale }: Write) =>
  blockMarker(
    'tools/video-embed',
    {
      youtubeId: 'M7lc1UVf-VE',
      title: t({ de: 'Ein Tag im Werk Winterthur', fr: 'Une journée à l’usine de Winterthour', it: 'Una giornata nello stabilimento di Winterthur', en: 'A day at the Winterthur plant' }),
      poster: demoImage('lager', language),
    },
    locale,
  )

export const aboutUsMagazine = ({ t, locale }: Write) =>
  blockMarker(
    'tools/magazine-viewer',
    {
      id: '68213554',
      title: t({
        de: 'Kundenmagazin «Schmierfilm» 2/2025',
        fr: 'Magazine clients «\u00a0Schmierfilm\u00a0» 2/2025',
        it: 'Rivista per i clienti «Schmierfilm» 2/2025',
        en: 'Customer magazine ‘Schmierfilm’ 2/2025',
      }),
      small: true,
    },
    locale,
  )
