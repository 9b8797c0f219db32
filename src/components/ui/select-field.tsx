import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cn } from './cn'

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode
  options: readonly SelectOption[]
}

/** A labelled native <select> styled like the text fields (field.tsx). */
export function SelectField({ label, options, className, ...props }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
