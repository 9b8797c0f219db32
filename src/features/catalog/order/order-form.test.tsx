import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { leadReference } from '@/lib/leads/submit/lead-id'
import { submitOrderRequest } from '@/lib/leads/submit/send'
import { forgetContact, rememberContact } from '@/lib/storage/remembered-contact'
import { useSessionContact, type SessionContact } from '@/hooks/use-session-contact'
import { orderCopy } from '@/features/catalog/catalog-content'
import { formatIndianNumber } from '@/lib/util/format'
import type { Purchase } from '@/features/catalog/purchase'
import { orderPacksCopy } from './order-content'
import { OrderForm } from './order-form'
import { ORDER_LIMITS } from './order-schema'
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-content'

vi.mock('@/lib/leads/submit/send', () => ({ submitOrderRequest: vi.fn() }))
vi.mock('@/hooks/use-session-contact', () => ({ useSessionContact: vi.fn() }))
vi.mock('@/lib/storage/remembered-contact', () => ({
  rememberContact: vi.fn(),
  forgetContact: vi.fn(),
}))
const gst = { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' }
vi.mock('@/lib/storage/gst-session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/storage/gst-session')>()),
  useGstSession: () => ({ verified: true, details: gst }),
}))

const send = vi.mocked(submitOrderRequest)
const sent = (id: string) => ({ reference: leadReference(id), recorded: true })
const contactMock = vi.mocked(useSessionContact)
const contact = {
  mockReturnValue: (
    value: Omit<SessionContact, 'remembered' | 'company' | 'delivery'> & Partial<SessionContact>,
  ) => contactMock.mockReturnValue({ remembered: false, company: '', delivery: '', ...value }),
}
const purchase = { productName: 'Masoor Dal', size: '5kg', price: 455 } as const

function renderForm(bought: Purchase = purchase) {
  const onClose = vi.fn()
  const { unmount } = render(
    <MemoryRouter>
      <OrderForm purchase={bought} onClose={onClose} />
    </MemoryRouter>,
  )
  return { onClose, unmount }
}

const field = (name: string) => screen.getByRole('textbox', { name })
const submit = () => screen.getByRole('button', { name: orderCopy.submit })

