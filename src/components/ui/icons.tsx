import { cn } from './cn'

/**
 * The site's icons: outlines on a 24×24 grid, drawn for this site, one path string each. An icon
 * that only one feature shows may keep its path there and pass it as `path`.
 */
const paths = {
  'badge-check':
    'M12 3l2.4 1.8 3-.2.9 2.9 2.4 1.8-1 2.8 1 2.8-2.4 1.8-.9 2.9-3-.2L12 21l-2.4-1.8-3 .2-.9-2.9-2.4-1.8 1-2.8-1-2.8 2.4-1.8.9-2.9 3 .2zM8.5 12l2.5 2.5 4.5-5',
  'shield-check': 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  boxes: 'M3 13h8v8H3zM13 13h8v8h-8zM8 3h8v8H8z',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 017 0v3M12 15v2.5',
  users:
    'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.3a3.5 3.5 0 010 6.4M18 14.3c2 .8 3.5 2.8 3.5 5.7',
  scale: 'M12 4v16M7 20h10M5 7h14M5 7l-3 6a3 3 0 006 0zM19 7l-3 6a3 3 0 006 0z',
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  leaf: 'M5 19c0-9 5-14 15-14 0 10-5 15-14 15M5 19l7-7',
  trending: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8M20 16v-3',
  sprout: 'M12 21v-9M12 12C12 8 9 5 4 5c0 4 3 7 8 7zM12 14c0-4 3-7 8-7 0 4-3 7-8 7z',
  search: 'M10.5 17a6.5 6.5 0 100-13 6.5 6.5 0 000 13zM15.5 15.5L21 21M8 10.5l2 2 3.5-3.5',
  package: 'M3 7.5L12 3l9 4.5v9L12 21l-9-4.5zM3 7.5L12 12l9-4.5M12 12v9M7.5 5.3l9 4.5',
  warehouse: 'M3 21V9l9-5 9 5v12M7 21v-8h10v8M7 17h10',
  truck:
    'M2 6h12v10H2zM14 10h4l3 3v3h-7M6.5 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM17.5 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  cpu: 'M7 7h10v10H7zM10 10h4v4h-4zM10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4',
  'map-pin':
    'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 005 5L15 12l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4l13 8-13 8z',
  check: 'M4.5 12.5l5 5 10-10',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-right': 'M9 6l6 6-6 6',
  'chevron-down': 'M6 9l6 6 6-6',
  close: 'M6 6l12 12M18 6L6 18',
  clipboard: 'M9 3h6v3H9zM8 4.5H5V21h14V4.5h-3M8.5 11h7M8.5 15h7M8.5 18.5h4',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 14h10l1-14M10 11v6M14 11v6',
  menu: 'M4 7h16M4 12h16M4 17h16',
} as const

export type IconName = keyof typeof paths

/** One of the site's icons by name, or a path on the same grid that one feature draws itself. */
export type IconSource = { name: IconName } | { path: string }

type IconProps = IconSource & {
  /** Size (`size-4`; 24 px unless given), colour (`text-…`) and stroke weight (`stroke-2`). */
  className?: string
}

/**
 * A decorative icon, hidden from assistive tech: the text next to it carries the meaning. Its
 * default size is in attributes, which any size class overrides: a default class would compete
 * with the caller's, and the one later in the stylesheet would win (`size-6` beats `size-4`).
 */
export function Icon({ className, ...icon }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      width="24"
      height="24"
      className={cn('shrink-0', className)}
    >
      <path d={'name' in icon ? paths[icon.name] : icon.path} />
    </svg>
  )
}
