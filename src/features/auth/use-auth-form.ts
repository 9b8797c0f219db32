import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { z } from 'zod/mini'
import { checkForm } from './auth-schemas'

/** What went wrong, for the red alert box (spec §8: "Form errors show in a red alert box"). */
export interface AuthProblem {
  /** Shown in bold above the message (the Google failures). */
  title?: string
  message: string
  /** The field the problem belongs to: marked invalid and focused. */
  field?: string
  /** Which action failed, so the box shows next to its control (the form when absent). */
  from?: 'form' | 'google'
}

export type AuthBusy = 'form' | 'google' | null

/**
 * One account screen's state: its fields, the one action in flight (form or Google), and the
 * problem to show. Typed input survives failures; a second submit while busy is ignored; after
 * a successful action the screen stays busy because the action navigates away.
 */
export function useAuthForm<T extends Record<string, string>>(
  initial: T,
  initialProblem: AuthProblem | null = null,
) {
  const [values, setValues] = useState(initial)
  const [busy, setBusy] = useState<AuthBusy>(null)
  const [problem, setProblem] = useState<AuthProblem | null>(initialProblem)
  const running = useRef(false)
  const alertId = useId()

  function field(name: keyof T & string) {
    const props = {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target
        setValues((current) => ({ ...current, [name]: value }))
      },
    }
    // Only an invalid field overrides the Field's own aria wiring (which links its hint).
    return problem?.field === name
      ? { ...props, 'aria-invalid': true, 'aria-describedby': alertId }
      : props
  }

  async function run(
    kind: Exclude<AuthBusy, null>,
    task: () => Promise<void>,
    describe: (error: unknown) => AuthProblem,
  ): Promise<void> {
    if (running.current) return
    running.current = true
    // The control that started the action is disabled while busy; give its focus back afterwards.
    const origin = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setProblem(null)
    setBusy(kind)
    try {
      await task()
    } catch (error) {
      running.current = false
      flushSync(() => {
        setBusy(null)
        setProblem({ ...describe(error), from: kind })
      })
      if (origin?.isConnected && document.activeElement !== origin) origin.focus()
    }
  }

  /** A submit handler: validates with `schema`, then runs `action` with the parsed values. */
  function submit<D>(
    schema: z.ZodMiniType<D>,
    action: (data: D) => Promise<void>,
    describe: (error: unknown) => AuthProblem,
  ) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (running.current) return
      const form = event.currentTarget
      const check = checkForm(schema, values)
      if (!check.ok) {
        flushSync(() => setProblem({ message: check.message, field: check.field }))
        const control = check.field ? form.elements.namedItem(check.field) : null
        if (control instanceof HTMLElement) control.focus()
        return
      }
      void run('form', () => action(check.data), describe)
    }
  }

  return { values, field, busy, problem, alertId, run, submit }
}
