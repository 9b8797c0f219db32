/** Money in whole paise, where rupees must be compared or added exactly (the trade desk's figures). */

/** Rupees in whole paise: money is compared to the paisa, never as floats. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100)
}
