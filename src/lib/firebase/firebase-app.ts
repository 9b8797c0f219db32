/** The page's one Firebase app, and where the local stack's services answer. */
import { initializeApp, type FirebaseApp } from 'firebase/app'
import { env } from '@/config/env'
import { startAppCheck } from './app-check'
import { appCheckChoice } from './app-check-choice'

let app: FirebaseApp | undefined

/**
 * The Firebase app, created on first use, with App Check started on it at once: before Auth or
 * Firestore send anything, so each of their requests carries its token (app-check.ts).
 */
export function firebaseApp(): FirebaseApp {
  if (!app) {
    app = initializeApp(env.firebase)
    startAppCheck(app, appCheckChoice(env))
  }
  return app
}

/**
 * Where the local stack answers: the app's own origin (the dev/preview server forwards the
 * emulator paths), unless a direct emulator address is configured.
 */
export function localStackOrigin(): URL {
  return new URL(window.location.origin)
}

/**
 * Where Firestore answers on the local stack, for both SDKs (firestore.ts, firestore-live.ts):
 * the configured emulator address, else the app's own origin, which forwards Firestore's paths
 * (tools/local-backend/ports.ts). Null against the hosted service.
 */
export function firestoreEmulator(): { host: string; port: number } | null {
  if (!env.localStack) return null
  const [host, port] = env.firestoreEmulatorHost
    ? env.firestoreEmulatorHost.split(':')
    : [localStackOrigin().hostname, localStackOrigin().port || '80']
  return { host: host || 'localhost', port: Number(port) }
}
