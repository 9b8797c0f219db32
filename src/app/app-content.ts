/** The words of the app's own pages: the error shown in place of a page that failed. */
export const routeErrorCopy = {
  title: 'This page could not be shown',
  /** The page's code did not arrive: its download failed or stalled past its time limit. */
  downloadFailed:
    'Part of the site could not be downloaded. Please check your connection and try again.',
  failed: 'Something went wrong while showing this page. Please try again.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const
