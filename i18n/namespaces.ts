import type { Area } from '@/src/boot/areas'

/**
 * The string namespaces, one file each per locale (`i18n/locales/<locale>/<namespace>.json`): one per
 * page area, so a page downloads only the strings of the areas it places; `common` for the shared UI
 * (notifications, tables, quantity input …); `editor` for the CMS edit view's preview, loaded only there.
 */
export type Namespace = 'common' | 'editor' | Area
