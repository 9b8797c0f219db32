import type { SessionContact } from '@/hooks/use-session-contact'

/** A guest with nothing remembered, or (`overrides`) whoever a test needs prefilling forms. */
export function sessionContact(overrides: Partial<SessionContact> = {}): SessionContact {
  return {
    name: '',
    email: '',
    phone: '',
    company: '',
    delivery: '',
    remembered: false,
    ...overrides,
  }
}
