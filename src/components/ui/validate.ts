import type { z } from 'zod/mini'

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors<T> }

/** Runs a form schema and returns the first message per field. */
export function validate<T>(schema: z.ZodMiniType<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '')
    errors[key] ??= issue.message
  }
  return { ok: false, errors: errors as FieldErrors<T> }
}
