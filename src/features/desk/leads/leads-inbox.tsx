/** Placeholder until the section is built. */
export function LeadsInbox() {
  return <p>LeadsInbox</p>
}
