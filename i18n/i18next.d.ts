import 'i18next'
import type common from './locales/de/common.json'
import type editor from './locales/de/editor.json'
import type footer from './locales/de/footer.json'
import type form from './locales/de/form.json'
import type news from './locales/de/news.json'
import type oilfinder from './locales/de/oilfinder.json'
import type product from './locales/de/product.json'
import type shopuser from './locales/de/shopuser.json'
import type tools from './locales/de/tools.json'

// Keys are typed from the German files: a key that German lacks is a compile error. An area's
// namespace is added here with its first string.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: { common: typeof common; editor: typeof editor; footer: typeof footer; form: typeof form; news: typeof news; oilfinder: typeof oilfinder; product: typeof product; shopuser: typeof shopuser; tools: typeof tools }
    returnNull: false
  }
}
