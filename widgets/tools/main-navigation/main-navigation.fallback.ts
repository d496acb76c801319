import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './main-navigation.widget'

export default defineFallback<InputOf<typeof declaration>, { hidden?: boolean }>({
  description:
    '`<div data-fallback="button">`, the menu button\'s 44 × 44 box (main-navigation.module.css). Nothing (`hidden`) where the island shows nothing: a signed-out visitor while `hideMenuWhenLoggedOut` is on (spec 2 §2.2, §6), since a box that vanishes would shift the bar.',
  render: (_, { hidden = false }) => (hidden ? '' : '<div data-fallback="button"></div>'),
})
