// Every widget a CMS author can place, by data-component and data-widget (README: "Widgets").
// The one file outside an area that names widgets; it holds only dynamic imports, so nothing here
// enters the entry chunk but this map, and every widget of a page is requested at once.
import type { Registry } from '@/src/boot/types'

export const registry = {
  product: {},
  news: {},
  oilfinder: {},
  shopuser: {
    'login-form': () => import('./shopuser/login-form/login-form'),
  },
  form: {},
  tools: {
    heading: () => import('./tools/heading/heading'),
    'rich-text': () => import('./tools/rich-text/rich-text'),
  },
  footer: {},
} satisfies Registry

export type AreaName = keyof typeof registry
