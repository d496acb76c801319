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
})
