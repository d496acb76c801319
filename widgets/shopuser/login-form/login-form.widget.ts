import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { LoginForm } from './login-form'

const props = v.object({
  redirectUrl: v.optional(
    v.pipe(v.string(), v.maxLength(2000), v.description('Wohin nach der Anmeldung; ohne Angabe die loginRedirectUrl der Sitzung (meist die Seite selbst).')),
  ),
})

/** Props of the login-form widget: what its component receives, checked and with defaults. */
export type LoginFormProps = PropsOf<typeof props>

export default defineWidget({
  description: 'Anmeldung mit Benutzername und Passwort; ist die Anmeldung abgeschaltet (disableLogin), steht ein Hinweis an ihrer Stelle (Dokument 1 §5).',
  props,
  component: LoginForm,
  examples: {
    standard: {},
    toAccount: { redirectUrl: '/konto' },
  },
  // react-hook-form (the forms' shared library, ~10 KB, cached for every later form) and the error summary.
  // Measured 42.4 KB (the login follows loginRedirectUrl itself when the answer has no redirectUrl; the
  // field error and the password input are src/ui/form's, shared with the password reset and recovery).
  budgetKb: 43,
})
