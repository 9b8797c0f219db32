/** The signed-in buyer's menu in the header: who they are, their account and their requests. */
export const accountMenuText = {
  label: (who: string) => `Account menu for ${who}`,
  signedInAs: 'Signed in as',
  account: 'Account',
  myEnquiries: 'My enquiries',
} as const
