import { makeStore } from './index'
import { menuClosed, menuOpened, menuOwnerLeft, selectActiveMenu, selectMenuOwner } from './menus'

describe('menus', () => {
  it('keeps one menu open page-wide: opening another closes the first', () => {
    const store = makeStore()
    expect(selectActiveMenu(store.getState())).toBeNull()
    store.dispatch(menuOpened('profile'))
    store.dispatch(menuOpened('language'))
    expect(selectActiveMenu(store.getState())).toBe('language')
  })

  it('ignores closing a menu that is no longer the open one', () => {
    const store = makeStore()
    store.dispatch(menuOpened('navigation'))
    store.dispatch(menuOpened('search'))
    store.dispatch(menuClosed('navigation'))
    expect(selectActiveMenu(store.getState())).toBe('search')
    store.dispatch(menuClosed('search'))
    expect(selectActiveMenu(store.getState())).toBeNull()
  })

  it('knows which island opened a menu, and closes it when that island goes away', () => {
    const store = makeStore()
    store.dispatch(menuOpened('login', 'header-1'))
    expect(selectMenuOwner(store.getState())).toBe('header-1')
    store.dispatch(menuOwnerLeft('header-2'))
    expect(selectActiveMenu(store.getState())).toBe('login')
    store.dispatch(menuOwnerLeft('header-1'))
    expect(selectActiveMenu(store.getState())).toBeNull()
    expect(selectMenuOwner(store.getState())).toBeNull()
  })
})
