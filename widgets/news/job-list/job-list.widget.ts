import * as v from 'valibot'
import { tableProps } from '@/src/features/data-table/table-props'
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
  ...tableProps,
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
