import { useId, useState, type FormEvent } from 'react'
import type { z } from 'zod/mini'
import { useForm } from '@/components/ui/use-form'

/** What went wrong, for the red alert box of an account screen. */
export interface AuthProblem {
  /** Shown in bold above the message (the Google failures). */
  title?: string
  message: string
  /** The field the problem belongs to: marked invalid and focused. */
  field?: string
  /** Which action failed, so the box shows next to its control (the form when absent). */
  from?: 'form' | 'google'
}

export type AuthAction = 'form' | 'google'

type Describe = (error: unknown) => AuthProblem

/** A failed action's error, already put in words for the alert box. */
class DescribedFailure extends Error {
  constructor(readonly problem: AuthProblem) {
    super(problem.message)
  }
}

/** The task, with its failure described in words the visitor can act on. */
function described<A extends unknown[], R>(task: (...args: A) => Promise<R>, describe: Describe) {
  return async (...args: A): Promise<R> => {
    try {
      return await task(...args)
    } catch (error) {
      throw new DescribedFailure(describe(error))
    }
  }
}

/**
 * An account screen on the site's one form hook: its fields, the one action in flight (the form
 * or Google), and one problem at a time in a red alert box rather than under each field. Typed
 * input survives failures; a second submit while busy is ignored.
 */
export function useAuthForm<T extends Record<string, string>>(
  initial: T,
  /** A problem handed over by the previous screen, shown until the visitor acts. */
  initialProblem: AuthProblem | null = null,
) {
  const form = useForm({ initial, firstProblemOnly: true })
  const alertId = useId()
  const [acted, setActed] = useState(false)

  const invalid = Object.entries(form.errors).find(([, message]) => message)
  let problem: AuthProblem | null = null
  if (invalid) problem = { message: invalid[1] as string, field: invalid[0] }
  else if (form.state.status === 'failed' && form.state.error instanceof DescribedFailure) {
    problem = { ...form.state.error.problem, from: form.state.action as AuthAction }
  } else if (!acted && form.state.status === 'idle') problem = initialProblem

  function field(name: keyof T & string) {
    const { error, ...props } = form.field(name)
    // The problem shows in the alert box; the invalid field points at it.
    return error ? { ...props, 'aria-invalid': true, 'aria-describedby': alertId } : props
  }

  function run(
    action: AuthAction,
    task: () => Promise<unknown>,
    describe: Describe,
  ): Promise<void> {
    setActed(true)
    return form.run(described(task, describe), { action })
  }

  /** A submit handler: checks the values with `schema`, then runs `task` with the parsed data. */
  function submit<D>(
    schema: z.ZodMiniType<D>,
    task: (data: D) => Promise<unknown>,
    describe: Describe,
  ): (event: FormEvent<HTMLFormElement>) => void {
    const send = form.submit(schema, described(task, describe), { action: 'form' })
    return (event) => {
      setActed(true)
      send(event)
    }
  }

  return {
    values: form.values,
    field,
    busy: form.busyAction as AuthAction | null,
    /** What the form's last submit resolved with, once it succeeded (undefined before). */
    result:
      form.state.status === 'done' && form.state.action === 'form' ? form.state.result : undefined,
    problem,
    alertId,
    run,
    submit,
  }
}
