import { screen } from '@testing-library/react'
import { fallbackHtml } from '@/test/cms/widget-markup'
import { renderWidget } from '@/test/render'
import { FAQ_CONTACT_BOX_EXAMPLES } from './faq-contact-box.widget'

const { advice, longest } = FAQ_CONTACT_BOX_EXAMPLES

describe('tools/faq-contact-box', () => {
  it('names the contact person with the number to dial and the address to write to, and leads to the form', async () => {
    await renderWidget('tools/faq-contact-box', advice)
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Frage war nicht dabei?' })).toBeInTheDocument()
    expect(screen.getByText('Andrea Keller', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Andrea Keller' })).toHaveAttribute('src', '/media/team-480.jpg')
    expect(screen.getByRole('link', { name: '+41 52 208 30 40' })).toHaveAttribute('href', 'tel:+41522083040')
    expect(screen.getByRole('link', { name: 'beratung@schmierstoffe.example' })).toHaveAttribute('href', 'mailto:beratung@schmierstoffe.example')
    expect(screen.getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute('data-look', 'button')
  })

  it('reads the same in the CMS’s fallback as in the island: the parts, the person’s terms and links', async () => {
    const { el } = await renderWidget('tools/faq-contact-box', longest)
    const island = el.querySelector('[data-block]')!
    const template = document.createElement('template')
    template.innerHTML = fallbackHtml('tools/faq-contact-box', longest, 'de')
    const partsOf = (root: ParentNode) => [...root.querySelectorAll('[data-part], dt, a')].map((node) => `${node.getAttribute('data-part') ?? node.localName}: ${node.textContent}`)
    expect(partsOf(template.content)).toEqual(partsOf(island))
  })

  it('refuses an e-mail address that is none, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/faq-contact-box', { ...advice, person: { ...advice.person, email: 'beratung at schmierstoffe' } })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/email/)
  })
})
