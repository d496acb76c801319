import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './faq-process.widget'

/** The process needs its calls: the CMS writes the box of a step's height, which faq-process.module.css sizes. */
export default defineFallback<InputOf<typeof declaration>>({
  description: '`<div data-fallback="faq-process">`: an empty box of a step\'s height (the first step: a heading and three tiles), so nothing below moves when the process appears.',
  render: () => '<div data-fallback="faq-process"></div>',
})
