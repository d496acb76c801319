import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from './index'

/**
 * The menus of the site chrome that open over the page. Spec 2 §4 allows one active header menu at a
 * time (login, profile, select-contact, contact-person, mobile, none); the navigation overlay, the
 * language overlay and the search suggestions live in islands of their own but follow the same rule, so
 * opening any one closes the others, page-wide.
 */
export type MenuName = 'login' | 'profile' | 'select-contact' | 'contact-person' | 'mobile' | 'navigation' | 'language' | 'search'

type MenusState = { active: MenuName | null }
const initialState: MenusState = { active: null }

const menusSlice = createSlice({
  name: 'menus',
  initialState,
  reducers: {
    /** A menu opened: whatever else was open closes. */
    menuOpened: (menus, { payload }: PayloadAction<MenuName>) => {
      menus.active = payload
    },
    /** A menu closed; closing one that is no longer active changes nothing. */
    menuClosed: (menus, { payload }: PayloadAction<MenuName>) => {
      if (menus.active === payload) menus.active = null
    },
  },
  selectors: {
    selectActiveMenu: (menus) => menus.active,
  },
})

// RTK's lazy slices are typed by augmenting this interface: it has no members of its own by design.
declare module './index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof menusSlice> {}
}

// Injected by the first chrome widget that loads; all islands share it.
const injected = menusSlice.injectInto(rootReducer)

export const { menuOpened, menuClosed } = menusSlice.actions
export const { selectActiveMenu } = injected.selectors
