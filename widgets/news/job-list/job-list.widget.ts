import * as v from 'valibot'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { JobList } from './job-list'

const props = v.object({
  jobDetailUrl: v.optional(
    v.pipe(
      address,
      v.description('Adresse der Stellenseite; die Stelle wird als Parameter «job» angehängt (…/karriere/offene-stellen/stelle?job=job-101).'),
    ),
    '/karriere/offene-stellen/stelle',
  ),
  pageSize: v.optional(v.pipe(v.picklist([10, 20, 50]), v.description('Zeilen pro Seite: 10, 20 (Standard, Dokument 1 §9) oder 50.')), 20),
  storedKey: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z][\w-]{0,39}$/, 'expected a query parameter name'),
      v.description('Name des Adressparameters, der Sortierung, Filter und Seite hält (Dokument 1 §2); zwei Tabellen auf einer Seite brauchen verschiedene Namen.'),
    ),
    'stored',
  ),
  expectedRows: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.maxValue(50),
      v.description(
        'Zeilen der ersten Seite, wie das CMS sie kennt: so viele Platzhalterzeilen zeigt die Tabelle, bis ihre Seite da ist (und so viele Zeilen hat das Fallback-Markup), damit nichts springt. Ohne Angabe eine volle Seite.',
      ),
    ),
  ),
})

/** Props of the job-list widget: what its component receives, checked and with defaults. */
export type JobListProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Die offenen Stellen (Dokument 1 §1, §2) als Tabelle: Stelle (Link zur Stellenseite), Arbeitsort, Bereich, Pensum und Veröffentlichungsdatum; Filter nach Arbeitsort, Bereich und Pensum, sortierbar, mit Seiten, in der Adresse gehalten (Parameter «stored»), mit Anzahl und Text für keine oder keine passenden Stellen.',
  props,
  component: JobList,
  // One example: a second table of the same jobs would repeat its region's and pager's names on the catalogue's page.
  examples: {
    standard: { jobDetailUrl: '/karriere/offene-stellen/stelle', storedKey: 'stellen' },
  },
  // Measured 42.2 KB: axios and the request helper (23), the table pattern (src/features/data-table with its filter
  // panel, table and pager: 6.5), dayjs for the filter panel's days (4.3), the table answer's schema (2), the job's
  // address and schema (1) and the widget (1.3).
  budgetKb: 45,
})
