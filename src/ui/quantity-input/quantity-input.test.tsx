import { useState } from 'react'
import { renderWithProviders } from '@/test/render'
import { MAX_QUANTITY, QuantityInput, type QuantityInputProps } from './quantity-input'

type HarnessProps = Omit<QuantityInputProps, 'value' | 'onChange'> & { initial?: number; onChange?: (value: number) => void }

// Holds the value like a cart row does, so the tests see what the user sees after each change.
function Harness({ initial = 1, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial)
  return (
    <QuantityInput
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next)
        setValue(next)
      }}
    />
  )
}

function setup(props: HarnessProps = {}) {
  const onChange = vi.fn()
  const view = renderWithProviders(<Harness onChange={onChange} {...props} />)
  return {
    ...view,
    onChange,
    field: view.getByRole('spinbutton', { name: props.label ?? 'Menge' }),
    minus: view.getByRole('button', { name: 'Menge verringern' }),
    plus: view.getByRole('button', { name: 'Menge erhöhen' }),
  }
}

describe('quantity-input', () => {
  it('shows the quantity in a labelled field between minus and plus', () => {
    const { field, minus, plus } = setup({ initial: 3 })

    expect(field).toHaveValue('3')
    expect(field).toHaveAttribute('inputmode', 'numeric')
    expect(field).toHaveAttribute('aria-valuemin', '0')
    expect(field).toHaveAttribute('aria-valuemax', '9999')
    expect(minus).not.toHaveAttribute('aria-disabled')
    expect(plus).not.toHaveAttribute('aria-disabled')
  })

  it('steps by one with plus and minus', async () => {
    const { user, field, minus, plus, onChange } = setup({ initial: 3 })

    await user.click(plus)
    expect(field).toHaveValue('4')
    await user.click(minus)
    await user.click(minus)
    expect(field).toHaveValue('2')
    expect(onChange.mock.calls).toEqual([[4], [3], [2]])
  })

  it('disables minus at the minimum and keeps focus on it', async () => {
    const { user, field, minus, onChange } = setup({ initial: 2, min: 1 })

    minus.focus()
    await user.keyboard('{Enter}')
    expect(field).toHaveValue('1')
    // spec 1 §5: minus is disabled at the minimum.
    expect(minus).toHaveAttribute('aria-disabled', 'true')
    expect(minus).toHaveFocus()

    await user.keyboard('{Enter}')
    await user.click(minus)
    expect(field).toHaveValue('1')
    expect(onChange.mock.calls).toEqual([[1]])
  })

  it('disables plus at the maximum', async () => {
    const { user, field, plus, onChange } = setup({ initial: 4, max: 5 })

    await user.click(plus)
    await user.click(plus)

    expect(field).toHaveValue('5')
    expect(plus).toHaveAttribute('aria-disabled', 'true')
    expect(onChange.mock.calls).toEqual([[5]])
  })

  it('never goes above 9999, even when a larger max is passed', async () => {
    const { user, field, plus } = setup({ initial: 9998, max: 20000 })

    expect(MAX_QUANTITY).toBe(9999)
    expect(field).toHaveAttribute('aria-valuemax', '9999')
    await user.click(plus)
    expect(field).toHaveValue('9999')
    expect(plus).toHaveAttribute('aria-disabled', 'true')
  })

  it('passes a typed valid quantity on', async () => {
    const { user, field, onChange } = setup({ initial: 1 })

    await user.clear(field)
    await user.type(field, '250')

    expect(onChange).toHaveBeenLastCalledWith(250)
    expect(field).toHaveValue('250')
    expect(field).toHaveAttribute('aria-invalid', 'false')
    expect(field).not.toHaveAttribute('aria-describedby')
  })

  it('warns about a value below the minimum and does not pass it on', async () => {
    const { user, field, onChange, getByRole } = setup({ initial: 5, min: 2 })

    await user.clear(field)
    await user.type(field, '1')

    const warning = getByRole('alert')
    expect(warning).toHaveTextContent(/^Bitte geben Sie einen größeren Wert ein$/)
    expect(field).toHaveAccessibleDescription('Bitte geben Sie einen größeren Wert ein')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveValue('1')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('caps a typed value above the maximum at the maximum, says so, and passes on what it shows (spec 2 §5)', async () => {
    const { user, field, plus, onChange, getByRole } = setup({ initial: 5 })

    await user.clear(field)
    await user.type(field, '12000')
    await user.tab()

    // spec 1 §5: the warning; spec 2 §5: the input is capped at 9999, so the field never shows what the cart will not have.
    expect(getByRole('alert')).toHaveTextContent(/^Bitte geben Sie einen kleineren Wert ein$/)
    expect(field).toHaveAccessibleDescription('Bitte geben Sie einen kleineren Wert ein')
    expect(field).toHaveValue('9999')
    expect(plus).toHaveAttribute('aria-disabled', 'true')
    expect(onChange).toHaveBeenLastCalledWith(9999)
    expect(onChange).not.toHaveBeenCalledWith(12000)
  })

  it('caps at a smaller maximum too', async () => {
    const { user, field, onChange } = setup({ initial: 2, max: 5 })

    await user.clear(field)
    await user.type(field, '7')

    expect(field).toHaveValue('5')
    expect(onChange).toHaveBeenLastCalledWith(5)
  })

  it('clears the warning once the typed value is valid again', async () => {
    const { user, field, onChange, queryByRole } = setup({ initial: 5 })

    await user.clear(field)
    await user.type(field, '-3')
    expect(queryByRole('alert')).toHaveTextContent('Bitte geben Sie einen größeren Wert ein')

    await user.clear(field)
    await user.type(field, '7')
    expect(queryByRole('alert')).not.toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'false')
    expect(onChange).toHaveBeenLastCalledWith(7)
  })

  it('keeps non-numeric text while typing without passing it on, and restores the quantity on leaving', async () => {
    const { user, field, onChange } = setup({ initial: 5 })

    await user.clear(field)
    await user.type(field, 'zwei')
    expect(field).toHaveValue('zwei')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(onChange).not.toHaveBeenCalled()

    await user.tab()
    expect(field).toHaveValue('5')
  })

  it('steps down from the capped maximum and drops the warning', async () => {
    const { user, field, minus, plus, onChange, queryByRole } = setup({ initial: 5 })

    await user.clear(field)
    await user.type(field, '12000')
    await user.click(plus)
    expect(field).toHaveValue('9999')
    await user.click(minus)

    expect(field).toHaveValue('9998')
    expect(onChange).toHaveBeenLastCalledWith(9998)
    expect(queryByRole('alert')).not.toBeInTheDocument()
  })

  it('leaves a typed value below the minimum alone when minus is pressed', async () => {
    const { user, field, minus, plus, onChange } = setup({ initial: 5 })

    await user.clear(field)
    await user.type(field, '-3')
    expect(minus).toHaveAttribute('aria-disabled', 'true')
    await user.click(minus)
    expect(field).toHaveValue('-3')

    await user.click(plus)
    expect(field).toHaveValue('0')
    expect(onChange.mock.calls).toEqual([[0]])
  })

  it('steps with ArrowUp and ArrowDown and stops at the bounds', async () => {
    const { user, field, onChange } = setup({ initial: 1, max: 3 })

    await user.click(field)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(field).toHaveValue('0')
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(field).toHaveValue('3')
    expect(onChange.mock.calls).toEqual([[0], [1], [2], [3]])
  })

  describe('for an owner that follows whether the field shows a quantity (a cart: spec 1 §5)', () => {
    it('keeps an emptied field empty on leaving, says a quantity is missing, and tells the owner', async () => {
      const onValidityChange = vi.fn()
      const { user, field, onChange, getByRole } = setup({ initial: 5, onValidityChange })

      await user.clear(field)
      expect(onValidityChange).toHaveBeenLastCalledWith(false)
      await user.tab()

      expect(field).toHaveValue('')
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(getByRole('alert')).toHaveTextContent(/^Bitte geben Sie eine Menge ein\.$/)
      expect(field).toHaveAccessibleDescription('Bitte geben Sie eine Menge ein.')
      expect(onChange).not.toHaveBeenCalled()

      await user.type(field, '3')
      expect(onValidityChange).toHaveBeenLastCalledWith(true)
      expect(onChange).toHaveBeenLastCalledWith(3)
    })

    it('keeps text that is no number, and a value below the minimum, as invalid', async () => {
      const onValidityChange = vi.fn()
      const { user, field } = setup({ initial: 5, min: 1, onValidityChange })

      await user.clear(field)
      await user.type(field, 'zwei')
      await user.tab()
      expect(field).toHaveValue('zwei')
      expect(onValidityChange).toHaveBeenLastCalledWith(false)

      await user.clear(field)
      await user.type(field, '0')
      expect(onValidityChange).toHaveBeenLastCalledWith(false)
      await user.clear(field)
      await user.type(field, '4')
      expect(onValidityChange).toHaveBeenLastCalledWith(true)
    })
  })

  it('follows a new value from outside', () => {
    const onChange = vi.fn()
    const { rerender, getByRole } = renderWithProviders(<QuantityInput value={2} onChange={onChange} />)

    rerender(<QuantityInput value={8} onChange={onChange} />)

    expect(getByRole('spinbutton', { name: 'Menge' })).toHaveValue('8')
  })

  it('uses a given label and id', () => {
    const { field } = setup({ label: 'Anzahl Kanister', id: 'qty-42' })

    expect(field).toHaveAttribute('id', 'qty-42')
  })

  it('does nothing while disabled', async () => {
    const { user, field, minus, plus, onChange } = setup({ initial: 3, disabled: true })

    await user.click(plus)
    await user.type(field, '9')

    expect(field).toBeDisabled()
    expect(minus).toBeDisabled()
    expect(plus).toBeDisabled()
    expect(field).toHaveValue('3')
    expect(onChange).not.toHaveBeenCalled()
  })
})
