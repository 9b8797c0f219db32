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
    profile: 'Complete your profile',
  },
  /** The account's document could not be read: nothing is decided about it until it can be. */
  recordUnreadable: {
    text: 'Your account details could not be loaded. Please check your connection and try again.',
    retry: 'Try again',
    retrying: 'Trying again...',
  },
  passwordHint: 'At least 6 characters.',
} as const

/** The account screens' messages: the fixed ones verbatim, then ours for the other checks. */
export const authMessages = {
  loginFailed: 'Failed to log in',
  googleLoginFailed: 'Failed to log in with Google',
  signupFailed: 'Failed to create an account',
  googleSignupFailed: 'Failed to sign up with Google',
  profileSaveFailed: 'Failed to save user details',
  passwordsMismatch: 'Passwords do not match',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  creatingAccount: 'Creating account...',
  saving: 'Saving...',
  haveAccount: 'Already have an account? Sign in',
  backToSignupOptions: 'Back to signup options',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Please confirm your password',
  nameTooLong: 'Name is too long',
  phoneTooLong: 'Phone number is too long',
  phoneInvalid: 'Enter a valid phone number',
  signingIn: 'Signing in...',
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
}
