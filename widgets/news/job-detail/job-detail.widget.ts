import * as v from 'valibot'
import { jobIdSchema } from '@/api/jobs'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { JobDetail } from './job-detail'

const props = v.object({
  jobId: v.optional(
    v.pipe(
      jobIdSchema,
      v.description('Die Stelle. Ohne Angabe liest die Seite sie aus dem Parameter «job» ihrer Adresse (…/karriere/offene-stellen/stelle?job=job-101), wie die Stellenliste sie verlinkt.'),
    ),
  ),
  jobListUrl: v.optional(
    v.pipe(address, v.description('Adresse der Stellenliste für den Link zurück, in der Ansicht, aus der die Stelle geöffnet wurde (Filter, Sortierung, Seite).')),
    '/karriere/offene-stellen',
  ),
  applicationUrl: v.optional(
    v.pipe(
      address,
      v.description('Adresse des Bewerbungsformulars für «Jetzt bewerben»; die Stelle wird als Parameter «job» angehängt. Ohne Angabe die Adresse, die der Server zur Stelle nennt (applicationLink).'),
    ),
  ),
  employer: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(100),
    v.description('Name des Arbeitgebers, wie Suchmaschinen ihn zur Stelle zeigen (strukturierte Daten JobPosting, hiringOrganization), etwa «Schmierstoffe AG».'),
  ),
  headingLevel: v.optional(
    v.pipe(v.picklist([1, 2, 3]), v.description('Gliederungsstufe des Stellentitels (1 bis 3); die Abschnitte und die Überschriften der Beschreibung stehen darunter.')),
    2,
  ),
})

/** Props of the job-detail widget: what its component receives, checked and with defaults. */
export type JobDetailProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Eine offene Stelle (Dokument 1 §1, §2): Titel, Eckdaten (Arbeitsort, Bereich, Pensum, Stellenantritt, Veröffentlichung), die Beschreibung, die Ansprechperson (Dokument 2 §3) und «Jetzt bewerben» zum Bewerbungsformular; der Link zurück zur Stellenliste in ihrer Ansicht und die Stelle als strukturierte Daten (JobPosting) für Suchmaschinen. Eine Stelle, die es nicht (mehr) gibt, sagt das, mit dem Weg zur Liste.',
  props,
  component: JobDetail,
  examples: {
    fromAddress: { employer: 'Schmierstoffe AG' },
    laboratory: { jobId: 'job-101', employer: 'Schmierstoffe AG', jobListUrl: '/karriere/offene-stellen', applicationUrl: '/kontakt', headingLevel: 3 },
  },
  // Measured 46.3 KB: axios and the request helper (23), DOMPurify for the description (11.4), the jobs family's
  // schemas and requests (4, the list's table answer among them), the widget (3.4), the contact card, back link,
  // button and skeleton (2).
  budgetKb: 49,
})
