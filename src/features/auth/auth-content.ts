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
