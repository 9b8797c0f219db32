import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetDrafts } from '@/components/ui/use-form'
import { STORAGE_KEYS } from '@/config/constants'
import { uiText } from '@/config/ui-content'
import type { Product } from '@/lib/catalog/catalog'
import type { EnquiryLine } from '@/lib/storage/enquiry-list'
import { leadReference } from '@/lib/leads/submit/lead-id'
import { submitOrderRequest } from '@/lib/leads/submit/send'
import { useSession, type Session } from '@/lib/session/session'
import { enquiryCopy as copy } from './enquiry-content'
import { priceEnquiry } from './priced-lines'
import { SendEnquiry } from './send-enquiry'

// The session and the storage of remembered details are the real ones; only the send is not.
vi.mock('@/lib/leads/submit/send', () => ({ submitOrderRequest: vi.fn() }))
vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }))

const products: Product[] = [{ id: 'bura', name: 'Bura', image: '', prices: { '5kg': 278 } }]
const lines: EnquiryLine[] = [{ productId: 'bura', name: 'Bura', size: '5kg', packs: 1 }]
const guest = { user: null, guestUid: null, userRecord: null, userDataLoaded: true } as Session

/** The form as a fresh page load shows it (drafts live only as long as the page). */
function renderForm() {
  cleanup()
  forgetDrafts()
  const onSent = vi.fn()
  render(
    <SendEnquiry
      priced={priceEnquiry(lines, products)}
      ready
      gst={{ gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' }}
      onVerifyGst={vi.fn()}
      onSending={vi.fn()}
      onSent={onSent}
    />,
  )
  return { onSent }
}

const box = (name: string) => screen.getByRole('textbox', { name })
const rememberBox = () => screen.getByRole('checkbox', { name: uiText.rememberDetails.label })
const remembered = () => localStorage.getItem(STORAGE_KEYS.rememberedContact)

async function sendAs(email: string, { remember }: { remember: boolean }) {
  const { onSent } = renderForm()
  const typeInto = (name: string, value: string) =>
    fireEvent.change(box(name), { target: { value } })
  typeInto(copy.name, 'Sharma Kirana')
  typeInto(copy.email, email)
  typeInto(copy.phone, '98290 11223')
  expect(rememberBox()).not.toBeChecked()
  if (remember) await userEvent.click(rememberBox())
  await userEvent.click(screen.getByRole('button', { name: copy.submit }))
  await waitFor(() => expect(onSent).toHaveBeenCalled())
}

beforeEach(() => {
  localStorage.clear()
  vi.mocked(useSession).mockReturnValue(guest)
  vi.mocked(submitOrderRequest).mockImplementation(async (id) => ({
    reference: leadReference(id),
    recorded: true,
  }))
})

describe('a guest’s details on the enquiry form', () => {
  it('come back on the next request only if they ask, and go when they untick', async () => {
    // Asked (the box starts unticked): the next request on this device starts from them.
    await sendAs('sharma@example.com', { remember: true })
    expect(remembered()).toContain('sharma@example.com')
    renderForm()
    expect(box(copy.name)).toHaveValue('Sharma Kirana')
    expect(box(copy.email)).toHaveValue('sharma@example.com')
    expect(box(copy.phone)).toHaveValue('98290 11223')
    expect(rememberBox()).toBeChecked()

    // Unticking forgets them at once: the form's next load is empty.
    await userEvent.click(rememberBox())
    expect(remembered()).toBeNull()
    renderForm()
    expect(box(copy.email)).toHaveValue('')
    expect(rememberBox()).not.toBeChecked()
  })
})
