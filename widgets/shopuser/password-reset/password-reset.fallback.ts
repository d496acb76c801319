import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './password-reset.widget'

export default defineFallback<InputOf<typeof declaration>>({
  description: '`<div data-fallback="form">`: a box of the form\'s height, which every state of the widget keeps (password-reset.module.css; the CMS cannot know whether a reset link still works).',
  render: () => '<div data-fallback="form"></div>',
})
