import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-text'
import { useEnquiryList } from '@/hooks/use-enquiry-list'

/** The enquiry list, reachable from the header on every page, with a count of its lines. */
export function EnquiryLink({ className }: { className?: string }) {
  const count = useEnquiryList()?.length ?? 0
  return (
    <Link
      to={paths.enquiry}
      className={cn(
        buttonClasses('secondary'),
        'relative gap-1.5 px-3 whitespace-nowrap',
        className,
      )}
    >
      <Icon name="clipboard" className="size-5" />
      {/* The name is the link's own text (no aria-label), so what is read is what is shown. */}
      <span className="sr-only xl:not-sr-only">
        {uiText.enquiryLink}
        <span className="sr-only">{uiText.enquiryLinkCount(count)}</span>
      </span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-1.5 -top-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-saffron-500 px-1 text-xs font-bold leading-5 text-brand-950"
        >
          {count}
        </span>
      ) : null}
    </Link>
  )
}
