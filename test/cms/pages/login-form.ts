import { fallbackHtml } from '../widget-markup'
import { marker, section } from '../html'
import { translator } from '../texts'
import type { PageDefinition } from './types'

/** shopuser/login-form (spec 1 §2 Login, §5; spec 2 §5). */
export const loginFormPage: PageDefinition = {
  path: '/login-form',
  title: { de: 'Anmeldung', fr: 'Connexion', it: 'Accesso', en: 'Sign-in' },
  description: {
    de: 'shopuser/login-form: Anmeldung mit Benutzername und Passwort, Passwort ein- und ausblenden, Fehlermeldungen des Servers.',
    fr: 'shopuser/login-form\u00a0: connexion avec nom d’utilisateur et mot de passe, afficher et masquer le mot de passe, messages d’erreur du serveur.',
    it: 'shopuser/login-form: accesso con nome utente e password, mostrare e nascondere la password, messaggi di errore del server.',
    en: 'shopuser/login-form: sign-in with username and password, showing and hiding the password, error messages from the server.',
  },
  group: 'widgets',
  body: (context) =>
    section(
      translator(context)({ de: 'Kundenlogin', fr: 'Connexion client', it: 'Login clienti', en: 'Customer sign-in' }),
      // The box the widget's stylesheet sizes for the state the page is rendered in
      // (docs/cms-integration.md "Fallback markup").
      marker('shopuser/login-form', {}, { hydrate: 'load', fallback: fallbackHtml('shopuser/login-form', {}, context.locale, { signedIn: context.username !== null }) }),
    ),
}
