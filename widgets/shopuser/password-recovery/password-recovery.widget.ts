import * as v from 'valibot'
import { address } from '@/src/lib/schema-parts'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { PasswordRecovery } from './password-recovery'

const props = v.object({
  loginUrl: v.optional(v.pipe(address, v.description('Anmeldeseite für den Link «Zurück zur Anmeldung»; ohne Angabe kein solcher Link.'))),
})

/** Props of the password-recovery widget: what its component receives, checked and with defaults. */
export type PasswordRecoveryProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Passwort vergessen (Dokument 1 §2, §8): die E-Mail-Adresse des Kontos eingeben und einen Link zum Zurücksetzen anfordern. Die Antwort verrät nicht, ob es ein Konto mit dieser Adresse gibt; ein Fehler sagt «Ups, da ist leider etwas schiefgelaufen…».',
  props,
  component: PasswordRecovery,
  examples: {
    standard: {},
    withLoginLink: { loginUrl: '/login-form' },
  },
  // Measured 41.0 KB: axios and the request helper (22), react-hook-form with the error summary (12, shared with
  // every form), valibot's checks of the answer, the notification box; the widget itself 1.8.
  budgetKb: 43,
})
