import { JOBS } from '@/test/mocks/db/jobs'
import { JOB_PARAM } from '@/widgets/news/parts/job-address'
import { CONTACT_FORM, EVENT_REGISTRATION_FORM, formAction, JOB_APPLICATION_FORM } from '@/widgets/form/cms-form/cms-form-examples'
import { escapeHtml, marker } from '../html'
import { SHOP_URLS } from '../page-data'
import { translator } from '../texts'
import { fallbackHtml } from '../widget-markup'
import type { PageDefinition } from './types'

/** The job application's page, which the job detail's «Jetzt bewerben» links to with the job's id (`?job=job-101`). */
export const JOB_APPLICATION_PATH = '/karriere/offene-stellen/bewerbung'

/**
 * form/cms-form as the contact page (spec 1 §1 contact forms, spec 2 §5, §7, §8): the contact form of the block
 * catalogue, with every field type and constraint kind, sent to the mock server's post path, which checks it again.
 */
export const contactPage: PageDefinition = {
  path: SHOP_URLS.contactPageUrl,
  title: { de: 'Kontakt', fr: 'Contact', it: 'Contatto', en: 'Contact' },
  description: {
    de: 'form/cms-form: das Kontaktformular mit jedem Feldtyp und jeder Bedingung des Servers, der Sicherheitsprüfung, Anhängen und den Meldungen des Servers an ihren Feldern.',
    fr: 'form/cms-form\u00a0: le formulaire de contact avec chaque type de champ et chaque contrainte du serveur, la vérification de sécurité, des pièces jointes et les messages du serveur à leurs champs.',
    it: 'form/cms-form: il modulo di contatto con ogni tipo di campo e ogni vincolo del server, la verifica di sicurezza, gli allegati e i messaggi del server ai loro campi.',
    en: 'form/cms-form: the contact form with every field type and server constraint, the captcha, attachments and the server’s messages at their fields.',
  },
  group: 'widgets',
  body: (context) => {
    const props = { title: 'Schreiben Sie uns', intro: 'Wir antworten innert zwei Arbeitstagen.', action: formAction('kontakt'), fields: CONTACT_FORM, captchaProvider: 'test' as const }
    return marker('form/cms-form', props, { hydrate: 'load', fallback: fallbackHtml('form/cms-form', props, context.locale) })
  },
}

/**
 * form/cms-form as the job application (spec 1 §5: documents as PDF, at most 10 MB each): the job's title above the
 * form and its id in a hidden field, from the address the job detail links to. The mock server sends the applicant
 * on to the job list (a redirectUrl).
 */
export const jobApplicationPage: PageDefinition = {
  path: JOB_APPLICATION_PATH,
  title: { de: 'Bewerbung', fr: 'Candidature', it: 'Candidatura', en: 'Application' },
  description: {
    de: 'form/cms-form: die Bewerbung auf eine Stelle (?job=job-101) mit Angaben zur Person, Nachricht und Unterlagen als PDF bis 10 MB je Datei.',
    fr: 'form/cms-form\u00a0: la candidature à un poste (?job=job-101) avec données personnelles, message et documents en PDF jusqu’à 10 Mo par fichier.',
    it: 'form/cms-form: la candidatura a un posto (?job=job-101) con dati personali, messaggio e documenti in PDF fino a 10 MB per file.',
    en: 'form/cms-form: the application for a position (?job=job-101) with personal details, a message and documents as PDF up to 10 MB each.',
  },
  group: 'widgets',
  body: (context) => {
    const job = JOBS.find((candidate) => candidate.id === context.url.searchParams.get(JOB_PARAM)) ?? JOBS[0]
    const t = translator(context)
    const applyingFor = t({ de: 'Sie bewerben sich als', fr: 'Vous postulez comme', it: 'Vi candidate come', en: 'You are applying as' })
    const props = {
      title: 'Ihre Bewerbung',
      action: formAction('bewerbung'),
      fields: [{ type: 'hidden', name: 'job', value: job?.id ?? '' }, ...JOB_APPLICATION_FORM],
      captchaProvider: 'test' as const,
    }
    return `<p>${escapeHtml(applyingFor)} <strong>${escapeHtml(job?.title ?? '')}</strong></p>${marker('form/cms-form', props, { hydrate: 'load', fallback: fallbackHtml('form/cms-form', props, context.locale) })}`
  },
}

/**
 * form/cms-form as an event registration: a fair visit with the day, the number of people (a Range) and the visitor's
 * details, without a captcha, and the editor's own thanks.
 */
export const eventRegistrationPage: PageDefinition = {
  path: '/unternehmen/messen/anmeldung',
  title: { de: 'Anmeldung zum Messebesuch', fr: 'Inscription à la visite du salon', it: 'Iscrizione alla visita in fiera', en: 'Registration for the fair visit' },
  description: {
    de: 'form/cms-form: die Anmeldung zu einem Messebesuch mit Tag, Anzahl Personen und Angaben zur Person, ohne Sicherheitsprüfung, mit dem eigenen Dank der Redaktion.',
    fr: 'form/cms-form\u00a0: l’inscription à une visite de salon avec le jour, le nombre de personnes et les coordonnées, sans vérification de sécurité, avec les remerciements de la rédaction.',
    it: 'form/cms-form: l’iscrizione a una visita in fiera con giorno, numero di persone e dati personali, senza verifica di sicurezza, con il ringraziamento della redazione.',
    en: 'form/cms-form: the registration for a fair visit with the day, the number of people and personal details, without a captcha, with the editors’ own thanks.',
  },
  group: 'widgets',
  body: (context) => {
    const props = {
      title: 'Besuchen Sie uns an der Swisstech 2027',
      intro: 'Melden Sie sich an, und wir halten Ihre Eintrittskarten und einen Beratungstermin an unserem Stand bereit.',
      action: formAction('messeanmeldung'),
      fields: EVENT_REGISTRATION_FORM,
      successText: 'Danke für Ihre Anmeldung. Sie erhalten Ihre Eintrittskarten per E-Mail.',
    }
    return marker('form/cms-form', props, { hydrate: 'load', fallback: fallbackHtml('form/cms-form', props, context.locale) })
  },
}
