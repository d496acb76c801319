import { defineFallback, type InputOf } from '@/src/widget/fallback'
import type declaration from './job-detail.widget'

export default defineFallback<InputOf<typeof declaration>>({
  description:
    '`<div data-fallback="job-detail">`: a box as high as the island in every state (760 px; job-detail.module.css), so what follows the island starts below the fold and stays there while the job loads.',
  render: () => '<div data-fallback="job-detail"></div>',
})
