import { orderRequestCopy } from '@/components/leads/leads-content'
import type { CheckedLine, FigureDifference } from '@/lib/leads/desk/lead-check'
import { formatRupees } from '@/lib/util/pricing'
import { figuresCopy as copy } from './desk-leads-content'
import { DifferenceFlag } from './difference-flag'
import { differenceSentence } from './difference-sentence'

/** Why a line has no price today, and what the buyer's page gave it, marked as unchecked. */
function Unpriced({ checked }: { checked: CheckedLine }) {
  const { status, line } = checked
  if (status === 'request') return <p className="text-stone-700">{copy.asked}</p>
  if (status === 'priced') return null
  return (
    <p className="text-stone-700">
      {status === 'missing' ? copy.missing : copy.unavailable} {copy.uncheckable(line.packPrice)}
    </p>
  )
}

/**
 * One line of a request at today's price ("Masoor Dal, 30kg × 2 at ₹4,185.50 = ₹8,371.00 · 60 kg"),
 * or why it has none, then each figure the buyer's page gave it otherwise.
 */
export function CheckedLineItem({
  checked,
  differences,
}: {
  checked: CheckedLine
  differences: readonly FigureDifference[]
}) {
  const { line, packPrice, amount, kg } = checked
  const price =
    packPrice === null || amount === null
      ? undefined
      : { each: formatRupees(packPrice), amount: formatRupees(amount) }
  return (
    <li className="space-y-0.5">
      <p className="tabular-nums">
        {orderRequestCopy.line(line.product, line.size, line.packs, price)}
        {line.size ? ` · ${copy.weight(kg)}` : null}
      </p>
      <Unpriced checked={checked} />
      {differences.map((difference) => (
        <DifferenceFlag key={difference.kind} text={differenceSentence(difference)} />
      ))}
    </li>
  )
}
