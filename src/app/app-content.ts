/**
 * The words of the app's own pages: the page for an address the site does not have, and the
 * error shown in place of a page that failed.
 */
export const notFoundCopy = {
  code: '404',
  title: 'Page not found',
  text: 'We could not find that page. It may have moved, or the address may be mistyped.',
  home: 'Go to the home page',
  products: 'Browse products',
} as const

export const routeErrorCopy = {
  title: 'This page could not be shown',
  /** The page's code did not arrive: its download failed or stalled past its time limit. */
  downloadFailed:
    'Part of the site could not be downloaded. Please check your connection and try again.',
  failed: 'Something went wrong while showing this page. Please try again.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const
