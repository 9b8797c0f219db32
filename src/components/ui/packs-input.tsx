import { useId, useState } from 'react'
import { Icon } from './icons'
import { ENQUIRY_LIMITS } from '@/config/constants'
import { clampPacks } from '@/lib/storage/enquiry-list'
import { uiText } from '@/config/ui-content'

interface PacksInputProps {
  name: string
  packs: number
  disabled?: boolean
  onChange: (packs: number) => void
}

const stepClasses =
  'inline-flex size-11 items-center justify-center text-brand-800 hover:bg-brand-50 disabled:text-stone-300 disabled:hover:bg-transparent'

/**
 * Packs of one line: typed (kept as typed while editing, set once typing ends: brought within 1
 * to 999 and to a whole number, and then said so) or stepped with − and +, always within 1 to 999.
 */
export function PacksInput({ name, packs, disabled = false, onChange }: PacksInputProps) {
  const [draft, setDraft] = useState<string | null>(null)
  // What a typed number became when it was out of bounds (or not whole): said, not done silently.
  const [adjusted, setAdjusted] = useState<string | null>(null)
  const noteId = useId()
  const copy = uiText.packs
  const commit = (text: string) => {
    const value = Number(text)
    if (text.trim() !== '' && Number.isFinite(value)) {
      const clamped = clampPacks(value)
      setAdjusted(clamped === value ? null : copy.adjusted(clamped))
      onChange(clamped)
    }
    setDraft(null)
  }
  const step = (next: number) => {
    setAdjusted(null)
    onChange(clampPacks(next))
  }
  return (
    <>
      <div className="inline-flex items-center rounded-lg border border-stone-300 bg-white">
        <button
          type="button"
          className={`${stepClasses} rounded-l-lg`}
          aria-label={copy.fewer(name)}
          disabled={disabled || packs <= ENQUIRY_LIMITS.minPacks}
          onClick={() => step(packs - 1)}
        >
          <Icon name="minus" className="size-4 stroke-2" />
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={ENQUIRY_LIMITS.minPacks}
          max={ENQUIRY_LIMITS.maxPacks}
          step={1}
          aria-label={copy.of(name)}
          aria-describedby={adjusted ? noteId : undefined}
          disabled={disabled}
          className="h-11 w-16 border-x border-stone-300 text-center text-base [appearance:textfield] focus:outline-2 focus:outline-brand-600/30 disabled:bg-stone-100 [&::-webkit-inner-spin-button]:appearance-none"
          value={draft ?? String(packs)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value)
          }}
        />
        <button
          type="button"
          className={`${stepClasses} rounded-r-lg`}
          aria-label={copy.more(name)}
          disabled={disabled || packs >= ENQUIRY_LIMITS.maxPacks}
          onClick={() => step(packs + 1)}
        >
          <Icon name="plus" className="size-4 stroke-2" />
        </button>
      </div>
      <p id={noteId} role="status" className="max-w-56 text-xs text-stone-700">
        {adjusted}
      </p>
    </>
  )
}
