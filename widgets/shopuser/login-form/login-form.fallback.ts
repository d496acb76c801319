import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './login-form.widget'

export default defineFallback<InputOf<typeof declaration>, { signedIn?: boolean }>({
  description: '`<div data-fallback="form">` for a visitor, `<div data-fallback="signed-in">` for a signed-in user (`signedIn`): a box of the height the island\'s stylesheet gives that state.',
  render: (_, { signedIn = false }) => `<div data-fallback="${signedIn ? 'signed-in' : 'form'}"></div>`,
})
