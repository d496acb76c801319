import * as v from 'valibot'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { PasswordReset } from './password-reset'

const props = v.object({
  loginUrl: v.optional(
    v.pipe(address, v.description('Anmeldeseite für den Link «Zur Anmeldung» nach dem Zurücksetzen; ohne Angabe führt der Link zur Startseite (session.urls.homepageUrl), deren Kopfzeile die Anmeldung trägt.')),
  ),
})

/** Props of the password-reset widget: what its component receives, checked and with defaults. */
export type PasswordResetProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Neues Passwort festlegen (Dokument 1 §2, §5, §8): liest das Token des Links aus dem Parameter «token» der Adresse und prüft den Link; neues Passwort und Wiederholung, die Regeln (mindestens acht Zeichen, Gross- und Kleinbuchstaben, eine Ziffer, ein Sonderzeichen) als Checkliste beim Tippen. Ein abgelaufener oder ungültiger Link verweist auf «Passwort vergessen» (session.urls.forgotPasswordUrl).',
  props,
  component: PasswordReset,
  examples: {
    standard: {},
    withLoginLink: { loginUrl: '/login-form' },
  },
  // Measured 42.4 KB: axios and the request helper (22), react-hook-form with the error summary (12, shared with
  // every form), valibot's checks of the answer and the token, the notification box; the widget and its rules 3.0.
  budgetKb: 44,
})
