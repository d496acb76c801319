import 'i18next'
import type common from './locales/de/common.json'
import type editor from './locales/de/editor.json'
import type shopuser from './locales/de/shopuser.json'

// Keys are typed from the German files: a key that German lacks is a compile error. An area's
// namespace is added here with its first string.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: { common: typeof common; editor: typeof editor; shopuser: typeof shopuser }
    returnNull: false
  }
}
