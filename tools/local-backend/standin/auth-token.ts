/**
 * Who is asking. The Auth emulator (and the SDK's `mockUserToken`) issue unsigned JWTs, so the
 * stand-in only decodes the payload; there is no signature to check offline. Expiry is not checked
 * either: `mockUserToken` tokens are issued already expired, and the SDK refreshes real ones.
 */
import { STAFF_CLAIM } from '../../../src/lib/desk-schema'
import type { Caller } from './rules'

export function callerFromAuthorization(header: string | undefined): Caller | null {
  const match = /^Bearer\s+([^.\s]+)\.([^.\s]+)\.[^.\s]*$/i.exec(header ?? '')
  if (!match) return null
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(match[2] as string, 'base64url').toString('utf8'),
    )
    if (typeof payload !== 'object' || payload === null) return null
    const claims = payload as Record<string, unknown>
    const { user_id: userId, sub, email, firebase } = claims
    const uid = userId ?? sub
    if (typeof uid !== 'string' || uid === '') return null
    const provider = (firebase as { sign_in_provider?: unknown } | undefined)?.sign_in_provider
    return {
      uid,
      ...(typeof email === 'string' ? { email } : {}),
      ...(provider === 'anonymous' ? { anonymous: true } : {}),
      ...(claims[STAFF_CLAIM] === true ? { staff: true } : {}),
    }
  } catch {
    return null
  }
}
