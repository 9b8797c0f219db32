import { useId } from 'react'
import { uiText } from '@/config/ui-text'

interface RememberDetailsProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** "Remember my details on this device": off unless the visitor asks, for guests only. */
export function RememberDetails({ checked, onChange }: RememberDetailsProps) {
  const { label, hint } = uiText.rememberDetails
  const hintId = useId()
  return (
    <div className="space-y-1">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p id={hintId} className="pl-8 text-xs text-stone-600">
        {hint}
      </p>
    </div>
  )
}
