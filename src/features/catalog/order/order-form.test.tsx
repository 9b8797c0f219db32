import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sendOrderRequest } from '@/lib/email'
import { useSessionContact } from '@/lib/session'
import { orderCopy } from '../catalog-content'
import { OrderForm } from './order-form'

vi.mock('@/lib/email', () => ({ sendOrderRequest: vi.fn() }))
vi.mock('@/lib/session', () => ({ useSessionContact: vi.fn() }))

const send = vi.mocked(sendOrderRequest)
const contact = vi.mocked(useSessionContact)
const purchase = { productName: 'Masoor Dal', size: '5kg', price: 455 } as const

function renderForm() {
  const onClose = vi.fn()
  render(<OrderForm purchase={purchase} onClose={onClose} />)
  return { onClose }
}

const field = (name: string) => screen.getByRole('textbox', { name })
const submit = () => screen.getByRole('button', { name: orderCopy.submit })

describe('OrderForm', () => {
  beforeEach(() => {
    send.mockReset()
    contact.mockReturnValue({ name: '', email: '', phone: '' })
  })

  it('prefills the signed-in buyer and the product message, and sends every field', async () => {
    contact.mockReturnValue({
      name: 'Asha Traders',
      email: 'asha@example.com',
      phone: '9876543210',
      uid: 'uid-42',
    })
    send.mockResolvedValue()
    renderForm()
    expect(field(orderCopy.name)).toHaveValue('Asha Traders')
    expect(field(orderCopy.message)).toHaveValue(
      'I would like to order Masoor Dal (5kg) at ₹455.00.',
    )
    await userEvent.click(submit())
    expect(send).toHaveBeenCalledWith({
      from_name: 'Asha Traders',
      from_email: 'asha@example.com',
      from_contact: '9876543210',
      product_name: 'Masoor Dal',
      product_weight: '5kg',
      product_price: 455,
      message: 'I would like to order Masoor Dal (5kg) at ₹455.00.',
      userId: 'uid-42',
    })
    expect(await screen.findByText(orderCopy.successTitle)).toBeInTheDocument()
    expect(screen.getByText(orderCopy.successText)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: orderCopy.close })).toHaveFocus()
  })

  it('requires name, email and phone but not the message', async () => {
    renderForm()
    await userEvent.clear(field(orderCopy.message))
    await userEvent.click(submit())
    expect(send).not.toHaveBeenCalled()
    expect(field(orderCopy.name)).toHaveAccessibleDescription(orderCopy.errors.name)
    expect(field(orderCopy.name)).toHaveFocus()
    expect(field(orderCopy.email)).toHaveAttribute('aria-invalid', 'true')
    expect(field(orderCopy.phone)).toHaveAttribute('aria-invalid', 'true')
    expect(field(orderCopy.message)).not.toHaveAttribute('aria-invalid')
  })

  it('keeps what was typed when sending fails', async () => {
    send.mockRejectedValue(new Error('offline'))
    renderForm()
    await userEvent.type(field(orderCopy.name), 'Ravi')
    await userEvent.type(field(orderCopy.email), 'ravi@example.com')
    await userEvent.type(field(orderCopy.phone), '9876500000')
    await userEvent.click(submit())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(orderCopy.failureTitle)
    expect(alert).toHaveTextContent(orderCopy.failureText)
    expect(field(orderCopy.name)).toHaveValue('Ravi')
    expect(field(orderCopy.phone)).toHaveValue('9876500000')
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('userId')
  })

  it('sends once while a request is in flight', async () => {
    let finish: () => void = () => {}
    send.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)))
    contact.mockReturnValue({ name: 'A', email: 'a@example.com', phone: '9876543210' })
    renderForm()
    await userEvent.click(submit())
    const busy = screen.getByRole('button', { name: orderCopy.submitting })
    expect(busy).toBeDisabled()
    await userEvent.click(busy)
    finish()
    await screen.findByText(orderCopy.successTitle)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('links to WhatsApp with product, size and the buyer’s message', async () => {
    renderForm()
    await userEvent.clear(field(orderCopy.message))
    await userEvent.type(field(orderCopy.message), 'Deliver to Jaipur')
    const link = screen.getByRole('link', { name: new RegExp(orderCopy.whatsapp) })
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text')
    expect(text).toContain('Masoor Dal')
    expect(text).toContain('5kg')
    expect(text).toContain('Deliver to Jaipur')
    expect(link).toHaveAttribute('target', '_blank')
  })
})