describe('OrderForm', () => {
  beforeEach(() => {
    send.mockReset().mockImplementation(async (id) => sent(id))
    contact.mockReturnValue({ name: '', email: '', phone: '' })
    vi.mocked(rememberContact).mockReset()
    vi.mocked(forgetContact).mockReset()
  })

  it('prefills the signed-in buyer and the product message, and sends every field and the packs', async () => {
    contact.mockReturnValue({
      name: 'Asha Traders',
      email: 'asha@example.com',
      phone: '9876543210',
      uid: 'uid-42',
    })
    renderForm()
    expect(field(orderCopy.name)).toHaveValue('Asha Traders')
    expect(field(orderCopy.message)).toHaveValue(
      'I would like to order Masoor Dal (5kg) at ₹455.00.',
    )
    expect(screen.getByText('1 × 5kg = ₹455.00 (5 kg)')).toBeInTheDocument()
    const more = screen.getByRole('button', { name: uiText.packs.more('Masoor Dal 5kg') })
    await userEvent.click(more)
    await userEvent.click(more)
    expect(screen.getByRole('spinbutton', { name: uiText.packs.of('Masoor Dal 5kg') })).toHaveValue(
      3,
    )
    expect(screen.getByText('3 × 5kg = ₹1,365.00 (15 kg)')).toBeInTheDocument()
    await userEvent.click(submit())
    const [id, record, userId] = send.mock.calls[0] ?? []
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(userId).toBe('uid-42')
    expect(record).toMatchObject({
      source: 'buy-now',
      name: 'Asha Traders',
      email: 'asha@example.com',
      phone: '9876543210',
      message: 'I would like to order Masoor Dal (5kg) at ₹455.00.',
      gstin: gst.gstin,
      gstState: gst.stateName,
      lines: [{ product: 'Masoor Dal', size: '5kg', packs: 3, packPrice: 455 }],
      totalKg: 15,
      total: 1365,
    })
    expect(await screen.findByText(messages.order.successTitle)).toBeInTheDocument()
    expect(screen.getByText(messages.order.successText)).toBeInTheDocument()
    expect(screen.getByText(messages.order.reference(leadReference(id ?? '')))).toBeInTheDocument()
    // A signed-in buyer's details come from the account: nothing is remembered on the device.
    expect(rememberContact).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: orderCopy.close })).toHaveFocus()
  })

  it('links a recorded request to My enquiries, and an unrecorded one nowhere', async () => {
    contact.mockReturnValue({ name: 'Ravi', email: 'ravi@example.com', phone: '9876500000' })
    renderForm()
    await userEvent.click(submit())
    expect(await screen.findByRole('link', { name: orderCopy.seeMyEnquiries })).toHaveAttribute(
      'href',
      paths.myEnquiries,
    )
    cleanup()
    send.mockImplementation(async (id) => ({ ...sent(id), recorded: false }))
    renderForm()
    await userEvent.click(submit())
    await screen.findByText(messages.order.successTitle)
    expect(screen.queryByRole('link', { name: orderCopy.seeMyEnquiries })).not.toBeInTheDocument()
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

  it('counts a long message, keeps it whole, and refuses it with the reason', async () => {
    contact.mockReturnValue({
      name: 'Meena Stores',
      email: 'meena@example.com',
      phone: '9829011223',
    })
    renderForm()
    const long = 'Deliver to the back gate. '.repeat(80)
    const max = ORDER_LIMITS.message
    expect(long.length).toBeGreaterThan(max)
    fireEvent.change(field(orderCopy.message), { target: { value: long } })
    // Not cut to the limit: the buyer sees all they wrote, and by how much it is over.
    expect(field(orderCopy.message)).toHaveValue(long)
    expect(field(orderCopy.message)).toHaveAccessibleDescription(
      uiText.characterCount(formatIndianNumber(long.length), formatIndianNumber(max), true),
    )
    await userEvent.click(submit())
    expect(send).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent(orderCopy.errors.tooLong)
    expect(field(orderCopy.message)).toHaveAttribute('aria-invalid', 'true')
    expect(field(orderCopy.message)).toHaveFocus()
  })

  it('keeps what was typed when sending fails', async () => {
    send.mockRejectedValue(new Error('offline'))
    renderForm()
    await userEvent.type(field(orderCopy.name), 'Ravi')
    await userEvent.type(field(orderCopy.email), 'ravi@example.com')
    await userEvent.type(field(orderCopy.phone), '9876500000')
    await userEvent.click(submit())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(messages.order.failureTitle)
    expect(alert).toHaveTextContent(messages.order.failureText)
    expect(field(orderCopy.name)).toHaveValue('Ravi')
    expect(field(orderCopy.phone)).toHaveValue('9876500000')
    expect(send.mock.calls[0]?.[2]).toBeUndefined()
    // A retry is the same request: it keeps its id, so it is never recorded twice.
    await userEvent.click(submit())
    expect(send.mock.calls[1]?.[0]).toBe(send.mock.calls[0]?.[0])
  })

  it('sends a request edited after a failure as a new request, under a new id', async () => {
    send.mockRejectedValue(new Error('offline'))
    contact.mockReturnValue({ name: 'Ravi', email: 'ravi@example.com', phone: '9876500000' })
    renderForm()
    await userEvent.click(submit())
    await screen.findByRole('alert')
    // The first attempt may be on record with the old words: it cannot be rewritten.
    await userEvent.type(field(orderCopy.message), ' Deliver to Jaipur.')
    await userEvent.click(submit())
    await userEvent.click(submit())
    const [first, edited, retried] = send.mock.calls.map(([id]) => id)
    expect(edited).not.toBe(first)
    expect(retried).toBe(edited)
    expect(send.mock.calls[1]?.[1].message).toContain('Deliver to Jaipur.')
  })

  it('retries under the same id when the dialog was closed after a failure and opened again', async () => {
    send.mockRejectedValueOnce(new Error('offline'))
    contact.mockReturnValue({ name: 'Ravi', email: 'ravi@example.com', phone: '9876500000' })
    const closed = renderForm()
    await userEvent.click(submit())
    await screen.findByRole('alert')
    closed.unmount()
    renderForm()
    await userEvent.click(submit())
    await screen.findByText(messages.order.successTitle)
    const [failed, retried] = send.mock.calls.map(([id]) => id)
    expect(retried).toBe(failed)
    // Sent: the next request for this product and size is a new one.
    cleanup()
    renderForm()
    await userEvent.click(submit())
    expect(send.mock.calls[2]?.[0]).not.toBe(failed)
  })

  it('remembers a guest’s details only when asked, and forgets them when unticked', async () => {
    renderForm()
    await userEvent.type(field(orderCopy.name), 'Ravi')
    await userEvent.type(field(orderCopy.email), 'ravi@example.com')
    await userEvent.type(field(orderCopy.phone), '9876500000')
    const box = screen.getByRole('checkbox', { name: uiText.rememberDetails.label })
    expect(box).not.toBeChecked()
    await userEvent.click(box)
    await userEvent.click(submit())
    await screen.findByText(messages.order.successTitle)
    expect(rememberContact).toHaveBeenCalledWith({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '9876500000',
    })
    expect(forgetContact).not.toHaveBeenCalled()
  })

  it('sends once while a request is in flight', async () => {
    let finish: () => void = () => {}
    send.mockImplementation((id) => new Promise((resolve) => (finish = () => resolve(sent(id)))))
    contact.mockReturnValue({ name: 'A', email: 'a@example.com', phone: '9876543210' })
    renderForm()
    await userEvent.click(submit())
    const busy = screen.getByRole('button', { name: orderCopy.submitting })
    expect(busy).toBeDisabled()
    await userEvent.click(busy)
    finish()
    await screen.findByText(messages.order.successTitle)
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

  it('holds the request back until its packs reach the product’s least order, and says so', async () => {
    contact.mockReturnValue({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' })
    renderForm({ productName: 'Soyabean Dana', size: '5kg', price: 410, minOrderKg: 15 })
    const short = orderPacksCopy.belowLeastOrder('Soyabean Dana', '15', '5')
    expect(submit()).toBeDisabled()
    expect(submit()).toHaveAccessibleDescription(short)
    const more = screen.getByRole('button', { name: uiText.packs.more('Soyabean Dana 5kg') })
    await userEvent.click(more)
    expect(submit()).toBeDisabled()
    await userEvent.click(more)
    expect(submit()).toBeEnabled()
    expect(screen.queryByText(short)).not.toBeInTheDocument()
    await userEvent.click(submit())
    expect(send.mock.calls[0]?.[1]).toMatchObject({
      lines: [{ product: 'Soyabean Dana', size: '5kg', packs: 3, packPrice: 410 }],
      totalKg: 15,
    })
  })
})
