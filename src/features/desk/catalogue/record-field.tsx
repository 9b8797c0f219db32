import { useId, type ChangeEvent } from 'react'
import { cn } from '@/components/ui/cn'
import { InputField, TextAreaField } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { IMAGE_PATH_PATTERN } from '@/lib/desk-schema'
import { catalogueCopy } from './catalogue-content'
import type { FieldSpec } from './sections/section'

interface RecordFieldProps {
  spec: FieldSpec
  value: string
  error?: string
  onChange: (value: string) => void
}

/** One field of a catalogue form, as its spec describes it. */
export function RecordField({ spec, value, error, onChange }: RecordFieldProps) {
  const listId = useId()
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(event.target.value)
  const common = { name: spec.name, label: spec.label, hint: spec.hint, error, value }
  const className = cn(spec.wide && 'sm:col-span-2')

  if (spec.kind === 'select') {
    return (
      <SelectField
        {...common}
        options={spec.options ?? []}
        onChange={change}
        className={className}
      />
    )
  }
  if (spec.kind === 'textarea' || spec.kind === 'lines') {
    return (
      <TextAreaField
        {...common}
        limit={spec.limit}
        rows={spec.kind === 'lines' ? 4 : 5}
        onChange={change}
        className={className}
      />
    )
  }
  const suggestions = spec.suggestions ?? []
  return (
    <div className={cn('space-y-2', className)}>
      <InputField
        {...common}
        type={spec.kind === 'date' ? 'date' : 'text'}
        inputMode={spec.inputMode}
        lang={spec.lang}
        autoComplete="off"
        spellCheck={spec.kind === 'text' && spec.inputMode === undefined}
        list={suggestions.length > 0 ? listId : undefined}
        onChange={change}
      />
      {suggestions.length > 0 ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      {spec.kind === 'image' && IMAGE_PATH_PATTERN.test(value.trim()) ? (
        <figure className="flex items-center gap-3">
          <img
            src={value.trim()}
            alt=""
            className="size-20 rounded-lg border border-stone-200 bg-white object-contain"
          />
          <figcaption className="text-xs text-stone-600">
            {catalogueCopy.hints.imagePreview}
          </figcaption>
        </figure>
      ) : null}
    </div>
  )
}
