import { t } from '@/lib/i18n/macro'

/**
 * The words of the router's guard (route-access.tsx), kept apart from the app's other words: the
 * guard is fetched only with the pages behind it.
 */
export const accessCopy = {
  get checking() {
    return t`Checking your access…`
  },
  get staffOnlyTitle() {
    return t`This page is for staff only`
  },
  get staffOnlyText() {
    return t`The trade desk is where our sales team works. Your account is not a staff account, so there is nothing to see here.`
  },
  get checkFailed() {
    return t`We could not check your access. Please check your connection and try again.`
  },
  get retry() {
    return t`Try again`
  },
  get home() {
    return t`Go to the home page`
  },
} as const
