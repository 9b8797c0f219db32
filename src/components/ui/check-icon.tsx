/** A tick, decorative (hidden from assistive tech); sized and coloured by `className`. */
export function CheckIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M8.1 13.6 4.5 10l-1.2 1.2 4.8 4.8 9-9-1.2-1.2z" />
    </svg>
  )
}
