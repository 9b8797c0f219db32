// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { callerFromAuthorization } from './auth-token'

/** An unsigned token of `claims`, as the Auth emulator issues them. */
const bearer = (claims: Record<string, unknown>) =>
  `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
    JSON.stringify(claims),
  ).toString('base64url')}.`

describe('callerFromAuthorization', () => {
  it('reads the uid, the e-mail and an anonymous sign-in', () => {
    expect(callerFromAuthorization(bearer({ user_id: 'asha', email: 'asha@example.com' }))).toEqual(
      { uid: 'asha', email: 'asha@example.com' },
    )
    expect(
      callerFromAuthorization(
        bearer({ user_id: 'guest', firebase: { sign_in_provider: 'anonymous' } }),
      ),
    ).toEqual({ uid: 'guest', anonymous: true })
  })

  it('counts as staff only a token whose staff claim is the boolean true', () => {
    expect(callerFromAuthorization(bearer({ user_id: 'meera', staff: true }))).toEqual({
      uid: 'meera',
      staff: true,
    })
    expect(callerFromAuthorization(bearer({ user_id: 'mallory', staff: 'true' }))).toEqual({
      uid: 'mallory',
    })
  })

  it('is nobody without a bearer token or a uid', () => {
    expect(callerFromAuthorization(undefined)).toBeNull()
    expect(callerFromAuthorization(bearer({ email: 'x@example.com' }))).toBeNull()
  })
})
