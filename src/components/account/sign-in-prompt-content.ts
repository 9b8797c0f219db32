/** An offer to sign in from inside a dialog, coming back to the same dialog afterwards. */
export const signInPromptText = {
  details: { lead: 'Have a business account?', action: 'Sign in to fill in your details' },
  savedGstin: { lead: 'Saved your GSTIN in your business account?', action: 'Sign in to use it' },
} as const
