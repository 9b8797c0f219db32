// Loaded on demand by <Reveal> (./motion.tsx): framer-motion's small WAAPI animator, no part of
// any page's first load.
import { animate } from 'framer-motion/dom/mini'

/** Fades `element` in and slides it up 24 px over 0.5 s, after `delay` seconds. */
export function revealIn(element: Element, delay: number): Promise<void> {
  return animate(
    element,
    { opacity: [0, 1], transform: ['translateY(24px)', 'translateY(0px)'] },
    { duration: 0.5, ease: 'easeOut', delay },
  ).then(() => undefined)
}
