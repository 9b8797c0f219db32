import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { orderRequestCopy as copy } from '@/components/leads/leads-content'
import { useSessionContact } from '@/hooks/use-session-contact'
import { mailOrderRequestAgain } from '@/lib/leads/submit/send'
import { LOST } from '@/test/order-requests'
import { sessionContact } from '@/test/session-contact'
import { NotSentActions } from './not-sent-actions'

vi.mock('@/lib/leads/submit/send', () => ({ mailOrderRequestAgain: vi.fn() }))
vi.mock('@/hooks/use-session-contact', () => ({ useSessionContact: vi.fn() }))

function renderActions() {
  const onSent = vi.fn()
  const onDismiss = vi.fn()
  render(<NotSentActions request={LOST} onSent={onSent} onDismiss={onDismiss} />)
  return { onSent, onDismiss }
}

beforeEach(() => {
  vi.mocked(mailOrderRequestAgain).mockReset()
  vi.mocked(useSessionContact).mockReturnValue(sessionContact({ uid: 'uid-1' }))
})

describe('NotSentActions', () => {
  it('sends the same request again, under its own id and reference, busy meanwhile', async () => {
    let done!: () => void
    vi.mocked(mailOrderRequestAgain).mockReturnValue(new Promise((resolve) => (done = resolve)))
    const { onSent } = renderActions()
    await userEvent.click(screen.getByRole('button', { name: copy.sendAgain }))
    expect(mailOrderRequestAgain).toHaveBeenCalledExactlyOnceWith(LOST, 'uid-1')
    expect(screen.getByRole('button', { name: copy.sendingAgain })).toBeDisabled()
    expect(screen.getByRole('button', { name: copy.dismiss })).toBeDisabled()
    done()
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled())
  })

  it('says so when it fails again, and can be tried once more', async () => {
    vi.mocked(mailOrderRequestAgain).mockRejectedValueOnce(new Error('offline'))
    const { onSent } = renderActions()
    await userEvent.click(screen.getByRole('button', { name: copy.sendAgain }))
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.sendAgainFailed)
    expect(onSent).not.toHaveBeenCalled()
    vi.mocked(mailOrderRequestAgain).mockResolvedValueOnce()
    await userEvent.click(screen.getByRole('button', { name: copy.sendAgain }))
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled())
  })

  it('dismisses without sending', async () => {
    const { onDismiss } = renderActions()
    await userEvent.click(screen.getByRole('button', { name: copy.dismiss }))
    expect(onDismiss).toHaveBeenCalled()
    expect(mailOrderRequestAgain).not.toHaveBeenCalled()
  })
})
