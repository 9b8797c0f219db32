import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@/config/messages'
import { LeadThrottled } from '@/lib/leads/submit/lead-throttle'
import { submitContactMessage } from '@/lib/leads/submit/send'
import { useSessionContact } from '@/hooks/use-session-contact'
import { ContactForm } from './contact-form'
import { contactFieldText, contactFormText } from './contact-content'
import { sessionContact } from '@/test/session-contact'

vi.mock('@/lib/leads/submit/send', () => ({ submitContactMessage: vi.fn() }))
vi.mock('@/hooks/use-session-contact', () => ({ useSessionContact: vi.fn() }))

const submitted = vi.mocked(submitContactMessage)
/** The message the form sent (its id aside). */
const send = {
  mockReset: () => submitted.mockReset(),
  mockResolvedValue: () =>
    submitted.mockResolvedValue({ reference: 'SF-0000-0000', recorded: true }),
  mockRejectedValue: (error: unknown) => submitted.mockRejectedValue(error),
  mockReturnValue: (value: Promise<void>) =>
    submitted.mockReturnValue(value.then(() => ({ reference: 'SF-0000-0000', recorded: true }))),
  get mock() {
    return { calls: submitted.mock.calls.map(([, message]) => [message]) }
  },
}
const signedOut = sessionContact()

const field = (name: keyof typeof contactFieldText) =>
  screen.getByRole('textbox', { name: contactFieldText[name].label }) as HTMLInputElement

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('from_name'), 'Ravi Kumar')
  await user.type(field('from_email'), 'ravi@kirana.example')
  await user.type(field('subject'), 'Chana dal, 2 tonnes')
  await user.type(field('message'), 'Please send a quote.')
}

beforeEach(() => {
  send.mockReset()
  vi.mocked(useSessionContact).mockReturnValue(signedOut)
})

describe('ContactForm', () => {
  it('sends the four fields and clears them on success', async () => {
    const user = userEvent.setup()
    send.mockResolvedValue()
    render(<ContactForm />)
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: contactFormText.submit }))

    expect(send.mock.calls).toEqual([
      [
        {
          from_name: 'Ravi Kumar',
          from_email: 'ravi@kirana.example',
          subject: 'Chana dal, 2 tonnes',
          message: 'Please send a quote.',
        },
      ],
    ])
    expect(await screen.findByRole('status')).toHaveTextContent(contactFormText.success)
    for (const name of ['from_name', 'from_email', 'subject', 'message'] as const) {
      expect(field(name)).toHaveValue('')
    }
  })

  it('says how long to wait when the sender’s last request was moments ago, and keeps what was typed', async () => {
    const user = userEvent.setup()
    send.mockRejectedValue(new LeadThrottled(14))
    render(<ContactForm />)
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: contactFormText.submit }))

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.leadThrottled(14))
    expect(field('subject')).toHaveValue('Chana dal, 2 tonnes')
    expect(field('message')).toHaveValue('Please send a quote.')
  })

  it('shows the provider text on failure and keeps what was typed', async () => {
    const user = userEvent.setup()
    const failure = { status: 400, text: 'The template ID is invalid' }
    send.mockRejectedValue(failure)
    render(<ContactForm />)
    await fillAll(user)
    await user.click(screen.getByRole('button', { name: contactFormText.submit }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message: The template ID is invalid',
    )
    expect(field('from_name')).toHaveValue('Ravi Kumar')
    expect(field('message')).toHaveValue('Please send a quote.')
  })

  it('retries the same message under its id, and a message edited since under a new one', async () => {
    const user = userEvent.setup()
    send.mockRejectedValue({ status: 403, text: 'Forbidden' })
    render(<ContactForm />)
    await fillAll(user)
    const submit = screen.getByRole('button', { name: contactFormText.submit })
    await user.click(submit)
    await screen.findByRole('alert')
    await user.click(submit)
    await user.clear(field('from_email'))
    await user.type(field('from_email'), 'ravi.kumar@example.net')
    await user.click(submit)
    const [first, retried, edited] = submitted.mock.calls.map(([id]) => id)
    expect(retried).toBe(first)
    expect(edited).not.toBe(first)
  })

  it('reads SENDING... while busy and sends only once however often it is clicked', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => {}
    send.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)))
    render(<ContactForm />)
    await fillAll(user)
    const button = screen.getByRole('button', { name: contactFormText.submit })
    await user.click(button)

    expect(button).toHaveTextContent(contactFormText.sending)
    expect(button).toBeDisabled()
    await user.click(button)
    field('message').form?.requestSubmit()
    expect(send.mock.calls).toHaveLength(1)

    finish()
    expect(await screen.findByRole('status')).toHaveTextContent(contactFormText.success)
    expect(button).toHaveTextContent(contactFormText.submit)
  })

  it('explains every invalid field, focuses the first and sends nothing', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    await user.type(field('from_email'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: contactFormText.submit }))

    expect(send.mock.calls).toHaveLength(0)
    expect(field('from_name')).toHaveFocus()
    expect(field('from_name')).toHaveAccessibleDescription(contactFieldText.from_name.required)
    expect(field('from_email')).toHaveAccessibleDescription(contactFormText.invalidEmail)
    expect(field('from_email')).toHaveAttribute('aria-invalid', 'true')

    await user.type(field('from_email'), '@x.in')
    expect(field('from_email')).not.toHaveAttribute('aria-invalid')
  })

  it('starts from the signed-in user’s name and email, which can be typed over', async () => {
    const user = userEvent.setup()
    vi.mocked(useSessionContact).mockReturnValue({
      name: 'Meera Joshi',
      email: 'meera@rasoi.example',
      phone: '9800000000',
      company: '',
      delivery: '',
      uid: 'u1',
      remembered: false,
    })
    render(<ContactForm />)
    expect(field('from_name')).toHaveValue('Meera Joshi')
    expect(field('from_email')).toHaveValue('meera@rasoi.example')
    expect(field('subject')).toHaveValue('')

    await user.clear(field('from_name'))
    expect(field('from_name')).toHaveValue('')
  })
})
