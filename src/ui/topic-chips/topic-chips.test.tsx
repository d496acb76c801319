import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { widgetTranslate } from '@/test/cms/widget-strings'
import { expectSameMarkup } from '@/test/same-markup'
import { TopicChips } from './topic-chips'
import type { Topic } from './topic-chips-shown'
import { topicChipsHtml } from './topic-chips.fallback'

const TOPICS: Topic[] = [
  { id: 'motorenoel', name: 'Motorenöl' },
  { id: 'hydraulik', name: 'Hydraulik' },
  { id: 'landwirtschaft', name: 'Landwirtschaft' },
  { id: 'umwelt', name: 'Umwelt' },
  { id: 'messen', name: 'Messen' },
]
const names = () => screen.getAllByRole('listitem').map((chip) => chip.textContent)

describe('topic chips', () => {
  it('show three topics, then a more chip that shows the rest and then fewer again, the focus staying on it', async () => {
    const { user } = renderWithProviders(<TopicChips topics={TOPICS} />)
    expect(names()).toEqual(['Motorenöl', 'Hydraulik', 'Landwirtschaft'])
    const more = screen.getByRole('button', { name: '+2 weitere Themen' })
    expect(more).toHaveTextContent('+2')
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await user.click(more)
    expect(names()).toEqual(['Motorenöl', 'Hydraulik', 'Landwirtschaft', 'Umwelt', 'Messen'])
    expect(more).toHaveAttribute('aria-expanded', 'true')
    expect(more).toHaveAccessibleName('Weniger')
    expect(more).toHaveFocus()
    await user.click(more)
    expect(names()).toHaveLength(3)
  })

  it('show as many as a teaser allows (two), and no more chip when all fit', () => {
    const { unmount } = renderWithProviders(<TopicChips topics={TOPICS} shown={2} />)
    expect(names()).toEqual(['Motorenöl', 'Hydraulik'])
    expect(screen.getByRole('button')).toHaveTextContent('+3')
    unmount()
    renderWithProviders(<TopicChips topics={TOPICS.slice(0, 3)} />)
    expect(names()).toHaveLength(3)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('are written by the CMS as the island renders them, before the more chip is used', () => {
    const t = widgetTranslate('news', 'de')
    for (const [topics, shown] of [[TOPICS, 3], [TOPICS, 1], [TOPICS.slice(0, 2), 3]] as const) {
      const { container, unmount } = renderWithProviders(<TopicChips topics={topics} shown={shown} />)
      expectSameMarkup(container, topicChipsHtml(topics, t, shown))
      unmount()
    }
  })

  it('show nothing without topics', () => {
    const { container } = renderWithProviders(<TopicChips topics={[]} />)
    expect(container).toBeEmptyDOMElement()
    expect(topicChipsHtml([], widgetTranslate('news', 'de'))).toBe('')
  })
})
