import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './notification-centre.widget'

export default defineFallback<InputOf<typeof declaration>, { signedIn?: boolean }>({
  description: '`<div data-fallback="signed-in">` (`signedIn`) or `<div data-fallback="signed-out">`: a box of the first screen of notifications or of the sign-in note (notification-centre.module.css). What follows it starts below the fold: how many notifications a user has no fallback can know.',
  render: (_, { signedIn = false }) => `<div data-fallback="${signedIn ? 'signed-in' : 'signed-out'}"></div>`,
})
