/** Placeholder until the section is built. */
export function CatalogueDesk() {
  return <p>CatalogueDesk</p>
}
