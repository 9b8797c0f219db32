/** Leads as the desk reads them, for the desk's tests: each kind with sensible fields, any changed. */
import type {
  DeskContactMessage,
  DeskJobApplication,
  DeskOrderRequest,
} from '@/lib/leads/desk/records'
import { leadReference } from '@/lib/leads/submit/lead-id'

const T0 = Date.UTC(2026, 2, 4, 4, 30)

/** A moment `minutes` after 4 March 2026, 10:00 am in India. */
export const minutesIn = (minutes: number) => new Date(T0 + minutes * 60_000)

const desk = (id: string) => ({
  id,
  reference: leadReference(id),
  notified: true,
  language: 'en' as const,
  status: 'new' as const,
  note: '',
  statusAt: null,
  statusBy: '',
})

export function orderLead(
  id: string,
  minutes: number,
  fields: Partial<DeskOrderRequest> = {},
): DeskOrderRequest {
  return {
    ...desk(id),
    kind: 'orderRequests',
    type: 'buy-now',
    createdAt: minutesIn(minutes),
    name: 'Asha Gupta',
    email: 'asha@guptakirana.example',
    phone: '+91 98290 11223',
    company: 'Gupta Kirana',
    message: '',
    delivery: 'Jaipur 302012',
    gstin: '08AAPFU0939F1ZV',
    gstState: 'Rajasthan',
    lines: [{ product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2640 }],
    totalKg: 60,
    total: 5280,
    authorUid: 'buyer-asha',
    quote: null,
    ...fields,
  }
}

export function messageLead(
  id: string,
  minutes: number,
  fields: Partial<DeskContactMessage> = {},
): DeskContactMessage {
  return {
    ...desk(id),
    kind: 'contactMessages',
    type: 'contact',
    createdAt: minutesIn(minutes),
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: '',
    company: '',
    subject: 'Sugar for a wedding',
    message: 'Please call me about 20 bags.',
    ...fields,
  }
}

export function applicationLead(
  id: string,
  minutes: number,
  fields: Partial<DeskJobApplication> = {},
): DeskJobApplication {
  return {
    ...desk(id),
    kind: 'jobApplications',
    type: 'application',
    createdAt: minutesIn(minutes),
    name: 'Meena Iyer',
    email: 'meena@example.com',
    phone: '98765 43210',
    company: '',
    message: 'I have sold pulses for five years.',
    cvLink: 'https://drive.example.com/meena.pdf',
    jobId: '101',
    jobTitle: 'Sales Executive',
    jobDepartment: 'Sales',
    jobType: 'Full-time',
    ...fields,
  }
}
