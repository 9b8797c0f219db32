import { Icon } from '@/components/ui/icons'
import { notMailed } from './desk-leads-content'

/** Says, in words and not only in red, that a lead's mail never went out. */
export function NotMailedMark({ withHint = false }: { withHint?: boolean }) {
  return (
    <p className="flex items-start gap-1.5 text-sm font-semibold text-red-800">
      <Icon name="mail" className="mt-0.5 size-4" />
      <span>
        {notMailed.label}
        {withHint ? <span className="block font-normal">{notMailed.hint}</span> : null}
      </span>
    </p>
  )
}
