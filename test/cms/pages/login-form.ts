import { marker, section } from '../html'
import type { PageDefinition } from './types'

/** shopuser/login-form (spec 1 §2 Login, §5; spec 2 §5). */
export const loginFormPage: PageDefinition = {
  path: '/login-form',
  title: 'Anmeldung',
  description: 'shopuser/login-form: Anmeldung mit Benutzername und Passwort, Passwort ein- und ausblenden, Fehlermeldungen des Servers.',
  group: 'Widgets',
  body: () => section('Kundenlogin', marker('shopuser/login-form', {}, { hydrate: 'load' })),
}
