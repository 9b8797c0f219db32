/**
 * The browser's localStorage, or null where it is refused: reading `window.localStorage` throws
 * in some privacy modes and sandboxed frames. Every record kept on this device reads it here.
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
