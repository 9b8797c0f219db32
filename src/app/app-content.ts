import { t } from '@/lib/i18n/macro'

/**
 * The words of the app's own pages: the page for an address the site does not have, the error
 * shown in place of a page that failed, and the one shown when the app itself failed.
 */
export const notFoundCopy = {
  code: '404',
  get title() {
    return t`Page not found`
  },
  get text() {
    return t`We could not find that page. It may have moved, or the address may be mistyped.`
  },
  get home() {
    return t`Go to the home page`
  },
  get products() {
    return t`Browse products`
  },
} as const

export const routeErrorCopy = {
  get title() {
    return t`This page could not be shown`
  },
  /** The page's code did not arrive: its download failed or stalled past its time limit. */
  get downloadFailed() {
    return t`Part of the site could not be downloaded. Please check your connection and try again.`
  },
  get failed() {
    return t`Something went wrong while showing this page. Please try again.`
  },
  get retry() {
    return t`Try again`
  },
  get home() {
    return t`Go to the home page`
  },
} as const

/** The app's last line of defence (app-error-boundary.tsx): the app itself failed. */
export const appErrorCopy = {
  get title() {
    return t`Something went wrong`
  },
  get text() {
    return t`The page could not be shown. Please reload, or come back in a few minutes.`
  },
  get reload() {
    return t`Reload the page`
  },
} as const
