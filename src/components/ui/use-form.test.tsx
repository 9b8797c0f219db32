import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { useForm, type FormOptions } from './use-form'

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name?')),
  city: z.string().check(z.trim(), z.minLength(1, 'City?')),
})

interface HarnessProps {
  send: (data: { name: string; city: string }) => Promise<unknown>
  options?: Partial<FormOptions<{ name: string; city: string }>>
  clearOnSuccess?: boolean
}

function Harness({ send, options, clearOnSuccess }: HarnessProps) {
  const form = useForm({ initial: { name: '', city: '' }, ...options })
  return (
    <form noValidate onSubmit={form.submit(schema, send, { clearOnSuccess })}>
      {(['name', 'city'] as const).map((key) => {
        const { error, ...props } = form.field(key)
        return (
          <p key={key}>
            <input {...props} aria-label={key} aria-invalid={error ? true : undefined} />
            {error ? <span role="alert">{error}</span> : null}
          </p>
        )
      })}
      <button type="submit">Send</button>
      <output>{form.state.status}</output>
    </form>
  )
}

const input = (name: string) => screen.getByRole('textbox', { name })
const status = () => screen.getByRole('status')

function deferred() {
  let resolve!: (value: unknown) => void
  let reject!: (error: unknown) => void
  const promise = new Promise((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('useForm', () => {
  it('shows a problem per field and focuses the first invalid one, sending nothing', async () => {
    const user = userEvent.setup()
    const send = vi.fn()
    render(<Harness send={send} />)
    await user.click(screen.getByRole('button'))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Name?', 'City?'])
    expect(input('name')).toHaveFocus()
    expect(send).not.toHaveBeenCalled()
    await user.type(input('name'), 'Asha')
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['City?'])
  })

  it('keeps only the first problem when asked to', async () => {
    const user = userEvent.setup()
    render(<Harness send={vi.fn()} options={{ firstProblemOnly: true }} />)
    await user.click(screen.getByRole('button'))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Name?'])
  })

  it('sends once while busy, then keeps everything typed after a failure', async () => {
    const user = userEvent.setup()
    const pending = deferred()
    const send = vi.fn(() => pending.promise)
    render(<Harness send={send} />)
    await user.type(input('name'), ' Asha ')
    await user.type(input('city'), 'Jaipur')
    await user.click(screen.getByRole('button'))
    await user.click(screen.getByRole('button'))
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith({ name: 'Asha', city: 'Jaipur' })
    expect(status()).toHaveTextContent('busy')
    pending.reject(new Error('offline'))
    expect(await screen.findByText('failed')).toBeInTheDocument()
    expect(input('name')).toHaveValue(' Asha ')
    expect(input('city')).toHaveValue('Jaipur')
  })

  it('empties every field after success when asked to', async () => {
    const user = userEvent.setup()
    render(<Harness send={() => Promise.resolve()} clearOnSuccess />)
    await user.type(input('name'), 'Asha')
    await user.type(input('city'), 'Jaipur')
    await user.click(screen.getByRole('button'))
    expect(await screen.findByText('done')).toBeInTheDocument()
    expect(input('name')).toHaveValue('')
    expect(input('city')).toHaveValue('')
  })

  it('follows a changing prefill until the field is typed in', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Harness send={vi.fn()} />)
    function Prefilled({ name }: { name: string }) {
      return <Harness send={vi.fn()} options={{ initial: { name, city: '' } }} />
    }
    rerender(<Prefilled name="" />)
    rerender(<Prefilled name="Asha Traders" />)
    expect(input('name')).toHaveValue('Asha Traders')
    await user.clear(input('name'))
    await user.type(input('name'), 'Ravi')
    rerender(<Prefilled name="Someone Else" />)
    expect(input('name')).toHaveValue('Ravi')
  })

  it('rewrites values as typed, and goes idle on an edit after an outcome when asked to', async () => {
    const user = userEvent.setup()
    render(
      <Harness
        send={() => Promise.reject(new Error('x'))}
        options={{ normalise: { city: (v) => v.toUpperCase() }, idleOnEdit: true }}
      />,
    )
    await user.type(input('name'), 'Asha')
    await user.type(input('city'), 'jaipur')
    expect(input('city')).toHaveValue('JAIPUR')
    await user.click(screen.getByRole('button'))
    expect(await screen.findByText('failed')).toBeInTheDocument()
    await user.type(input('city'), 'x')
    expect(status()).toHaveTextContent('idle')
  })

  it('brings back what was typed when a form with a draft key comes back, until it is sent', async () => {
    const user = userEvent.setup()
    const options = { draftKey: 'test-draft' }
    const first = render(<Harness send={() => Promise.resolve()} options={options} />)
    await user.type(input('name'), 'Asha')
    first.unmount()

    const second = render(<Harness send={() => Promise.resolve()} options={options} />)
    expect(input('name')).toHaveValue('Asha')
    await user.type(input('city'), 'Jaipur')
    await user.click(screen.getByRole('button'))
    expect(await screen.findByText('done')).toBeInTheDocument()
    second.unmount()

    render(<Harness send={() => Promise.resolve()} options={options} />)
    expect(input('name')).toHaveValue('')
  })

  it('keeps the draft in this tab’s storage as it is typed: a reload brings it back', async () => {
    const user = userEvent.setup()
    const options = { draftKey: 'test-reload' }
    // A reload runs no clean-up: the page is not unmounted before the draft is read again.
    render(<Harness send={() => Promise.resolve()} options={options} />)
    await user.type(input('name'), 'Asha')
    vi.resetModules()
    const reloaded = await import('./use-form')
    function Reloaded() {
      const form = reloaded.useForm({ initial: { name: '', city: '' }, ...options })
      return <input aria-label="reloaded" {...form.field('name')} />
    }
    render(<Reloaded />)
    expect(input('reloaded')).toHaveValue('Asha')
  })
})
