/**
 * Errors in the REST API's shape: `{"error":{"code","message","status"}}`. The SDK maps `status`
 * to its error codes (PERMISSION_DENIED → `permission-denied`), so these must match Firestore's.
 */
export class FirestoreError extends Error {
  constructor(
    readonly httpCode: number,
    readonly status: string,
    message: string,
  ) {
    super(message)
  }

  toJSON(): { error: { code: number; message: string; status: string } } {
    return { error: { code: this.httpCode, message: this.message, status: this.status } }
  }
}

export const invalidArgument = (message: string) =>
  new FirestoreError(400, 'INVALID_ARGUMENT', message)

export const permissionDenied = () =>
  new FirestoreError(403, 'PERMISSION_DENIED', 'Missing or insufficient permissions.')

export const notFound = (message: string) => new FirestoreError(404, 'NOT_FOUND', message)

/** For SDK features this stand-in does not implement: say so plainly rather than answer wrongly. */
export const unsupported = (what: string) =>
  invalidArgument(`${what} is not supported by the local Firestore stand-in (tools/local-backend).`)
