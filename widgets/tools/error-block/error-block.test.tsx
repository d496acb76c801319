import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { ERROR_BLOCK_EXAMPLES } from './error-block.widget'

describe('tools/error-block', () => {
  it('names the error page with its title as the page’s heading, the subtitle below it', async () => {
    await renderWidget('tools/error-block', { title: 'Seite nicht gefunden', subtitle: 'Die Adresse ist veraltet.' })
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument()
    expect(screen.getByText('Die Adresse ist veraltet.').tagName).toBe('P')
  })

  it('shows the title alone when there is no subtitle, at the level the CMS gives', async () => {
    const { el } = await renderWidget('tools/error-block', { title: ERROR_BLOCK_EXAMPLES.notFound.title, level: 2 })
    expect(screen.getByRole('heading', { level: 2, name: 'Seite nicht gefunden' })).toBeInTheDocument()
    expect(el.querySelector('[data-part="subtitle"]')).toBeNull()
  })

  it('shows CMS text as text, never as markup', async () => {
    await renderWidget('tools/error-block', { title: '<img src=x onerror=alert(1)>Fehler' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<img src=x onerror=alert(1)>Fehler')
    expect(document.querySelector('img')).toBeNull()
  })
})
