/** The middle value of the finite numbers in `values` (mean of the two middle ones), or null. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const finite = values
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b)
  if (finite.length === 0) return null
  const mid = Math.floor(finite.length / 2)
  const upper = finite[mid] as number
  return finite.length % 2 === 1 ? upper : ((finite[mid - 1] as number) + upper) / 2
}
