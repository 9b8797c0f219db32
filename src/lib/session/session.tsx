/**
 * The signed-in state for the whole app: nothing renders until the auth
 * state is known; with a user, their document is fetched by id and kept if it exists. For a
 * visitor with no stored user the state is known from storage, without the Auth SDK (see
 * follow-auth.ts), already before the first render when the caller has checked (`knownSignedOut`):
 * that is how a page prerendered signed out is taken over as it stands (main.tsx).
 */
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { STORAGE_KEYS } from '@/config/constants'
import type { SessionUser } from './auth'
import { followAuth } from './follow-auth'
import { trackHandoverClaim } from '@/lib/leads/handover/handover-in-flight'
import type { PendingClaim, PendingClaimRead } from '@/lib/leads/handover/pending-claim'
import type { UserRecord } from '@/lib/schema'

const signOut = () => import('./auth').then((auth) => auth.signOut())

/**
 * Firestore (and its parser) loads only when there is a user document to read. A saved GSTIN in
 * it verifies the tab before the document is handed out, so a page that waits for the document
 * (to open an order, say) finds prices open. Throws when the document cannot be read.
 */
const readUserRecord = async (uid: string): Promise<UserRecord | null> => {
  const record = await import('@/lib/users/users').then((users) => users.readUserRecord(uid))
  if (record?.gstin) {
    await import('@/lib/storage/gst-session')
      .then((gst) => gst.applySavedGstin(record.gstin))
      // Prices stay behind the GST dialog; the account itself is fine.
      .catch(() => {})
  }
  return record
}

/** Signed out: a GST verification taken from the account goes (its code loads only then). */
function forgetAccountGst(): void {
  try {
    if (!sessionStorage.getItem(STORAGE_KEYS.gstDetails)?.includes('"fromAccount":true')) return
  } catch {
    return
  }
  void import('@/lib/storage/gst-session').then((gst) => gst.forgetAccountGst())
}

/**
 * Claims a guest's hand-over for the account that just signed in
 * (src/lib/leads/handover/lead-handover.ts, loaded only then). Never fails: at worst the guest's
 * requests stay the guest's.
 */
const claimHandover = (claim: PendingClaim, uid: string) =>
  import('@/lib/leads/handover/lead-handover').then(
    (handover) => handover.claimHandover(claim, uid),
    () => {},
  )

/**
 * pending_claim: crypto-js is fetched only when the item
 * exists. The item is removed in every case, also when the decoder cannot even be loaded.
 */
function takePendingClaim(): Promise<PendingClaimRead> {
  try {
    if (localStorage.getItem(STORAGE_KEYS.pendingClaim) === null) {
      return Promise.resolve({ status: 'absent' })
    }
  } catch {
    return Promise.resolve({ status: 'absent' })
  }
  return import('@/lib/leads/handover/pending-claim')
    .then((module) => module.takePendingClaim())
    .catch((): PendingClaimRead => {
      try {
        localStorage.removeItem(STORAGE_KEYS.pendingClaim)
      } catch {
        // Nothing more to do: storage refuses writes.
      }
      return { status: 'corrupt' }
    })
}

export interface Session {
  /** The signed-in account; null when signed out, and for a guest. */
  user: SessionUser | null
  /**
   * A guest's user id: someone signed in anonymously when they sent a request, so that it stays
   * theirs. To every screen they are signed out; their requests are listed under this id.
   */
  guestUid: string | null
  /** The user's `users/{uid}` document, when it exists. */
  userRecord: UserRecord | null
  /** True once the user document has been looked up (or there is no user). */
  userDataLoaded: boolean
  /**
   * True when the user document could not be read: whether it exists is unknown, so nothing may
   * act as if it did not (`refreshUserRecord` tries again).
   */
  userRecordFailed: boolean
  /**
   * The decoded `pending_claim` tuple (a guest's hand-over, see
   * src/lib/leads/handover/pending-claim.ts): the one found at the latest user change that had a stored
   * item, null when none was found, it was corrupt, or the user signed out since. An account that
   * signs in with one claims the hand-over at once.
   */
  pendingClaim: PendingClaim | null
  /** Re-reads the user document (after a profile is saved, or to retry a failed read). */
  refreshUserRecord: () => Promise<void>
  signOut: () => Promise<void>
}

const SessionContext = createContext<Session | null>(null)

interface SessionProviderProps {
  children: ReactNode
  /** True when storage has already shown that nobody is signed in (stored-user.ts). */
  knownSignedOut?: boolean
}

export function SessionProvider({ children, knownSignedOut = false }: SessionProviderProps) {
  const [resolved, setResolved] = useState(knownSignedOut)
  const [user, setUser] = useState<SessionUser | null>(null)
  const [guestUid, setGuestUid] = useState<string | null>(null)
  const [userRecord, setUserRecord] = useState<UserRecord | null>(null)
  const [userDataLoaded, setUserDataLoaded] = useState(knownSignedOut)
  const [userRecordFailed, setUserRecordFailed] = useState(false)
  const [pendingClaim, setPendingClaim] = useState<PendingClaim | null>(null)
  /** The signed-in (not anonymous) user's id as last reported, for answers that arrive late. */
  const currentUid = useRef<string | null>(null)

  useEffect(() => {
    let latest = 0
    let previousUid: string | null = null
    return followAuth((reported) => {
      const call = ++latest
      const next = reported?.isAnonymous ? null : reported
      if (!next && previousUid !== null) setPendingClaim(null)
      if (!next) forgetAccountGst()
      currentUid.current = next?.uid ?? null
      previousUid = next?.uid ?? null
      const taken = takePendingClaim()
      void taken.then((read) => {
        if (read.status !== 'absent') setPendingClaim(read.status === 'decoded' ? read.claim : null)
      })
      // Noted at once, before anything renders for this user, so that a list of their requests
      // waits for the claim.
      if (next) {
        trackHandoverClaim(
          taken.then((read) =>
            read.status === 'decoded' ? claimHandover(read.claim, next.uid) : undefined,
          ),
        )
      }
      // A transition: the first render of the whole page is then done in slices that leave
      // the main thread free in between, instead of one long task.
      startTransition(() => {
        setUser(next)
        setGuestUid(reported?.isAnonymous ? reported.uid : null)
        setResolved(true)
        setUserRecord(null)
        setUserDataLoaded(!next)
        setUserRecordFailed(false)
      })
      if (!next) return
      readUserRecord(next.uid).then(
        (record) => {
          if (call !== latest) return
          setUserRecord(record)
          setUserDataLoaded(true)
        },
        () => {
          if (call === latest) setUserRecordFailed(true)
        },
      )
    })
  }, [])

  const value = useMemo<Session>(
    () => ({
      user,
      guestUid,
      userRecord,
      userDataLoaded,
      userRecordFailed,
      pendingClaim,
      refreshUserRecord: async () => {
        if (!user) return
        setUserRecordFailed(false)
        try {
          const record = await readUserRecord(user.uid)
          // Someone else signed in meanwhile: this answer is about an account no longer here.
          if (currentUid.current !== user.uid) return
          setUserRecord(record)
          setUserDataLoaded(true)
        } catch {
          if (currentUid.current === user.uid) setUserRecordFailed(true)
        }
      },
      signOut,
    }),
    [user, guestUid, userRecord, userDataLoaded, userRecordFailed, pendingClaim],
  )

  if (!resolved) return null
  return <SessionContext value={value}>{children}</SessionContext>
}

export function useSession(): Session {
  const session = use(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}
