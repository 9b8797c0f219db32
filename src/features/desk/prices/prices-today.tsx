/** Placeholder until the section is built. */
export function PricesToday() {
  return <p>PricesToday</p>
}
