import * as v from 'valibot'
import { blockText, headingLevel, imageUrl, linkHref } from '@/src/lib/content-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { FileList } from './file-list'

/** The kinds of file a list names (spec 2 §3 file: iconClass), shown beside the size. */
export const FILE_TYPES = ['PDF', 'DOCX', 'XLSX', 'PPTX', 'ZIP', 'JPG', 'PNG', 'MP4'] as const

/** A list longer than this is no list a reader scans; the CMS splits it. */
export const FILE_LIST_MAX_FILES = 50

const props = v.object({
  title: v.optional(blockText(200, 'Überschrift über der Liste; ohne Angabe keine.')),
  level: headingLevel(2),
  files: v.pipe(
    v.array(
      v.object({
        name: blockText(200, 'Name der Datei, wie Leserinnen und Leser sie kennen (nicht der Dateiname).'),
        url: v.pipe(linkHref, v.description('Adresse der Datei: ein Pfad dieser Website oder eine Webadresse.')),
        type: v.optional(v.pipe(v.picklist(FILE_TYPES), v.description(`Dateiart: ${FILE_TYPES.join(', ')}.`))),
        size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Grösse in Bytes; angezeigt in 1024er-Schritten mit zwei Nachkommastellen (Dokument 2 §9).'))),
        preview: v.optional(v.pipe(imageUrl, v.description('Vorschaubild der ersten Seite (Hochformat 3:4); ohne Angabe ein Dateisymbol.'))),
      }),
    ),
    v.minLength(1),
    v.maxLength(FILE_LIST_MAX_FILES),
    v.description(`Die Dateien, 1 bis ${FILE_LIST_MAX_FILES}, je mit «Ansehen» (neuer Tab) und «Herunterladen».`),
  ),
})

/** Props of the file list: what its component receives, checked and with defaults. */
export type FileListProps = PropsOf<typeof props>
export type ListedFile = FileListProps['files'][number]

/** The catalogue's examples, also the tests' props (the files are the simulated CMS's downloads). */
export const FILE_LIST_EXAMPLES = {
  brochures: {
    title: 'Broschüren',
    files: [
      { name: 'Produktkatalog Schmierstoffe 2025', url: '/downloads/produktkatalog-schmierstoffe-2025.pdf', type: 'PDF', size: 1022912 },
      { name: 'Broschüre Motorenöle PKW', url: '/downloads/broschuere-motorenoele-pkw.pdf', type: 'PDF', size: 2583017 },
    ],
  },
  // The longest realistic texts: long names, a file with a preview, one without type or size.
  longest: {
    title: 'Technische Unterlagen zu Kühlmitteln, Industrieschmierstoffen und zur Lieferung in Gebinden aller Grössen',
    level: 3,
    files: [
      { name: 'Kühlmittel-Übersicht G11 bis G12evo mit Mischbarkeitstabelle und Freigaben der Fahrzeughersteller', url: '/downloads/kuehlmittel-uebersicht-g11-bis-g12evo.pdf', type: 'PDF', size: 2535456, preview: '/media/kanister-480.jpg' },
      { name: 'Broschüre Industrieschmierstoffe: Hydraulik, Getriebe, Kompressoren und Turbinen', url: '/downloads/broschuere-industrieschmierstoffe.pdf', type: 'PDF', size: 1069483 },
      { name: 'Lieferbedingungen und Gebindeübersicht', url: '/downloads/lieferbedingungen-und-gebindeuebersicht.pdf' },
    ],
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description: 'Liste von Dateien mit Name, Dateiart, Grösse und Vorschaubild, je zum Ansehen in einem neuen Tab und zum Herunterladen (Dokument 2 §2.10).',
  props,
  component: FileList,
  examples: FILE_LIST_EXAMPLES,
  // The link, the byte formatter and the strings' hook; its own code is about 1.5 KB.
  budgetKb: 5,
})
