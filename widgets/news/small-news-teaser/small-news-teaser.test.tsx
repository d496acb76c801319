import { within } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { SMALL_NEWS_TEASER_EXAMPLES } from './small-news-teaser.widget'

const { fair, longest } = SMALL_NEWS_TEASER_EXAMPLES

describe('news/small-news-teaser', () => {
  it('is the small news card: the picture beside the text, the title as the card’s link, the date and the one topic', async () => {
    const { el } = await renderWidget('news/small-news-teaser', fair)
    const card = el.querySelector('article')!
    expect(card).toHaveAttribute('data-size', 'small')
    expect(within(card).getByRole('link', { name: 'Besuchen Sie uns an der Agrama in Bern' })).toHaveAttribute('href', '/unternehmen/standorte')
    expect(card.querySelector('time')).toHaveTextContent('30.09.2026')
    expect(within(card).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Messen'])
    expect(card.querySelector('img')).toHaveAttribute('sizes', '(min-width: 1200px) 195px, (min-width: 480px) 17vw, 100vw')
  })

  it('goes without a picture, and shows two of three topics with the more chip', async () => {
    const { el } = await renderWidget('news/small-news-teaser', longest)
    const card = el.querySelector('article')!
    expect(card.querySelector('img')).toBeNull()
    expect(within(card).getByText('Produktneuheit')).toBeInTheDocument()
    expect(within(card).getAllByRole('listitem')).toHaveLength(2)
    expect(within(card).getByRole('button', { name: '+1 weitere Themen' })).toHaveTextContent('+1')
  })
})
