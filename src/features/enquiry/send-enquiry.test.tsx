import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@/config/messages'
import { site, whatsappLink } from '@/config/site'
import type { Product } from '@/lib/catalog/catalog'
import {
  readEnquiryList,
  updateEnquiryList,
  writeEnquiryList,
  type EnquiryLine,
} from '@/lib/storage/enquiry-list'
import { leadReference } from '@/lib/leads/submit/lead-id'
import { LeadThrottled } from '@/lib/leads/submit/lead-throttle'
import type { LeadOutcome } from '@/lib/leads/submit/send'
import { submitOrderRequest } from '@/lib/leads/submit/send'
import { useSessionContact } from '@/hooks/use-session-contact'
import { enquiryCopy as copy } from './enquiry-content'
import { priceEnquiry } from './priced-lines'
import { SendEnquiry } from './send-enquiry'

vi.mock('@/lib/leads/submit/send', () => ({ submitOrderRequest: vi.fn() }))
vi.mock('@/hooks/use-session-contact', () => ({ useSessionContact: vi.fn() }))

const products: Product[] = [
  { id: 'masoor-dal', name: 'Masoor Dal', image: '', prices: { '1kg': 95, '30kg': 2640 } },
  { id: 'bura', name: 'Bura', image: '', prices: { '5kg': 278 } },
  { id: 'soya', name: 'Soyabean Dana', image: '', prices: { '5kg': 410 }, minOrderKg: 30 },
]
const masoor: EnquiryLine = { productId: 'masoor-dal', name: 'Masoor Dal', size: '30kg', packs: 2 }
const bura: EnquiryLine = { productId: 'bura', name: 'Bura', size: '5kg', packs: 1 }
const gst = { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' }

function renderForm(lines: EnquiryLine[]) {
  const onSending = vi.fn()
  const onSent = vi.fn<(outcome: LeadOutcome) => void>()
  render(
    <SendEnquiry
      priced={priceEnquiry(lines, products)}
      ready
      gst={gst}
      onVerifyGst={vi.fn()}
      onSending={onSending}
      onSent={onSent}
    />,
  )
  return { onSending, onSent }
}

beforeEach(() => {
  vi.mocked(useSessionContact).mockReturnValue({
    name: 'Sharma Kirana',
    email: 'sharma@example.com',
    phone: '9829011223',
    company: 'Sharma Kirana Stores',
    delivery: 'Shop 4, Station Road, Jaipur, 302006',
    uid: 'uid-1',
    remembered: false,
  })
  vi.mocked(submitOrderRequest).mockReset()
})
afterEach(() => writeEnquiryList([]))

describe('SendEnquiry', () => {
  it('says when sending starts and ends, and takes off the list only the lines it sent', async () => {
    writeEnquiryList([masoor])
    let answer!: (outcome: LeadOutcome) => void
    vi.mocked(submitOrderRequest).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const { onSending, onSent } = renderForm([masoor])
    await userEvent.click(screen.getByRole('button', { name: copy.submit }))
    expect(onSending).toHaveBeenLastCalledWith(true)
    // Added in another tab while the request was on its way: not part of it.
    updateEnquiryList((lines) => [...lines, bura])
    const [id] = vi.mocked(submitOrderRequest).mock.calls[0] ?? []
    answer({ reference: leadReference(id ?? ''), recorded: true })
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled())
    expect(onSending).toHaveBeenLastCalledWith(false)
    expect(readEnquiryList()).toEqual([bura])
  })

  it('keeps the whole list when sending fails', async () => {
    writeEnquiryList([masoor, bura])
    vi.mocked(submitOrderRequest).mockRejectedValue(new Error('offline'))
    const { onSending, onSent } = renderForm([masoor, bura])
    await userEvent.click(screen.getByRole('button', { name: copy.submit }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(copy.notSent.title)
    expect(alert).toHaveTextContent(copy.notSent.text)
    expect(onSending).toHaveBeenLastCalledWith(false)
    expect(onSent).not.toHaveBeenCalled()
    expect(readEnquiryList()).toEqual([masoor, bura])
  })

  it('offers a call and WhatsApp when sending fails, with the reference the request was tried under', async () => {
    writeEnquiryList([masoor])
    vi.mocked(submitOrderRequest).mockRejectedValue(new Error('offline'))
    renderForm([masoor])
    await userEvent.click(screen.getByRole('button', { name: copy.submit }))
    const alert = await screen.findByRole('alert')
    const [id] = vi.mocked(submitOrderRequest).mock.calls[0] ?? []
    const reference = leadReference(id ?? '')
    expect(alert).toHaveTextContent(messages.order.reference(reference))
    expect(
      within(alert).getByRole('link', { name: copy.notSent.call(site.phone.display) }),
    ).toHaveAttribute('href', `tel:${site.phone.tel}`)
    const whatsapp = within(alert).getByRole('link', { name: new RegExp(copy.notSent.whatsapp) })
    expect(whatsapp).toHaveAttribute('href', whatsappLink(copy.notSent.whatsappText(reference)))
    // Sent again unchanged, it is the same request under the same reference.
    await userEvent.click(screen.getByRole('button', { name: copy.submit }))
    await vi.waitFor(() => expect(submitOrderRequest).toHaveBeenCalledTimes(2))
    expect(vi.mocked(submitOrderRequest).mock.calls[1]?.[0]).toBe(id)
  })

  it('says how long to wait when the buyer’s last request was moments ago, keeping list and words', async () => {
    writeEnquiryList([masoor])
    vi.mocked(submitOrderRequest).mockRejectedValue(new LeadThrottled(9))
    const { onSent } = renderForm([masoor])
    await userEvent.clear(screen.getByRole('textbox', { name: copy.delivery }))
    await userEvent.type(screen.getByRole('textbox', { name: copy.delivery }), 'Pune 411001')
    await userEvent.click(screen.getByRole('button', { name: copy.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.leadThrottled(9))
    expect(onSent).not.toHaveBeenCalled()
    expect(readEnquiryList()).toEqual([masoor])
    expect(screen.getByRole('textbox', { name: copy.delivery })).toHaveValue('Pune 411001')
  })

  it('starts from the account’s business name and delivery address, sent with the request', async () => {
    writeEnquiryList([masoor])
    vi.mocked(submitOrderRequest).mockImplementation(async (id) => ({
      reference: leadReference(id),
      recorded: true,
    }))
    const { onSent } = renderForm([masoor])
    expect(screen.getByRole('textbox', { name: copy.company })).toHaveValue('Sharma Kirana Stores')
    expect(screen.getByRole('textbox', { name: copy.delivery })).toHaveValue(
      'Shop 4, Station Road, Jaipur, 302006',
    )
    await userEvent.click(screen.getByRole('button', { name: copy.submit }))
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled())
    const [, record] = vi.mocked(submitOrderRequest).mock.calls[0] ?? []
    expect(record).toMatchObject({
      company: 'Sharma Kirana Stores',
      delivery: 'Shop 4, Station Road, Jaipur, 302006',
    })
  })

  it('names why the send button is disabled while a flagged line holds it back', () => {
    const gone: EnquiryLine = { productId: 'gone-dal', name: 'Gone Dal', size: '1kg', packs: 1 }
    renderForm([masoor, gone])
    const button = screen.getByRole('button', { name: copy.submit })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(copy.cannotSend)
  })

  it('holds back a product asked for below its least order, and says how much that is', () => {
    const soya = (packs: number): EnquiryLine => ({
      productId: 'soya',
      name: 'Soyabean Dana',
      size: '5kg',
      packs,
    })
    renderForm([masoor, soya(2)])
    const button = screen.getByRole('button', { name: copy.submit })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(copy.belowLeastOrder('Soyabean Dana', '30', '10'))
    cleanup()
    renderForm([masoor, soya(6)])
    expect(screen.getByRole('button', { name: copy.submit })).toBeEnabled()
  })
})
