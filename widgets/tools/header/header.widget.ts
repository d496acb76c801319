import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { Header } from './header'

const props = v.object({
  shortcuts: v.optional(
    v.pipe(v.boolean(), v.description('Ölfinder und Kontakt als Schnellzugriffe in der Kopfzeile zeigen (sofern die Sitzung ihre Adressen kennt).')),
    true,
  ),
})

/** Props of the header widget: what its component receives, checked and with defaults. */
export type HeaderProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Kopfzeile mit Anmeldung, Benutzer-, Kundenauswahl- und Ansprechpersonen-Menü, Warenkorb und Schnellzugriffen; unter 1024 px ein mobiles Menü (Dokument 2 §2.4, §4). Über dem Seitenfalz: data-hydrate="load".',
  props,
  component: Header,
  examples: {
    standard: {},
    withoutShortcuts: { shortcuts: false },
  },
  // Its bar and menus; the login form, the contact search and the calls (axios) load when first used.
  budgetKb: 13,
})
