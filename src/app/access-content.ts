/**
 * The words of the router's guard (route-access.tsx), kept apart from the app's other words: the
 * guard is fetched only with the pages behind it.
 */
export const accessCopy = {
  checking: 'Checking your access…',
  staffOnlyTitle: 'This page is for staff only',
  staffOnlyText:
    'The trade desk is where our sales team works. Your account is not a staff account, so there is nothing to see here.',
  checkFailed: 'We could not check your access. Please check your connection and try again.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const
