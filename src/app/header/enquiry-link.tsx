import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-content'
import { useEnquiryList } from '@/hooks/use-enquiry-list'

/**
 * The enquiry list, reachable from the header on every page, with a count of its lines. On a
 * phone (`stacked`) its short name shows under the icon; a wide screen shows the whole name beside
 * it; the desktop widths between show the icon alone, as the row is full there.
 */
export function EnquiryLink({
  className,
  stacked = false,
}: {
  className?: string
  stacked?: boolean
}) {
  const count = useEnquiryList()?.length ?? 0
  const short = uiText.enquiryLinkShort
  const name = uiText.enquiryLink
  return (
    <Link
      to={paths.enquiry}
      className={cn(
        stacked
          ? 'inline-flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-lg border border-brand-700 bg-white px-2 py-1 text-xs font-semibold leading-none text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500'
          : cn(buttonClasses('secondary'), 'gap-1.5 px-3'),
        'relative whitespace-nowrap',
        className,
      )}
    >
      <Icon name="clipboard" className="size-5" />
      {/* The name is the link's own text (no aria-label), so what is read is what is shown. */}
      {stacked ? (
        name.startsWith(short) ? (
          <span>
            {short}
            <span className="sr-only">
              {name.slice(short.length)} {uiText.enquiryLinkCount(count)}
            </span>
          </span>
        ) : (
          // A language whose whole name does not begin with the short one: the short name is
          // shown, the whole one read.
          <span>
            <span aria-hidden="true">{short}</span>
            <span className="sr-only">
              {name} {uiText.enquiryLinkCount(count)}
            </span>
          </span>
        )
      ) : (
        <span className="sr-only xl:not-sr-only">
          {name}
          <span className="sr-only">{uiText.enquiryLinkCount(count)}</span>
        </span>
      )}
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
