import { initializeApp, type FirebaseApp } from 'firebase/app'
import { env } from '@/config/env'

let app: FirebaseApp | undefined

/** The Firebase app, created on first use. */
export function firebaseApp(): FirebaseApp {
  app ??= initializeApp(env.firebase)
  return app
}

/**
 * Where the local stack answers: the app's own origin (the dev/preview server forwards the
 * emulator paths), unless a direct emulator address is configured.
 */
export function localStackOrigin(): URL {
  return new URL(window.location.origin)
}
