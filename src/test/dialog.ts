/**
 * jsdom has <dialog> and its `open` attribute but not show(), showModal() or close(); the site's Dialog
 * calls both. These stand-ins open and close it (the inert page behind, the focus trap and Escape
 * are a browser's, and the browser tests check them).
 */
export function supportModalDialogs(): void {
  const proto = HTMLDialogElement.prototype
  if (typeof proto.showModal === 'function') return
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  proto.show = function show(this: HTMLDialogElement) {
    this.open = true
  }
  proto.close = function close(this: HTMLDialogElement) {
    this.open = false
  }
}
