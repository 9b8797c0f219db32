/** Placeholder until the section is built. */
export function LeadView({ kind, id }: { kind: string; id: string }) {
  return (
    <p>
      {kind} {id}
    </p>
  )
}
