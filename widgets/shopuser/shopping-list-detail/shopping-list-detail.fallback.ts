import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './shopping-list-detail.widget'

export default defineFallback<InputOf<typeof declaration>, { signedIn?: boolean }>({
  description: '`<div data-fallback="signed-in">` (`signedIn`) or `<div data-fallback="signed-out">`: a box of the height of the loading view or of the sign-in note (shopping-list-detail.module.css).',
  render: (_, { signedIn = false }) => `<div data-fallback="${signedIn ? 'signed-in' : 'signed-out'}"></div>`,
})
