// Generated from widgets/*/*/*.widget.ts by `npm run generate`; test/widgets.test.ts checks it is current.
import type { PropsInputOf, WidgetDeclaration } from '@/src/widget/define-widget'
import type shopuserLoginForm from '@/widgets/shopuser/login-form/login-form.widget'
import type toolsHeading from '@/widgets/tools/heading/heading.widget'
import type toolsRichText from '@/widgets/tools/rich-text/rich-text.widget'

type InputOf<D> = D extends WidgetDeclaration<infer S> ? PropsInputOf<S> : never

/** The props a CMS author writes, by widget name: what marker() and renderWidget() check against. */
export type WidgetInputs = {
  'shopuser/login-form': InputOf<typeof shopuserLoginForm>
  'tools/heading': InputOf<typeof toolsHeading>
  'tools/rich-text': InputOf<typeof toolsRichText>
}
