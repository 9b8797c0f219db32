import { useId, type ReactNode } from 'react'

interface CheckboxFieldProps {
  label: ReactNode
  /** A line under the box that says what ticking it does (its description). */
  hint: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
}

/** A checkbox with its label beside it and a hint under it, as tall as a touch target. */
export function CheckboxField({ label, hint, checked, onChange }: CheckboxFieldProps) {
  const hintId = useId()
  return (
    <>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-800">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p id={hintId} className="pl-8 text-xs text-stone-600">
        {hint}
      </p>
    </>
  )
}
