import { render, screen } from '@testing-library/react'
import { ContactCard } from './contact-card'

const labels = { phone: 'Telefon', email: 'E-Mail' }

describe('contact-card', () => {
  it('shows name, role and department, and the phone and e-mail as tel: and mailto: links under their terms', () => {
    render(
      <ContactCard
        name="Sandra Meier"
        jobTitle="Kundenberaterin"
        department="Verkaufsinnendienst"
        phone=" +41 44 555 01 23 "
        email="sandra.meier@example.ch"
        image={{ src: '/bilder/sandra-meier.jpg', alt: 'Porträt von Sandra Meier' }}
        labels={labels}
      />,
    )

    expect(screen.getByText('Sandra Meier')).toBeInTheDocument()
    expect(screen.getByText('Kundenberaterin')).toBeInTheDocument()
    expect(screen.getByText('Verkaufsinnendienst')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Porträt von Sandra Meier' })).toHaveAttribute('src', '/bilder/sandra-meier.jpg')
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Telefon', 'E-Mail'])
    expect(screen.getByRole('link', { name: '+41 44 555 01 23' })).toHaveAttribute('href', 'tel:+41445550123')
    expect(screen.getByRole('link', { name: 'sandra.meier@example.ch' })).toHaveAttribute('href', 'mailto:sandra.meier@example.ch')
  })

  it('links only what is a phone number or an e-mail address (the one check of src/lib/email.ts)', () => {
    render(<ContactCard name="Beat Schneider" phone="auf Anfrage" email="beat.schneider(at)example.ch" labels={labels} />)

    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByText('auf Anfrage')).toBeInTheDocument()
    expect(screen.getByText('beat.schneider(at)example.ch')).toBeInTheDocument()
  })

  it('treats a portrait without alternative text as decorative, the name beside it saying whom it shows', () => {
    const { container } = render(<ContactCard name="Beat Schneider" image={{ src: '/bilder/beat.jpg' }} labels={labels} size="s" />)

    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('alt', '')
    expect(image).toHaveAttribute('width', '64')
  })

  it('leaves out the list of ways to reach them when there is none', () => {
    render(<ContactCard name="Beat Schneider" labels={labels} />)

    expect(screen.queryByRole('term')).not.toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })
})
