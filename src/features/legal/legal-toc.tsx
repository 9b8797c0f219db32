import { useId, useState } from 'react'
import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icons'
import { legalCopy } from './legal-content'

interface LegalTocProps {
  items: { id: string; label: string }[]
}

const labelClass = 'text-sm font-semibold uppercase tracking-wider text-stone-600'

/**
 * "On this page": in-page links to every section. Beside the text on wide screens; folded behind
 * a toggle on narrow ones so the policy itself is not pushed below the fold.
 */
export function LegalToc({ items }: LegalTocProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <nav
      aria-label={legalCopy.onThisPage}
      className="mb-10 rounded-xl border border-stone-200 bg-white px-5 py-2 lg:sticky lg:p-5 lg:top-24 lg:mb-0 lg:self-start"
    >
      <p aria-hidden="true" className={cn(labelClass, 'mb-3 hidden lg:block')}>
        {legalCopy.onThisPage}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(labelClass, 'flex min-h-11 w-full items-center justify-between lg:hidden')}
      >
        {legalCopy.onThisPage}
        <Icon
          name="chevron-down"
          className={cn('size-5 stroke-[2.5] transition-transform', open && 'rotate-180')}
        />
      </button>
      <ol
        id={listId}
        className={cn(
          'list-decimal space-y-1 pl-5 text-sm marker:text-stone-500 lg:block',
          open ? 'mt-2 block' : 'hidden',
        )}
      >
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={() => setOpen(false)}
              className="block py-1 text-brand-800 underline-offset-2 hover:underline"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
