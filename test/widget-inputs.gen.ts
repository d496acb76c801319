// Generated from widgets/*/*/*.widget.ts by `npm run generate`; test/widgets.test.ts checks it is current.
import type { PropsInputOf, WidgetDeclaration } from '@/src/widget/define-widget'
import type productSearchResults from '@/widgets/product/search-results/search-results.widget'
import type shopuserLoginForm from '@/widgets/shopuser/login-form/login-form.widget'
import type toolsBreadcrumb from '@/widgets/tools/breadcrumb/breadcrumb.widget'
import type toolsHeader from '@/widgets/tools/header/header.widget'
import type toolsHeading from '@/widgets/tools/heading/heading.widget'
import type toolsInfoRibbon from '@/widgets/tools/info-ribbon/info-ribbon.widget'
import type toolsLanguageSwitcher from '@/widgets/tools/language-switcher/language-switcher.widget'
import type toolsMainNavigation from '@/widgets/tools/main-navigation/main-navigation.widget'
import type toolsRichText from '@/widgets/tools/rich-text/rich-text.widget'
import type toolsScrollToTop from '@/widgets/tools/scroll-to-top/scroll-to-top.widget'
import type toolsSearchBox from '@/widgets/tools/search-box/search-box.widget'
import type footerFooter from '@/widgets/footer/footer/footer.widget'

// A widget without props takes none: an empty object, not `{}` (which would accept anything but null).
type Exact<P> = keyof P extends never ? Record<string, never> : P
type InputOf<D> = D extends WidgetDeclaration<infer S> ? Exact<PropsInputOf<S>> : never

/** The props a CMS author writes, by widget name: what marker() and renderWidget() check against. */
export type WidgetInputs = {
  'product/search-results': InputOf<typeof productSearchResults>
  'shopuser/login-form': InputOf<typeof shopuserLoginForm>
  'tools/breadcrumb': InputOf<typeof toolsBreadcrumb>
  'tools/header': InputOf<typeof toolsHeader>
  'tools/heading': InputOf<typeof toolsHeading>
  'tools/info-ribbon': InputOf<typeof toolsInfoRibbon>
  'tools/language-switcher': InputOf<typeof toolsLanguageSwitcher>
  'tools/main-navigation': InputOf<typeof toolsMainNavigation>
  'tools/rich-text': InputOf<typeof toolsRichText>
  'tools/scroll-to-top': InputOf<typeof toolsScrollToTop>
  'tools/search-box': InputOf<typeof toolsSearchBox>
  'footer/footer': InputOf<typeof footerFooter>
}
