import * as v from 'valibot'
import { FORM_FIELDS_MAX } from '@/api/form-config'
import { CAPTCHA_PROVIDERS } from '@/src/lib/captcha/provider-names'
import { blockText, headingLevel } from '@/src/lib/content-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { CmsForm } from './cms-form'
import { CONTACT_FORM, EVENT_REGISTRATION_FORM, formAction, JOB_APPLICATION_FORM } from './cms-form-examples'

const props = v.object({
  title: v.optional(blockText(120, 'Überschrift über dem Formular, etwa «Schreiben Sie uns».')),
  level: headingLevel(2),
  intro: v.optional(blockText(600, 'Ein bis drei Sätze über dem Formular.')),
  action: v.pipe(
    v.string(),
    v.regex(/^\/(?!\/)\S{0,1999}$/, 'must be a path on this site'),
    v.description('Wohin das Formular gesendet wird (Dokument 1 §7: «each form submit posts to a supplied URL»): ein Pfad dieser Website, etwa /api/forms/kontakt.'),
  ),
  // Each field is checked on its own as the form renders (api/form-config.ts): one the bundle does not know is skipped
  // with a warning and an error report, the others still make a form.
  fields: v.pipe(
    v.array(v.unknown()),
    v.minLength(1),
    v.maxLength(FORM_FIELDS_MAX),
    v.description(
      'Die Felder in ihrer Reihenfolge, wie das CMS das Formular konfiguriert (Dokument 2 §5: hidden, text, password, subheader, email, number, tel, textarea, checkbox, checkboxes, radio, select.single, file, date, button.submit, score), mit den Bedingungen des Servers (Length, MinLength, MaxLength, Range, IdenticalTo, Regex); Aufbau in docs/cms-integration.md «Forms».',
    ),
  ),
  successText: v.optional(blockText(400, 'Was nach dem Senden erscheint; ohne Angabe «Vielen Dank, das Formular wurde erfolgreich abgesendet.» (Dokument 2 §8).')),
  captchaProvider: v.optional(
    v.pipe(
      v.picklist(CAPTCHA_PROVIDERS),
      v.description('Anbieter der Sicherheitsprüfung für ein Feld vom Typ score (Dokument 2 §5); den Websiteschlüssel liefert die Sitzung. «test» nur für Tests und die Demo.'),
    ),
    'friendly-captcha',
  ),
})

/** Props of the CMS form: what its component receives, checked and with defaults. */
export type CmsFormProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Ein Formular, wie das CMS es konfiguriert (Dokument 2 §5, §7, §8): alle Feldtypen, die Bedingungen des Servers schon beim Ausfüllen mit seinen Worten geprüft, Dateien mit Typ und Grösse, die Sicherheitsprüfung vor dem Senden, die Meldungen des Servers an ihren Feldern; nach dem Senden der Dank oder die Weiterleitung innerhalb der Website. Eingaben gehen bei einem Fehler nie verloren.',
  props,
  component: CmsForm,
  examples: {
    contact: { title: 'Schreiben Sie uns', intro: 'Wir antworten innert zwei Arbeitstagen.', action: formAction('kontakt'), fields: CONTACT_FORM, captchaProvider: 'test' },
    jobApplication: { title: 'Ihre Bewerbung', level: 2, action: formAction('bewerbung'), fields: JOB_APPLICATION_FORM, captchaProvider: 'test' },
    eventRegistration: { title: 'Anmeldung zum Messebesuch', level: 3, action: formAction('messeanmeldung'), fields: EVENT_REGISTRATION_FORM, successText: 'Danke für Ihre Anmeldung. Sie erhalten Ihre Eintrittskarten per E-Mail.' },
  },
  // Measured 48.2 KB: axios and the request helper (22), react-hook-form in the chunk every form shares with the
  // login form (12), the configured form with its rules and files (src/features/config-form, ~4), its own ~3; the
  // captcha adapters load only when a form with a score field is sent.
  budgetKb: 50,
})
