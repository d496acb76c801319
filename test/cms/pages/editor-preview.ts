import { marker, rawMarker, section } from '../html'
import { translator } from '../texts'
import type { PageDefinition } from './types'

/**
 * The CMS's edit view (page data `editor: true`): broken blocks show their marker, every problem by path,
 * their props and valid examples in place, so an editor sees what to fix. Shoppers never see these boxes.
 */
export const editorPreviewPage: PageDefinition = {
  path: '/test/editor',
  title: { de: 'Bearbeitungsansicht', fr: 'Vue d’édition', it: 'Vista di modifica', en: 'Editing view' },
  description: {
    de: 'Seitendaten mit editor: true: fehlerhafte Blöcke zeigen an ihrer Stelle, was nicht stimmt, und wie gültige Props aussehen.',
    fr: 'Données de page avec editor: true\u00a0: les blocs défectueux montrent à leur place ce qui ne va pas et à quoi ressemblent des props valides.',
    it: 'Dati della pagina con editor: true: i blocchi difettosi mostrano al loro posto che cosa non va e come sono fatte delle props valide.',
    en: 'Page data with editor: true: broken blocks show in their place what is wrong and what valid props look like.',
  },
  group: 'runtime',
  pageData: () => ({ editor: true }),
  body: (context) => {
    const t = translator(context)
    return (
      section(
        t({ de: 'Ein gültiger Block', fr: 'Un bloc valide', it: 'Un blocco valido', en: 'A valid block' }),
        marker('tools/heading', { text: 'Motorenöle', level: 3 }, { hydrate: 'load', id: 'valid' }),
      ) +
      section(
        t({ de: 'Props, die das Schema ablehnt', fr: 'Des props que le schéma refuse', it: 'Props che lo schema rifiuta', en: 'Props the schema rejects' }),
        rawMarker({ area: 'tools', widget: 'rich-text', props: { html: 42, width: '70' }, hydrate: 'load', id: 'rejected' }),
      ) +
      section(
        t({ de: 'Ein unbekanntes Widget', fr: 'Un widget inconnu', it: 'Un widget sconosciuto', en: 'An unknown widget' }),
        rawMarker({ area: 'tools', widget: 'karussell', props: {}, hydrate: 'load', id: 'unknown' }),
      )
    )
  },
}
