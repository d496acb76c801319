import { connectApi, followServerRedirect } from '@/api/connect'
import { reloadPage } from './reload-page'

const hooksWith = (navigate: (url: string) => void) => ({ locale: () => 'de', tenant: () => '', notify: () => undefined, unknownError: () => undefined, navigate })

describe('reloadPage', () => {
  it('loads the page again without its fragment', () => {
    const navigate = vi.fn()
    connectApi(hooksWith(navigate))
    window.history.replaceState(null, '', '/konto?tab=1#oben')
    reloadPage()
    expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/konto?tab=1`)
  })

  it('yields to a server redirect already under way, which a reload would overtake', () => {
    const navigate = vi.fn()
    connectApi(hooksWith(navigate))
    followServerRedirect('/kundenuebersicht')
    reloadPage()
    expect(navigate.mock.calls).toEqual([['/kundenuebersicht']])
  })

  it('still reloads after a redirect that only moved to a fragment of this page', () => {
    const navigate = vi.fn()
    connectApi(hooksWith(navigate))
    window.history.replaceState(null, '', '/konto')
    followServerRedirect('/konto#adressen')
    reloadPage()
    expect(navigate.mock.calls).toEqual([['/konto#adressen'], [`${window.location.origin}/konto`]])
  })

  it('reloads again once the page left by a redirect comes back from the back-forward cache', () => {
    const navigate = vi.fn()
    connectApi(hooksWith(navigate))
    window.history.replaceState(null, '', '/konto')
    followServerRedirect('/kundenuebersicht')
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    reloadPage()
    expect(navigate.mock.calls).toEqual([['/kundenuebersicht'], [`${window.location.origin}/konto`]])
  })
})
