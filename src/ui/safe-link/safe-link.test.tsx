import { renderWithProviders } from '@/test/render'
import { SafeLink } from './safe-link'

describe('safe-link', () => {
  it('renders a web link with its href', () => {
    const { getByRole } = renderWithProviders(<SafeLink href="/de/kontakt">Kontakt</SafeLink>)

    const link = getByRole('link', { name: 'Kontakt' })
    expect(link).toHaveAttribute('href', '/de/kontakt')
    expect(link).not.toHaveAttribute('rel')
  })

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '', undefined, 42])(
    'renders %j as plain text, not a link',
    (href) => {
      const { queryByRole, getByText } = renderWithProviders(<SafeLink href={href}>Mehr erfahren</SafeLink>)

      expect(queryByRole('link')).not.toBeInTheDocument()
      expect(getByText('Mehr erfahren').tagName).toBe('SPAN')
    },
  )

  it('opens a new tab without opener or referrer and says so to screen readers', () => {
    const { getByRole } = renderWithProviders(
      <SafeLink href="https://example.com/datenblatt.pdf" target="_blank">
        Datenblatt
      </SafeLink>,
    )

    // spec 2 §5: links opening in a new tab carry a no-opener, no-referrer relation.
    const link = getByRole('link', { name: 'Datenblatt (öffnet in neuem Tab)' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('keeps a rel the CMS gave and adds the new-tab relation once', () => {
    const { getByRole } = renderWithProviders(
      <SafeLink href="https://example.com" target="_blank" rel="nofollow noopener">
        Partner
      </SafeLink>,
    )

    expect(getByRole('link', { name: 'Partner (öffnet in neuem Tab)' })).toHaveAttribute(
      'rel',
      'nofollow noopener noreferrer',
    )
  })

  it('passes native props through and follows the link on Enter', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
    const { user, getByRole } = renderWithProviders(
      <SafeLink href="mailto:info@example.com" title="E-Mail schreiben" onClick={onClick}>
        info@example.com
      </SafeLink>,
    )
    const link = getByRole('link', { name: 'info@example.com' })

    await user.tab()
    expect(link).toHaveFocus()
    await user.keyboard('{Enter}')

    expect(onClick).toHaveBeenCalledTimes(1)
    expect(link).toHaveAttribute('title', 'E-Mail schreiben')
    expect(link).toHaveAttribute('href', 'mailto:info@example.com')
  })
})
