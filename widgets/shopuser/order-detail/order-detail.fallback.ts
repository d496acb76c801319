import { defineFallback, type InputOf } from '@/src/widget/fallback'
import { accountNoteHtml, type AccountTableData } from '@/widgets/shopuser/parts/account-table/account-table.fallback'
import type declaration from './order-detail.widget'

export default defineFallback<InputOf<typeof declaration>, AccountTableData>({
  description:
    'For a user who may see orders, `<div data-fallback="order-detail">`: a box as high as the island in every state (760 px, 720 px from 1024 px; order-detail.module.css), so what follows the island starts below the fold and stays there while the order loads; otherwise (`note`) `<div data-fallback="note">` with the order history\'s note.',
  // The island shows the order history's notes (the same access, spec 1 §6).
  render: (_, { t, note, customerOverviewUrl }) => (note ? accountNoteHtml('orderHistory', note, t, customerOverviewUrl) : '<div data-fallback="order-detail"></div>'),
})
