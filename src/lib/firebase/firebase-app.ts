/** The page's one Firebase app, and where the local stack's services answer. */
import { initializeApp, type FirebaseApp } from 'firebase/app'
import { env } from '@/config/env'
import { startAppCheck } from './app-check'
import { appCheckChoice } from './app-check-choice'
import { nextTask } from '@/lib/util/next-task'

let app: FirebaseApp | undefined
let checked: FirebaseApp | undefined

function createdApp(): FirebaseApp {
  app ??= initializeApp(env.firebase)
  return app
}

/**
 * The Firebase app, created on first use, with App Check started on it at once: before Auth or
 * Firestore send anything, so each of their requests carries its token (app-check.ts).
 */
export function firebaseApp(): FirebaseApp {
  const created = createdApp()
  if (checked !== created) {
    checked = created
    startAppCheck(created, appCheckChoice(env))
  }
  return created
}

/**
 * Sets the app up as firebaseApp() does, but creating it and starting App Check on it in tasks of
 * their own: on a phone each is a few tens of milliseconds of a page's start.
 */
export async function prepareFirebaseApp(): Promise<void> {
  createdApp()
  await nextTask()
  firebaseApp()
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
