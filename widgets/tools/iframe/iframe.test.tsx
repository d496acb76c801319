import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { IFRAME_EXAMPLES } from './iframe.widget'

const { calculator, longest } = IFRAME_EXAMPLES

describe('tools/iframe', () => {
  it('shows the facade first: the title, who would receive the data, and the page at its site in a new tab; no frame yet', async () => {
    const { el } = await renderWidget('tools/iframe', calculator)
    expect(el.querySelector('iframe')).toBeNull()
    expect(screen.getByText(calculator.title)).toBeInTheDocument()
    expect(screen.getByText('Dieser Inhalt wird von rechner.schmierstoffe.example geladen. Erst wenn Sie ihn laden, werden Daten an rechner.schmierstoffe.example übertragen.')).toBeInTheDocument()
    const open = screen.getByRole('link', { name: 'Bei rechner.schmierstoffe.example öffnen (öffnet in neuem Tab)' })
    expect(open).toHaveAttribute('href', calculator.src)
    expect(open).toHaveAttribute('rel', 'noopener noreferrer')
    expect(el.querySelector('[data-block="iframe"]')).toHaveAttribute('data-height', '500')
  })

  it('loads the frame on the click, sandboxed and titled, and moves the focus into it', async () => {
    const { el, user } = await renderWidget('tools/iframe', longest)
    await user.click(screen.getByRole('button', { name: 'Inhalt laden' }))
    const frame = el.querySelector('iframe')!
    expect(frame).toHaveAttribute('src', longest.src)
    expect(frame).toHaveAttribute('title', longest.title)
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox')
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    expect(frame).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Inhalt laden' })).not.toBeInTheDocument()
    expect(el.querySelector('[data-block="iframe"]')).toHaveAttribute('data-height', '800')
  })

  it.each([
    ['an http page', { ...calculator, src: 'http://rechner.schmierstoffe.example/' }, /src/],
    ['a javascript: address', { ...calculator, src: 'javascript:alert(1)' }, /src/],
    ['no title', { src: calculator.src }, /title/],
    ['a height off the list', { ...calculator, height: 450 }, /height/],
  ])('leaves out a frame with %s, with a warning naming it', async (_, props, problem) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/iframe', props as never)
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(el.querySelector('iframe')).toBeNull()
    expect(warn.mock.calls.flat().join(' ')).toMatch(problem)
  })
})
