import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { z } from 'zod/mini'
import { STORAGE_KEYS } from '@/config/constants'
import { tabRecord } from '@/lib/storage/tab-store'
import { validate, type FieldErrors } from './validate'

/** Where a form is: nothing sent yet, one action under way, or how the last one ended. */
export type FormState =
  | { status: 'idle' }
  | { status: 'busy'; action: string }
  | { status: 'done'; action: string; result: unknown }
  | { status: 'failed'; action: string; error: unknown }

type Values = Record<string, string>

export interface FormOptions<V extends Values> {
  /**
   * What each field shows until the person types in it. It may change meanwhile (a session that
   * resolves later still prefills the fields nobody has touched).
   */
  initial: V
  /** Rewrites a field's value as it is typed or pasted. */
  normalise?: { [K in keyof V]?: (value: string) => string }
  /** Keep only the form's first problem (screens that show one alert box), not one per field. */
  firstProblemOnly?: boolean
  /** Typing after an outcome makes the form idle again (the outcome was about the old value). */
  idleOnEdit?: boolean
  /**
   * Keeps what was typed under this key for this tab, so a form whose dialog was closed by
   * mistake, or whose page was reloaded after a failed send, comes back as it was left. A form
   * that was sent leaves no draft.
   */
  draftKey?: string
}

export interface SendOptions {
  /** Names the action in the state (a page may have several: the form, Google sign-in). */
  action?: string
  /** After success every field is emptied (and the draft forgotten). */
  clearOnSuccess?: boolean
}

const isValues = (value: unknown): value is Values =>
  value !== null &&
  typeof value === 'object' &&
  Object.values(value).every((field) => typeof field === 'string')

/** Drafts of forms not yet sent, for this tab (sessionStorage: gone with the tab). */
const drafts = tabRecord(STORAGE_KEYS.formDrafts, isValues)

/** Forgets every draft (tests start from a clean page). */
export function forgetDrafts(): void {
  drafts.clear()
}

/**
 * A form's state, the same for every form of the site: values (kept through failures), one
 * problem per field (or the first only), and one action at a time — validate, send once, busy,
 * then done or failed. Invalid input focuses the first invalid field; a control disabled while
 * busy gets its focus back after a failure.
 */
export function useForm<V extends Values>(options: FormOptions<V>) {
  const { initial, normalise, firstProblemOnly, idleOnEdit, draftKey } = options
  const [edits, setEdits] = useState<Partial<V>>(
    () => ((draftKey && drafts.get(draftKey)) || {}) as Partial<V>,
  )
  const [errors, setErrors] = useState<FieldErrors<V>>({})
  const [state, setState] = useState<FormState>({ status: 'idle' })
  const running = useRef(false)

  // The draft follows every edit (a reload runs no clean-up): what was typed, until it is sent.
  const sent = state.status === 'done'
  useEffect(() => {
    if (!draftKey) return
    const typed = !sent && Object.keys(edits).length > 0
    drafts.set(draftKey, typed ? (edits as Values) : undefined)
  }, [draftKey, sent, edits])

  const values = { ...initial, ...edits } as V

  function setValue(name: keyof V & string, raw: string) {
    const value = normalise?.[name]?.(raw) ?? raw
    setEdits((current) => ({ ...current, [name]: value }))
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
    if (idleOnEdit)
      setState((current) => (current.status === 'busy' ? current : { status: 'idle' }))
  }

  function field(name: keyof V & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.target.value),
    }
  }

  /** Runs one action unless another is under way; resolves once it has ended either way. */
  async function run(
    task: () => Promise<unknown>,
    { action = 'submit', clearOnSuccess = false }: SendOptions = {},
  ): Promise<void> {
    if (running.current) return
    running.current = true
    const origin = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setState({ status: 'busy', action })
    try {
      const result = await task()
      if (clearOnSuccess) {
        const empty = Object.fromEntries(Object.keys(values).map((key) => [key, '']))
        setEdits(empty as Partial<V>)
      }
      setState({ status: 'done', action, result })
    } catch (error) {
      flushSync(() => setState({ status: 'failed', action, error }))
      if (origin?.isConnected && document.activeElement !== origin) origin.focus()
    } finally {
      running.current = false
    }
  }

  /** A submit handler: checks the values with `schema`, then runs `send` with the parsed data. */
  function submit<T>(
    schema: z.ZodMiniType<T>,
    send: (data: T) => Promise<unknown>,
    sendOptions?: SendOptions,
  ) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (running.current) return
      const form = event.currentTarget
      const check = validate(schema, values)
      if (!check.ok) {
        const problems = firstProblemOnly ? firstOf(check.errors) : check.errors
        flushSync(() => {
          setErrors(problems as FieldErrors<V>)
          setState({ status: 'idle' })
        })
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
        return
      }
      setErrors({})
      void run(() => send(check.data), sendOptions)
    }
  }

  const busyAction = state.status === 'busy' ? state.action : null
  return { values, errors, state, busyAction, field, setValue, run, submit }
}

/** The first problem only, in the order the schema reported them. */
function firstOf<V>(errors: FieldErrors<V>): FieldErrors<V> {
  const first = Object.entries(errors).find(([, message]) => message)
  return first ? ({ [first[0]]: first[1] } as FieldErrors<V>) : {}
}
