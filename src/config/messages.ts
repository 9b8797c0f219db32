/** Every user-facing message the spec fixes (§2, §4, §5, §8), verbatim. */
export const messages = {
  auth: {
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
    // Ours (the spec only says these fields are required):
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Password is required',
    confirmPasswordRequired: 'Please confirm your password',
    nameTooLong: 'Name is too long',
    phoneTooLong: 'Phone number is too long',
    phoneInvalid: 'Enter a valid phone number',
    signingIn: 'Signing in...',
    connectingGoogle: 'Connecting to Google...',
    logoutFailed: 'Could not log out. Please try again.',
  },
  map: {
    noData: "No valid coordinate data found in 'maplist'.",
    loadError: (message: string) => `Error loading data: ${message}`,
  },
  blog: {
    loading: 'Loading...',
    backToBlog: 'Back to Blog',
  },
} as const
