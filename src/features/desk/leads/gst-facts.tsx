import { checkGst, type GstCheck } from '@/lib/leads/desk/lead-check'
import type { DeskOrderRequest } from '@/lib/leads/desk/records'
import { figuresCopy as copy, leadCopy } from './desk-leads-content'
import { DifferenceFlag } from './difference-flag'

/**
 * The state a GSTIN names by its first two digits: "registered in" it only when the GSTIN's check
 * character is right; of any other, only what its digits name.
 */
function stateText({ form, code, codeState }: GstCheck): string {
  if (codeState === null) return copy.codeNamesNone(code)
  return form === 'checked' ? leadCopy.gstState(codeState) : copy.codeNames(code, codeState)
}

/**
 * A request's GSTIN and its state as the GSTIN itself has them, never as the buyer's page named
 * the state; flagged where that page said otherwise or the GSTIN was never one the site verified.
 */
export function GstFacts({ lead }: { lead: Pick<DeskOrderRequest, 'gstin' | 'gstState'> }) {
  const check = checkGst(lead)
  return (
    <>
      {check.form === 'none' ? (
        copy.noGstin
      ) : (
        <>
          <span className="font-mono tracking-wider">{lead.gstin}</span>, {stateText(check)}
        </>
      )}
      {check.form === 'check-character' ? <DifferenceFlag text={copy.checkCharacter} /> : null}
      {check.form === 'malformed' ? <DifferenceFlag text={copy.malformed} /> : null}
      {check.stateAgrees ? null : <DifferenceFlag text={copy.stateSaid(lead.gstState)} />}
    </>
  )
}
