/** What the new account's welcome says (welcome-note.tsx). */
export const welcomeText = {
  greeting: (name: string) => {
    const first = name.trim().split(/\s+/)[0]
    return first
      ? `Welcome, ${first}. Your business account is ready.`
      : 'Welcome. Your business account is ready.'
  },
  gstinSaved: (gstin: string) =>
    `GSTIN ${gstin} is saved to your account, so prices open whenever you sign in.`,
  addGstin: 'Save your GSTIN to your account and prices open whenever you sign in.',
  addGstinLink: 'Add your GSTIN',
  dismiss: 'Dismiss',
} as const
