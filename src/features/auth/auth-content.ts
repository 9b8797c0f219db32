import { messages } from '@/config/messages'

/** Copy of the account screens; the messages (errors, busy labels, links) follow. */
export const authCopy = {
  fields: {
    name: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    password: 'Password',
    confirmPassword: 'Confirm password',
  },
  continue: 'Continue',
  or: 'or',
  login: {
    title: 'Sign In',
    intro: 'Sign in to your business account to order faster with your details filled in.',
    submit: 'Sign In',
    google: 'Sign in with Google',
    noAccount: 'New to Sunehri Fasal?',
    createAccount: 'Create a business account',
    forgotPassword: 'Forgot password?',
  },
  forgotPassword: {
    title: 'Reset your password',
    intro:
      'Enter the email address of your business account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sending: 'Sending...',
    sent: (email: string) =>
      `If an account exists for ${email}, we have sent it a link to reset the password. Check your inbox and spam folder; the link works once and expires after an hour.`,
    sendAgain: 'Send another link',
    backToLogin: 'Back to sign in',
  },
  resetPassword: {
    title: 'Choose a new password',
    intro: 'Set a new password for your business account.',
    checking: 'Checking your link...',
    forAccount: (email: string) => `New password for ${email}`,
    missingCode:
      'This page needs the link from your password-reset email. Open the link in the email, or ask for a new one.',
    linkFailed: 'Your link could not be checked. Please check your connection and try again.',
    retry: 'Try again',
    askAgain: 'Ask for a new link',
    submit: 'Save new password',
    saving: messages.profile.saving,
    done: 'Your password has been changed. Sign in with your new password.',
    signIn: 'Sign In',
  },
  signup: {
    title: 'Create your business account',
    intro: 'Open a b2b account for your shop or business in a minute.',
    submit: 'Create account',
    google: 'Sign up with Google',
    withEmailOnly: 'Sign up with email and password only',
  },
  emailSignup: {
    title: 'Sign up with email',
    intro: 'Choose your sign-in details. We will ask for your name and phone number next.',
  },
  completeProfile: {
    title: 'Complete Your Profile',
    intro: 'Tell us who you are so we can prefill your orders and reach you about them.',
    loading: 'Loading your details...',
    signedOut: 'Sign in or create an account first, then complete your profile here.',
  },
  signedIn: {
    note: (who: string) => `You are already signed in as ${who}.`,
    home: 'Go to the home page',
    continue: 'Continue where you were',
    profile: 'Complete your profile',
  },
  passwordHint: 'At least 6 characters.',
  gstinOffer: {
    label: (gstin: string, stateName: string) =>
      `Save GSTIN ${gstin} (${stateName}), verified on this visit, to my account`,
    hint: 'Prices then open whenever you sign in. You can change it later in your account.',
  },
} as const

/** The account screens' messages: the fixed ones verbatim, then ours for the other checks. */
export const authMessages = {
  loginFailed: 'Failed to log in',
  googleLoginFailed: 'Failed to log in with Google',
  signupFailed: 'Failed to create an account',
  googleSignupFailed: 'Failed to sign up with Google',
  profileSaveFailed: messages.profile.saveFailed,
  passwordsMismatch: 'Passwords do not match',
  nameRequired: messages.profile.nameRequired,
  phoneRequired: messages.profile.phoneRequired,
  creatingAccount: 'Creating account...',
  saving: messages.profile.saving,
  haveAccount: 'Already have an account? Sign in',
  backToSignupOptions: 'Back to signup options',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Please confirm your password',
  nameTooLong: messages.profile.nameTooLong,
  phoneTooLong: messages.profile.phoneTooLong,
  phoneInvalid: messages.profile.phoneInvalid,
  signingIn: 'Signing in...',
  resetFailed: 'Failed to send the reset link',
  newPasswordFailed: 'Failed to change the password',
  connectingGoogle: 'Connecting to Google...',
} as const

/**
 * Every failed email sign-in says this, whether the password was wrong or no account has the
 * email: telling the two apart would let anyone find out which addresses have an account.
 */
export const INCORRECT_CREDENTIALS = 'Incorrect email or password.'

/** Plain sentences for the Auth error codes a visitor can meet on the account screens. */
export const AUTH_ERROR_SENTENCES: Readonly<Record<string, string>> = {
  'auth/wrong-password': INCORRECT_CREDENTIALS,
  'auth/invalid-credential': INCORRECT_CREDENTIALS,
  'auth/invalid-login-credentials': INCORRECT_CREDENTIALS,
  'auth/user-not-found': INCORRECT_CREDENTIALS,
  // Sign-up must say this much: the address cannot be used for a new account.
  'auth/email-already-in-use': 'An account already uses this email address. Try signing in.',
  'auth/credential-already-in-use': 'This sign-in is already linked to another account.',
  'auth/account-exists-with-different-credential':
    'An account already uses this email address with a different sign-in method.',
  'auth/weak-password': 'Choose a stronger password of at least 6 characters.',
  'auth/missing-password': 'Enter your password.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-email': 'Enter your email address.',
  'auth/user-disabled': 'This account has been disabled. Please contact us.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed':
    'Could not reach the sign-in service. Check your internet connection and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before sign-in finished.',
  'auth/cancelled-popup-request': 'The Google window was closed before sign-in finished.',
  'auth/user-cancelled': 'The Google window was closed before sign-in finished.',
  'auth/popup-blocked':
    'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  'auth/operation-not-allowed': 'This sign-in method is not available at the moment.',
  'auth/requires-recent-login': 'Please sign in again to continue.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid any more: it may have been used already.',
}
