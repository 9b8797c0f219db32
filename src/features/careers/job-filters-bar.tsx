import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { SelectField, type SelectOption } from '@/components/ui/select-field'
import {
  ALL,
  careersCopy as copy,
  JOB_DEPARTMENTS,
  JOB_EXPERIENCE,
  JOB_LOCATIONS,
  JOB_SORTS,
  JOB_TYPES,
  jobOptionLabel,
  toJobSort,
} from './careers-content'
import type { JobQuery } from './job-query'

const withAll = (values: readonly string[]): SelectOption[] => [
  { value: ALL, label: copy.allOption },
  ...values.map((value) => ({ value, label: jobOptionLabel(value) })),
]

/** The filters, with their words read when the bar is shown. */
function filters() {
  return [
    { key: 'department', label: copy.departmentLabel, options: withAll(JOB_DEPARTMENTS) },
    { key: 'type', label: copy.typeLabel, options: withAll(JOB_TYPES) },
    { key: 'experience', label: copy.experienceLabel, options: withAll(JOB_EXPERIENCE) },
    { key: 'location', label: copy.locationLabel, options: withAll(JOB_LOCATIONS) },
  ] as const
}

interface JobFiltersBarProps {
  query: JobQuery
  onChange: (change: Partial<JobQuery>) => void
  onReset: () => void
  canReset: boolean
}

export function JobFiltersBar({ query, onChange, onReset, canReset }: JobFiltersBarProps) {
  return (
    <form
      role="search"
      aria-label={copy.filtersLabel}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-6"
    >
      <InputField
        label={copy.searchLabel}
        type="search"
        placeholder={copy.searchPlaceholder}
        value={query.search}
        onChange={(event) => onChange({ search: event.target.value })}
        className="col-span-2 lg:col-span-6"
      />
      {filters().map(({ key, label, options }) => (
        <SelectField
          key={key}
          label={label}
          options={options}
          value={query[key]}
          onChange={(event) => onChange({ [key]: event.target.value })}
          className="lg:col-span-1"
        />
      ))}
      <SelectField
        label={copy.sortLabel}
        options={JOB_SORTS}
        value={query.sort}
        onChange={(event) => onChange({ sort: toJobSort(event.target.value) })}
      />
      <div className="flex items-end">
        <Button variant="ghost" onClick={onReset} disabled={!canReset} className="w-full">
          {copy.resetFilters}
        </Button>
      </div>
    </form>
  )
}
