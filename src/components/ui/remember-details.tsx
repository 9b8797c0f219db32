import { uiText } from '@/config/ui-content'
import { CheckboxField } from './checkbox-field'

interface RememberDetailsProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** "Remember my details on this device": off unless the visitor asks, for guests only. */
export function RememberDetails({ checked, onChange }: RememberDetailsProps) {
  const { label, hint } = uiText.rememberDetails
  return (
    <div className="space-y-1">
      <CheckboxField label={label} hint={hint} checked={checked} onChange={onChange} />
    </div>
  )
}
