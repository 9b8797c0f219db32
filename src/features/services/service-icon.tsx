import type { ServiceCategory } from '@/content/services'

/** Stroke paths of a 24×24 line icon for each service category. */
const paths: Record<ServiceCategory, string[]> = {
  Sourcing: [
    'M12 21V11',
    'M12 11C12 7 9 4 4 4c0 4 3 7 8 7z',
    'M12 14c0-3.5 2.5-6 7-6 0 3.5-2.5 6-7 6z',
  ],
  Trade: ['M12 3v18', 'M8 21h8', 'M4 7h16', 'M6 7l-3 7h6z', 'M18 7l-3 7h6z'],
  Quality: ['M11 4a7 7 0 1 0 0 14 7 7 0 1 0 0-14z', 'm20 20-4-4', 'm8 11 2 2 4-4'],
  Processing: ['M3 4h18l-7 8v6l-4 2v-8z'],
  Storage: ['M3 21V9l9-5 9 5v12', 'M7 21v-8h10v8', 'M7 17h10'],
  Logistics: [
    'M3 6h11v10H3z',
    'M14 9h4l3 3v4h-7',
    'M7 17a2 2 0 1 0 0 4 2 2 0 1 0 0-4z',
    'M17 17a2 2 0 1 0 0 4 2 2 0 1 0 0-4z',
  ],
  Finance: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'm9 12 2 2 4-4'],
  Insights: ['M4 4v16h16', 'm8 15 4-5 3 3 5-6'],
  Export: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z',
    'M3 12h18',
    'M12 3c3 3 3 15 0 18',
    'M12 3c-3 3-3 15 0 18',
  ],
}

export function ServiceIcon({ category }: { category: ServiceCategory }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-7 fill-none stroke-brand-700"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[category].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
