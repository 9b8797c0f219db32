import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { uiText } from '@/config/ui-content'
import { InputField, TextAreaField } from './field'
import { SelectField } from './select-field'

describe('a field', () => {
  it('is named by its label and described by its hint', () => {
    render(<InputField label="GSTIN" hint="15 characters" />)
    const input = screen.getByRole('textbox', { name: 'GSTIN' })
    expect(input).toHaveAccessibleDescription('15 characters')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('announces its error as it appears, marks itself invalid and is described by it', () => {
    const { rerender } = render(<InputField label="Phone" />)
    expect(screen.queryByRole('alert')).toBeNull()
    rerender(<InputField label="Phone" error="Enter a 10-digit mobile number." />)
    const input = screen.getByRole('textbox', { name: 'Phone' })
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 10-digit mobile number.')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Enter a 10-digit mobile number.')
  })

  it('counts what a long text holds against its limit, and the text area is described by it', () => {
    render(<TextAreaField label="Message" value="Namaste" onChange={() => {}} limit={5} />)
    const area = screen.getByRole('textbox', { name: 'Message' })
    expect(area).toHaveValue('Namaste')
    expect(area).toHaveAccessibleDescription(uiText.characterCount('7', '5', true))
  })

  it('wires a select’s hint and error the same way', () => {
    const options = [
      { value: '', label: 'Choose…' },
      { value: 'masoor', label: 'Masoor Dal' },
    ]
    render(
      <SelectField label="Product" hint="Its prices" error="Choose a product" options={options} />,
    )
    const select = screen.getByRole('combobox', { name: 'Product' })
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Its prices Choose a product')
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a product')
  })
})
