import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from './index'

/**
 * The menus of the site chrome that open over the page. Spec 2 §4 allows one active header menu at a
 * time (login, profile, select-contact, contact-person, mobile, none); the navigation overlay, the
 * language overlay and the search suggestions live in islands of their own but follow the same rule, so
 * opening any one closes the others, page-wide.
 */
export type MenuName = 'login' | 'profile' | 'select-contact' | 'contact-person' | 'mobile' | 'navigation' | 'language' | 'search'

type MenusState = {
  active: MenuName | null
  /**
   * The island that opened it, when several islands could show the same menu (the block catalogue places
   * headers and navigations beside the page's own): only the owner shows it. Null: any island of that menu.
   */
  owner: string | null
}
const initialState: MenusState = { active: null, owner: null }

const menusSlice = createSlice({
  name: 'menus',
  initialState,
  reducers: {
    /** A menu opened, by the island `owner` if given: whatever else was open closes. */
    menuOpened: {
      reducer: (menus, { payload }: PayloadAction<{ name: MenuName; owner: string | null }>) => {
        menus.active = payload.name
        menus.owner = payload.owner
      },
      prepare: (name: MenuName, owner?: string) => ({ payload: { name, owner: owner ?? null } }),
    },
    /** A menu closed; closing one that is no longer active changes nothing. */
    menuClosed: (menus, { payload }: PayloadAction<MenuName>) => {
      if (menus.active === payload) Object.assign(menus, initialState)
    },
    /** An island went away: the menu it opened closes with it. */
    menuOwnerLeft: (menus, { payload }: PayloadAction<string>) => {
      if (menus.owner === payload) Object.assign(menus, initialState)
    },
  },
  selectors: {
    selectActiveMenu: (menus) => menus.active,
    selectMenuOwner: (menus) => menus.owner,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof menusSlice> {}
}

// Injected by the first chrome widget that loads; all islands share it.
const injected = menusSlice.injectInto(rootReducer)

export const { menuOpened, menuClosed, menuOwnerLeft } = menusSlice.actions
export const { selectActiveMenu, selectMenuOwner } = injected.selectors
