import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { POINT_OF_SERVICE_TEASER_EXAMPLES } from './point-of-service-teaser.widget'

const { dealers, longest } = POINT_OF_SERVICE_TEASER_EXAMPLES

describe('tools/point-of-service-teaser', () => {
  it('sends the place typed to the dealer finder’s page as ?q=, by a plain form that needs no script', async () => {
    const { user } = await renderWidget('tools/point-of-service-teaser', dealers)
    const field = screen.getByRole('searchbox', { name: 'PLZ oder Ort' })
    expect(field).toHaveAttribute('name', 'q')
    expect(field).toBeRequired()
    const form = field.closest('form')!
    expect(form).toHaveAttribute('action', '/service/haendlersuche')
    expect(form).toHaveAttribute('method', 'get')
    await user.type(field, '8400 Winterthur')
    expect(Object.fromEntries(new FormData(form))).toEqual({ q: '8400 Winterthur' })
    expect(screen.getByRole('button', { name: 'Händler finden' })).toHaveAttribute('type', 'submit')
  })

  it('takes the editor’s labels, and without a picture is the text and the form alone', async () => {
    await renderWidget('tools/point-of-service-teaser', longest)
    expect(screen.getByRole('searchbox', { name: 'Postleitzahl oder Ortschaft' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Servicestellen anzeigen' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Servicestellen für Landmaschinen/)
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('refuses to send the place to a javascript: address, with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { el } = await renderWidget('tools/point-of-service-teaser', { ...dealers, action: 'javascript:alert(1)' })
    expect(el).toHaveAttribute('data-island', 'failed')
    expect(warn.mock.calls.flat().join(' ')).toMatch(/action/)
  })
})
