/** Saving text the page made as a file on the user's computer: the browser's download. */

/**
 * How long the file's address outlives the click: some browsers start reading the file only after
 * click() has returned, and an address revoked by then gives a failed download.
 */
const KEEP_ADDRESS_MS = 10_000

/** Hands `text` to the browser as a download named `fileName`, of media type `type`. */
export function saveFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), KEEP_ADDRESS_MS)
}
