import { screen, waitFor, within } from '@testing-library/react'
import type { WidgetName } from '@/test/cms/html'
import { DEMO_PASSWORD } from '@/test/mocks/db/users'
import { recordNavigation, renderWidget } from '@/test/render'
import { catalogue } from '@/widgets/catalogue'

// The prompts to sign in on account pages offer the sign-in itself (src/features/sign-in-prompt): the prompt opens
// the shop's sign-in form in place, which brings the user back to the page (the session's loginRedirectUrl).
const PROMPTS: [WidgetName, string][] = [
  ['product/favorites-list', 'Bitte melden Sie sich an, um Ihre Favoriten zu sehen.'],
  ['product/quick-order', 'Bitte melden Sie sich an, um Artikel per Artikelnummer zu bestellen.'],
  ['shopuser/dashboard', 'Bitte melden Sie sich an, um Ihr Konto zu sehen.'],
  ['shopuser/notification-centre', 'Bitte melden Sie sich an, um Ihre Benachrichtigungen zu sehen.'],
  ['shopuser/address-list', 'Bitte melden Sie sich an, um Ihre Adressen zu sehen.'],
  ['shopuser/billing-partner-selection', 'Bitte melden Sie sich an, um Ihren Rechnungsempfänger zu wählen.'],
  ['shopuser/order-history', 'Bitte melden Sie sich an, um Ihre Bestellungen zu sehen.'],
  ['shopuser/ordered-products', 'Bitte melden Sie sich an, um Ihre bestellten Artikel zu sehen.'],
  ['shopuser/contract-list', 'Bitte melden Sie sich an, um Ihre Verträge zu sehen.'],
  ['shopuser/safety-data-sheets', 'Bitte melden Sie sich an, um die Sicherheitsdatenblätter Ihrer Produkte zu sehen.'],
  ['shopuser/customer-list', 'Bitte melden Sie sich an, um Ihre Kunden zu sehen.'],
  ['shopuser/customer-overview', 'Bitte melden Sie sich an, um die Kundenübersicht zu sehen.'],
  ['shopuser/shopping-lists', 'Bitte melden Sie sich an, um Ihre Einkaufslisten zu sehen.'],
  ['shopuser/b2b-checkout', 'Bitte melden Sie sich an, um Ihren Warenkorb zu sehen.'],
]

/** The widget's first example: the props a CMS author would write. */
const exampleOf = (name: WidgetName) => Object.values(catalogue.find((entry) => entry.name === name)?.declaration.examples ?? {})[0] ?? {}

describe('sign-in prompts on account pages', () => {
  it.each(PROMPTS)('%s offers the sign-in in its prompt', async (name, text) => {
    const { user } = await renderWidget(name, exampleOf(name) as never, { pageData: { session: { loginRedirectUrl: '/konto' } } })
    const prompt = await screen.findByRole('button', { name: text })
    expect(prompt).toHaveAttribute('aria-expanded', 'false')

    await user.click(prompt)
    expect(prompt).toHaveAttribute('aria-expanded', 'true')
    const form = document.getElementById(prompt.getAttribute('aria-controls') ?? '')!
    expect(await within(form).findByLabelText('Benutzername')).toHaveFocus()
    expect(within(form).getByRole('button', { name: 'Anmelden' })).toBeInTheDocument()
  })

  it('signs in from the prompt and returns to the page', async () => {
    const { user } = await renderWidget('shopuser/order-history', {}, { pageData: { session: { loginRedirectUrl: '/konto/bestellhistorie' } } })
    const navigate = recordNavigation()
    await user.click(await screen.findByRole('button', { name: 'Bitte melden Sie sich an, um Ihre Bestellungen zu sehen.' }))
    await user.type(await screen.findByLabelText('Benutzername'), 'kunde@example.ch')
    await user.type(screen.getByLabelText('Passwort'), DEMO_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/\/konto\/bestellhistorie$/)))
  })

  it('is plain text while login is disabled (spec 1 §6)', async () => {
    await renderWidget('shopuser/order-history', {}, { pageData: { session: { features: ['disableLogin'] } } })
    expect(await screen.findByText('Bitte melden Sie sich an, um Ihre Bestellungen zu sehen.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Bitte melden Sie sich an, um Ihre Bestellungen zu sehen.' })).not.toBeInTheDocument()
  })
})
