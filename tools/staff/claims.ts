/**
 * The staff claim: an account is staff when its ID token carries the custom claim `staff: true`.
 * The claim's name is fixed (whatever checks for staff, rules or app, reads it under this name);
 * the rest of an account's custom claims belong to others and are kept as they are.
 */
export const STAFF_CLAIM = 'staff'

export type CustomClaims = Record<string, unknown>

export function isStaff(claims: CustomClaims | undefined): boolean {
  return claims?.[STAFF_CLAIM] === true
}

/** The account's claims with `staff: true` added. */
export function withStaff(claims: CustomClaims | undefined): CustomClaims {
  return { ...claims, [STAFF_CLAIM]: true }
}

/** The account's claims without the staff claim; null (no custom claims at all) when none is left. */
export function withoutStaff(claims: CustomClaims | undefined): CustomClaims | null {
  const rest = { ...claims }
  delete rest[STAFF_CLAIM]
  return Object.keys(rest).length > 0 ? rest : null
}
