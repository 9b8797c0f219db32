import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Job } from '@/lib/catalog/catalog'
import { submitJobApplication } from '@/lib/leads/submit/send'
import { ApplicationForm } from './application-form'
import { applicationCopy, careersCopy } from './careers-content'

vi.mock('@/lib/leads/submit/send', () => ({ submitJobApplication: vi.fn() }))
vi.mock('@/hooks/use-session-contact', () => ({
  useSessionContact: () => ({
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: '',
    remembered: false,
  }),
}))

const OUTCOME = { reference: 'SF-0000-0000', recorded: true }
const send = vi.mocked(submitJobApplication)

const job: Job = {
  docId: 'job-doc',
  id: 7,
  title: 'Sales Executive',
  department: 'Sales',
  location: 'Jaipur',
  type: 'Full-time',
  experience: '0-1 years',
  postedDate: '2025-01-10',
  salary: '₹3.5 LPA',
  description: 'Sell.',
  requirements: [],
  responsibilities: [],
  createdAt: new Date('2025-01-10'),
}

function setup() {
  const onClose = vi.fn()
  render(<ApplicationForm job={job} onClose={onClose} />)
  return { onClose, user: userEvent.setup() }
}

const submitButton = () => screen.getByRole('button', { name: careersCopy.submit })

async function fillRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(applicationCopy.phone), '98765 43210')
  await user.type(screen.getByLabelText(applicationCopy.cvLink), 'https://cv.example.com/ravi')
}

describe('ApplicationForm', () => {
  // Braces matter: a function returned from beforeEach is run as its teardown.
  beforeEach(() => {
    send.mockReset()
  })

  it('prefills name and email from the session', () => {
    setup()
    expect(screen.getByLabelText(applicationCopy.name)).toHaveValue('Ravi Kumar')
    expect(screen.getByLabelText(applicationCopy.email)).toHaveValue('ravi@example.com')
  })

  it('refuses a javascript: CV link without sending and focuses the field', async () => {
    const { user } = setup()
    await user.type(screen.getByLabelText(applicationCopy.phone), '98765 43210')
    await user.type(screen.getByLabelText(applicationCopy.cvLink), 'javascript:alert(1)')
    await user.click(submitButton())
    expect(send).not.toHaveBeenCalled()
    const cv = screen.getByLabelText(applicationCopy.cvLink)
    expect(cv).toHaveAttribute('aria-invalid', 'true')
    expect(cv).toHaveFocus()
    expect(cv).toHaveAccessibleDescription(expect.stringContaining(applicationCopy.errors.cvLink))
  })

  it('sends the form with the hidden job fields, then clears it and offers Close', async () => {
    send.mockResolvedValue(OUTCOME)
    const { user, onClose } = setup()
    await fillRest(user)
    await user.click(submitButton())
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(expect.stringMatching(/^[A-Za-z0-9]{20}$/), {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '98765 43210',
      cvLink: 'https://cv.example.com/ravi',
      message: '',
      jobId: 'job-doc',
      job_title: 'Sales Executive',
      job_department: 'Sales',
      job_type: 'Full-time',
    })
    expect(await screen.findByText(applicationCopy.success)).toBeInTheDocument()
    expect(screen.getByLabelText(applicationCopy.name)).toHaveValue('')
    expect(screen.getByLabelText(applicationCopy.cvLink)).toHaveValue('')
    await user.click(screen.getByRole('button', { name: careersCopy.close }))
    expect(onClose).toHaveBeenCalled()
  })

  it('retries under the same id when the dialog was closed after a failure and opened again', async () => {
    send.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(OUTCOME)
    const first = setup()
    await fillRest(first.user)
    await first.user.click(submitButton())
    await screen.findByText(applicationCopy.failure)
    cleanup()
    const reopened = setup()
    // The draft came back with the form.
    expect(screen.getByLabelText(applicationCopy.cvLink)).toHaveValue('https://cv.example.com/ravi')
    await reopened.user.click(submitButton())
    await screen.findByText(applicationCopy.success)
    const [failed, retried] = send.mock.calls.map(([id]) => id)
    expect(retried).toBe(failed)
  })

  it('keeps the input after a failed send', async () => {
    send.mockRejectedValue({ status: 500, text: 'Internal error' })
    const { user } = setup()
    await fillRest(user)
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(applicationCopy.failure)
    expect(screen.getByLabelText(applicationCopy.cvLink)).toHaveValue('https://cv.example.com/ravi')
    expect(screen.queryByRole('button', { name: careersCopy.close })).not.toBeInTheDocument()
  })

  it('sends once however often the button is pressed while busy', async () => {
    let finish: () => void = () => {}
    send.mockReturnValue(new Promise((resolve) => (finish = () => resolve(OUTCOME))))
    const { user } = setup()
    await fillRest(user)
    await user.click(submitButton())
    const busy = screen.getByRole('button', { name: careersCopy.submitting })
    expect(busy).toBeDisabled()
    await user.click(busy)
    screen.getByLabelText(applicationCopy.name).closest('form')?.requestSubmit()
    finish()
    expect(await screen.findByText(applicationCopy.success)).toBeInTheDocument()
    expect(send).toHaveBeenCalledTimes(1)
  })
})
