import 'i18next'
import type de from './locales/de.json'

// Keys are typed from the German file: a key that German lacks is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof de }
    returnNull: false
  }
}
