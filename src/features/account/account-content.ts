import { messages } from '@/config/messages'

/** The account page's words; the messages shared with sign-up come from config/messages.ts. */
export const accountCopy = {
  metaTitle: 'Your account',
  metaDescription: 'Your business details, delivery address and saved GSTIN.',
  title: 'Your account',
  intro:
    'Your business details: we fill them in on your order requests, and a saved GSTIN shows you wholesale prices on every device you sign in on.',
  loading: 'Loading your details...',
  emailLabel: 'Signed in as',
  detailsHeading: 'Your details',
  businessHeading: 'Your business',
  fields: {
    name: 'Full name',
    phone: 'Phone number',
    businessName: 'Business name (optional)',
    address: 'Delivery address (optional)',
    pinCode: 'PIN code (optional)',
    gstin: 'GST number (GSTIN, optional)',
  },
  addressHint: 'Shop or warehouse, street, area, city and state.',
  gstinHint: '15 characters. Saved here, it unlocks wholesale prices whenever you are signed in.',
  gstinState: (stateName: string) => `Registered in ${stateName}.`,
  submit: 'Save changes',
  saved: 'Your details are saved.',
  myEnquiriesHeading: 'Your requests',
  myEnquiries: 'My enquiries',
  myEnquiriesHint: 'Every order request and enquiry you have sent, newest first.',
  errors: {
    name: messages.profile.nameRequired,
    nameTooLong: messages.profile.nameTooLong,
    phone: messages.profile.phoneRequired,
    phoneInvalid: messages.profile.phoneInvalid,
    phoneTooLong: messages.profile.phoneTooLong,
    businessNameTooLong: 'Business name is too long',
    addressTooLong: 'Delivery address is too long',
    pinCode: 'Enter a 6-digit PIN code',
    saveFailed: messages.profile.saveFailed,
  },
} as const
