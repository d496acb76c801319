import { screen } from '@testing-library/react'
import { renderWidget } from '@/test/render'
import { SENT_KEY } from '../parts/process-memory'

const SENT = { title: 'Wie können wir Ihnen helfen?', answers: [{ title: 'Wie erreichen wir Sie?', lines: [{ label: 'Firma', text: 'Muster Transporte AG' }] }] }

describe('form/faq-confirmation', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('promises a reply within 48 hours (spec 2 §9), names the reference and lists what was sent', async () => {
    window.history.replaceState(null, '', '/service/faq/bestaetigung?referenz=KM-2026-00042')
    window.sessionStorage.setItem(SENT_KEY, JSON.stringify(SENT))
    await renderWidget('form/faq-confirmation', { back: { href: '/service/faq', text: 'Zurück zu den häufigen Fragen' } })
    expect(screen.getByRole('heading', { level: 2, name: 'Vielen Dank für Ihre Anfrage' })).toBeInTheDocument()
    expect(screen.getByText('Wir antworten Ihnen innerhalb von 48 Stunden.')).toBeInTheDocument()
    expect(screen.getByText('Ihre Referenznummer: KM-2026-00042')).toBeInTheDocument()
    expect(screen.getByText('Firma').nextSibling).toHaveTextContent('Muster Transporte AG')
    expect(screen.getByRole('link', { name: 'Zurück zu den häufigen Fragen' })).toHaveAttribute('href', '/service/faq')
  })

  it('shows no reference that is not one, and ignores a stored record that is not ours', async () => {
    window.history.replaceState(null, '', '/service/faq/bestaetigung?referenz=<script>')
    window.sessionStorage.setItem(SENT_KEY, JSON.stringify({ answers: 'all of them' }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await renderWidget('form/faq-confirmation', {})
    expect(screen.queryByText(/Referenznummer/)).not.toBeInTheDocument()
    expect(screen.getByText('Eine Kopie Ihrer Anfrage erhalten Sie per E-Mail.')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignored the stored'))
  })
})
