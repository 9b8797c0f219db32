/**
 * System notifications of new leads, for staff whose desk tab is out of sight. The browser asks
 * for permission once, and only on the person's click (askPermission is a button's handler); no
 * notification is shown without it.
 */

/** Where this browser stands: no notifications at all, or its Notification.permission. */
export type NotificationState = NotificationPermission | 'unsupported'

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/** Asks the browser for permission to notify (from a click only); resolves to where it stands. */
export async function askPermission(): Promise<NotificationState> {
  try {
    await Notification.requestPermission()
  } catch {
    // Refused or unsupported: the state read below says so.
  }
  return notificationState()
}

/**
 * One notification, when the page is hidden and permission was given; clicking it brings the
 * desk's tab forward. A later one replaces one still on show (one tag), so a busy hour is one
 * notification, not a pile.
 */
export function notifyIfHidden(title: string, body: string): void {
  if (document.visibilityState !== 'hidden' || notificationState() !== 'granted') return
  try {
    const notification = new Notification(title, { body, tag: 'desk-new-lead' })
    notification.onclick = () => {
      window.focus()
      notification.close()
    }
  } catch {
    // Some browsers (Chrome on Android) notify only from a service worker: none here then.
  }
}
