import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { readEnquiryList, updateEnquiryList } from '@/lib/storage/enquiry-list'
import { addLine } from '@/lib/storage/enquiry-edits'
import { askedLine, askedName, askOutcome, type AskOutcome } from './ask-for-it'
import { paths } from '@/config/paths'
import { catalogCopy as copy } from './catalog-content'

/**
 * Puts what a search that found nothing asked for on the buyer's enquiry list, and says so in a
 * polite live region (present from the start, so the first message is announced too). Open to
 * every visitor: asking needs no GST number.
 */
export function AskForItPanel({ search }: { search: string }) {
  const name = askedName(search)
  const [asked, setAsked] = useState<{ name: string; outcome: AskOutcome } | null>(null)
  // A message about an earlier search is stale once the search changes.
  const shown = asked?.name === name ? asked : null

  const ask = () => {
    const outcome = askOutcome(readEnquiryList(), name)
    if (outcome === 'added') updateEnquiryList((lines) => addLine(lines, askedLine(name)))
    setAsked({ name, outcome })
  }

  return (
    <div className="flex flex-col items-center gap-3 border-t border-stone-200 pt-4">
      <p className="text-stone-700">{copy.askLead}</p>
      <Button onClick={ask}>{copy.askButton}</Button>
      <p role="status" className="text-sm text-stone-800">
        {shown ? (
          <>
            {copy.asked[shown.outcome](shown.name)}
            {shown.outcome === 'tooLong' ? null : (
              <>
                {' '}
                <Link
                  to={paths.enquiry}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {copy.viewEnquiry}
                </Link>
              </>
            )}
          </>
        ) : null}
      </p>
    </div>
  )
}
