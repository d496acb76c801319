import { RESET_TOKEN_PARAM } from '@/api/password'
import { DEMO_RESET_TOKENS, DEMO_RESET_USER } from '@/test/mocks/db/password-resets'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker, section } from '../html'
import { SHOP_URLS } from '../page-data'
import { translator, type Text } from '../texts'
import type { CmsContext } from '../context'
import type { PageDefinition } from './types'

/** The reset page, where the recovery e-mail's link leads: `/passwort-zuruecksetzen?token=…`. */
export const PASSWORD_RESET_PATH = '/passwort-zuruecksetzen'

/** The demo's sign-in page, where both widgets send the user back to. */
const LOGIN_PAGE = '/login-form'

/** A reset link as the recovery e-mail would carry it. */
export const resetLink = (token: string) => `${PASSWORD_RESET_PATH}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`

const LINKS: { token: string; label: Text }[] = [
  { token: DEMO_RESET_TOKENS.valid, label: { de: 'Gültiger Link', fr: 'Lien valide', it: 'Link valido', en: 'Valid link' } },
  { token: DEMO_RESET_TOKENS.expired, label: { de: 'Abgelaufener Link', fr: 'Lien expiré', it: 'Link scaduto', en: 'Expired link' } },
  { token: DEMO_RESET_TOKENS.invalid, label: { de: 'Ungültiger Link', fr: 'Lien non valide', it: 'Link non valido', en: 'Invalid link' } },
]

/**
 * The mock sends no e-mail: the links it would send, fixed (test/mocks/db/password-resets.ts), so a demo
 * user can try the reset page in each of its states.
 */
function demoLinks(context: CmsContext): string {
  const t = translator(context)
  const user = `<code>${escapeHtml(DEMO_RESET_USER)}</code>`
  const intro = t({
    de: `Das Mock-Backend verschickt keine E-Mails. Diese Links stehen für die E-Mail an ${user}; der gültige setzt dessen Passwort einmal zurück, danach ist er verbraucht (ein Zurücksetzen des Mock-Shops bringt ihn zurück).`,
    fr: `Le back-end simulé n’envoie pas d’e-mails. Ces liens tiennent lieu de l’e-mail envoyé à ${user}\u00a0; le lien valide réinitialise son mot de passe une fois, puis il est épuisé (une réinitialisation de la boutique simulée le rétablit).`,
    it: `Il backend simulato non invia e-mail. Questi link sostituiscono l’e-mail a ${user}; quello valido reimposta la sua password una volta, poi è esaurito (un reset del negozio simulato lo ripristina).`,
    en: `The mock backend sends no e-mail. These links stand for the e-mail to ${user}; the valid one resets that password once and is then used up (resetting the mock shop brings it back).`,
  })
  const items = LINKS.map(({ token, label }) => `<li><a href="${escapeHtml(resetLink(token))}">${escapeHtml(t(label))}</a> <code>${escapeHtml(token)}</code></li>`).join('')
  return section(
    t({ de: 'Demo: Links aus der E-Mail', fr: 'Démo\u00a0: liens de l’e-mail', it: 'Demo: link dell’e-mail', en: 'Demo: links from the e-mail' }),
    `<p class="cms-note">${intro}</p><ul>${items}</ul>`,
  )
}

/** shopuser/password-recovery (spec 1 §2, §8) at session.urls.forgotPasswordUrl, where the sign-in forms link «Passwort vergessen?». */
export const passwordRecoveryPage: PageDefinition = {
  path: SHOP_URLS.forgotPasswordUrl,
  title: { de: 'Passwort vergessen', fr: 'Mot de passe oublié', it: 'Password dimenticata', en: 'Forgotten password' },
  description: {
    de: 'shopuser/password-recovery: einen Link zum Zurücksetzen des Passworts anfordern; die Antwort verrät nicht, ob es das Konto gibt. Mit den Demo-Links der E-Mail.',
    fr: 'shopuser/password-recovery\u00a0: demander un lien pour réinitialiser le mot de passe\u00a0; la réponse ne révèle pas si le compte existe. Avec les liens de démonstration de l’e-mail.',
    it: 'shopuser/password-recovery: richiedere un link per reimpostare la password; la risposta non rivela se il conto esiste. Con i link demo dell’e-mail.',
    en: 'shopuser/password-recovery: request a link to reset the password; the answer does not reveal whether the account exists. With the demo links of the e-mail.',
  },
  group: 'widgets',
  body: (context) => {
    const props = { loginUrl: LOGIN_PAGE }
    return marker('shopuser/password-recovery', props, { hydrate: 'load', fallback: fallbackHtml('shopuser/password-recovery', props, context.locale) }) + demoLinks(context)
  },
}

/** shopuser/password-reset (spec 1 §2, §5, §8): the page the recovery e-mail links to, with the token in the address. */
export const passwordResetPage: PageDefinition = {
  path: PASSWORD_RESET_PATH,
  title: { de: 'Neues Passwort festlegen', fr: 'Définir un nouveau mot de passe', it: 'Impostare una nuova password', en: 'Set a new password' },
  description: {
    de: 'shopuser/password-reset: neues Passwort mit den Regeln als Checkliste beim Tippen; abgelaufene und ungültige Links (?token=…, Demo-Links unten auf der Seite).',
    fr: 'shopuser/password-reset\u00a0: nouveau mot de passe, les règles en liste de contrôle pendant la saisie\u00a0; liens expirés et non valides (?token=…, liens de démonstration en bas de page).',
    it: 'shopuser/password-reset: nuova password con le regole come lista di controllo durante la digitazione; link scaduti e non validi (?token=…, link demo in fondo alla pagina).',
    en: 'shopuser/password-reset: a new password with the rules as a live checklist; expired and invalid links (?token=…, demo links at the foot of the page).',
  },
  group: 'widgets',
  breadcrumbs: [{ label: passwordRecoveryPage.title, path: passwordRecoveryPage.path }],
  body: (context) => {
    const props = { loginUrl: LOGIN_PAGE }
    const widget = marker('shopuser/password-reset', props, { hydrate: 'load', fallback: fallbackHtml('shopuser/password-reset', props, context.locale) })
    return widget + demoLinks(context)
  },
}
