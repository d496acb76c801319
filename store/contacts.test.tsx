import { act, screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { defineWidget } from '@/src/widget/define-widget'
import { USER_COOKIE, userDataFor } from '@/test/mocks/db/index'
import { injectFault } from '@/test/mocks/faults'
import { mountPage, pageDataScript, testRegistry } from '@/test/render'
import { selectSelectedContact } from './account'
import { chooseContact, logoutFromContact } from './contacts'
import { useAppDispatch, useAppSelector } from './hooks'
import { CONTACT_SEARCH_DEBOUNCE_MS, useContactSearch } from './use-contact-search'

// Two islands that share the contact family, the way the header's select-contact menu and the account
// area's acting-for banner will: the contacts slice is injected by the first one and read by both.
function ContactPicker() {
  const { contacts, search, busy } = useContactSearch()
  const dispatch = useAppDispatch()
  return (
    <section aria-label="Kundenauswahl" aria-busy={busy}>
      <input aria-label="Kontakt suchen" onChange={(event) => search(event.target.value)} />
      <ul>
        {contacts.map((contact) => (
          <li key={contact.contactId}>
            <button type="button" onClick={() => void dispatch(chooseContact({ id: contact.id, contactId: contact.contactId }))}>
              {contact.displayLine1}, {contact.displayLine2}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => void dispatch(logoutFromContact())}>
        Kontakt abmelden
      </button>
    </section>
  )
}

function ActingFor() {
  const contact = useAppSelector(selectSelectedContact)
  return <p>Im Auftrag von: {contact ? contact.name : 'niemandem'}</p>
}

const declare = (component: () => React.ReactNode) =>
  defineWidget({ description: 'Test', props: v.object({}), component, examples: { standard: {} }, budgetKb: 1 })
const registry = testRegistry({ picker: declare(ContactPicker), banner: declare(ActingFor) }, ['shopuser'])

const EMPLOYEE = 'mitarbeiter@example.ch'
const island = (widget: string) => `<div data-component="shopuser" data-widget="${widget}" data-hydrate="load"></div>`

/** The employee's page; `withContacts: false` as a CMS that leaves the list for the selector to load. */
async function openAsEmployee(html: string, { withContacts = true } = {}) {
  document.cookie = `${USER_COOKIE}=${encodeURIComponent(EMPLOYEE)}; path=/`
  const user = { ...userDataFor(EMPLOYEE), ...(withContacts ? {} : { availableContacts: [] }) }
  return mountPage(pageDataScript({ user }) + html, registry)
}

const picker = () => within(screen.getByRole('region', { name: 'Kundenauswahl' }))
const contactButtons = () => picker().queryAllByRole('button', { name: /, / })

describe('the contact family', () => {
  it('loads the list when the selector is created empty, at most 5 contacts (spec 1 §9, spec 2 §4)', async () => {
    await openAsEmployee(island('picker'), { withContacts: false })
    await waitFor(() => expect(contactButtons()).toHaveLength(5))
    expect(contactButtons()[0]).toHaveTextContent('Brunner Transporte AG')
  })

  it('lists the page’s contacts without a search when the page brings them', async () => {
    const { store } = await openAsEmployee(island('picker'))
    expect(contactButtons()).toHaveLength(10)
    expect(store.getState().running.families).toEqual({})
  })

  it('searches once the user pauses typing, and shows only the latest term’s contacts', async () => {
    const { user } = await openAsEmployee(island('picker'))
    await user.type(picker().getByRole('textbox', { name: 'Kontakt suchen' }), 'Huber')
    // Within the debounce nothing has been searched yet: the page's list still shows.
    expect(contactButtons()).toHaveLength(10)
    await waitFor(() => expect(contactButtons()).toHaveLength(2))
    for (const button of contactButtons()) expect(button).toHaveTextContent('Huber')
    expect(CONTACT_SEARCH_DEBOUNCE_MS).toBe(300)
  })

  it('shares its state between islands: choosing a contact in one shows in the other', async () => {
    const { user, store } = await openAsEmployee(island('picker') + island('banner'))
    expect(screen.getByText('Im Auftrag von: niemandem')).toBeInTheDocument()
    await user.click(picker().getByRole('button', { name: /Landmaschinen Zürcher AG/ }))
    expect(await screen.findByText('Im Auftrag von: Landmaschinen Zürcher AG')).toBeInTheDocument()
    expect(store.getState().account.selectedContact).toMatchObject({ name: 'Landmaschinen Zürcher AG', customerId: '0001004738' })

    await user.click(picker().getByRole('button', { name: 'Kontakt abmelden' }))
    expect(await screen.findByText('Im Auftrag von: niemandem')).toBeInTheDocument()
  })

  it('is injected once: an island mounted later keeps what the first one loaded', async () => {
    const { user, runtime, store } = await openAsEmployee(island('picker'))
    await user.type(picker().getByRole('textbox', { name: 'Kontakt suchen' }), 'Steiner')
    await waitFor(() => expect(contactButtons()).toHaveLength(2))
    const later = document.createElement('div')
    later.innerHTML = island('picker')
    document.body.append(later)
    act(() => runtime.boot(later))
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Kundenauswahl' })).toHaveLength(2))
    for (const region of screen.getAllByRole('region', { name: 'Kundenauswahl' })) {
      expect(within(region).getAllByRole('button', { name: /Metallbau Steiner AG/ })).toHaveLength(2)
    }
    expect(store.getState().contacts).toMatchObject({ query: 'Steiner' })
  })

  it('empties the list and says why when a search fails (spec 1 §8)', async () => {
    const { user } = await openAsEmployee(island('picker'))
    injectFault({ path: '/api/contact/search', status: 500 })
    await user.type(picker().getByRole('textbox', { name: 'Kontakt suchen' }), 'Wyss')
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
    await waitFor(() => expect(contactButtons()).toHaveLength(0))
  })
})
