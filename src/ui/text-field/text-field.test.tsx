import { render, screen } from '@testing-library/react'
import { TextField } from './text-field'

describe('text-field', () => {
  it('labels its control and describes it by its hint', () => {
    render(
      <TextField id="comment" label="Bemerkung" hint="Höchstens 200 Zeichen.">
        {(control) => <textarea {...control} />}
      </TextField>,
    )

    const box = screen.getByRole('textbox', { name: 'Bemerkung' })
    expect(box).toHaveAccessibleDescription('Höchstens 200 Zeichen.')
    expect(box).not.toHaveAttribute('aria-invalid')
  })

  it('shows the error above the control, makes it invalid and reads the hint, then further descriptions, then the error', () => {
    render(
      <>
        <TextField id="password" label="Passwort" hint="Mindestens 8 Zeichen." error="Das Passwort ist zu schwach." describedBy={['rules']}>
          {(control) => <input type="password" {...control} />}
        </TextField>
        <p id="rules">Eine Ziffer fehlt.</p>
      </>,
    )

    const input = screen.getByLabelText('Passwort')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Mindestens 8 Zeichen. Eine Ziffer fehlt. Das Passwort ist zu schwach.')
    const error = screen.getByText('Das Passwort ist zu schwach.')
    // GOV.UK's order: the error is met before the control.
    expect(error.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('gives a control without hint or error no description', () => {
    render(
      <TextField id="country" label="Land">
        {(control) => (
          <select {...control}>
            <option>Schweiz</option>
          </select>
        )}
      </TextField>,
    )

    const select = screen.getByRole('combobox', { name: 'Land' })
    expect(select).not.toHaveAttribute('aria-describedby')
    expect(select).not.toHaveAttribute('aria-invalid')
  })
})
