import { messages } from '@/config/messages'
import { t } from '@/lib/i18n/macro'

/** Copy of the account screens; the messages (errors, busy labels, links) follow. */
export const authCopy = {
  fields: {
    get name() {
      return t`Full name`
    },
    get email() {
      return t`Email address`
    },
    get phone() {
      return t`Phone number`
    },
    get password() {
      return t`Password`
    },
    get confirmPassword() {
      return t`Confirm password`
    },
  },
  get continue() {
    return t`Continue`
  },
  get or() {
    return t`or`
  },
  login: {
    get title() {
      return t`Sign In`
    },
    get intro() {
      return t`Sign in to your business account to order faster with your details filled in.`
    },
    get submit() {
      return t`Sign In`
    },
    get google() {
      return t`Sign in with Google`
    },
    get noAccount() {
      return t`New to Sunehri Fasal?`
    },
    get createAccount() {
      return t`Create a business account`
    },
    get forgotPassword() {
      return t`Forgot password?`
    },
  },
  forgotPassword: {
    get title() {
      return t`Reset your password`
    },
    get intro() {
      return t`Enter the email address of your business account and we will send you a link to choose a new password.`
    },
    get submit() {
      return t`Send reset link`
    },
    get sending() {
      return t`Sending...`
    },
    sent: (email: string) =>
      t`If an account exists for ${email}, we have sent it a link to reset the password. Check your inbox and spam folder; the link works once and expires after an hour.`,
    get sendAgain() {
      return t`Send another link`
    },
    get backToLogin() {
      return t`Back to sign in`
    },
  },
  resetPassword: {
    get title() {
      return t`Choose a new password`
    },
    get intro() {
      return t`Set a new password for your business account.`
    },
    get checking() {
      return t`Checking your link...`
    },
    forAccount: (email: string) => t`New password for ${email}`,
    get missingCode() {
      return t`This page needs the link from your password-reset email. Open the link in the email, or ask for a new one.`
    },
    get linkFailed() {
      return t`Your link could not be checked. Please check your connection and try again.`
    },
    get retry() {
      return t`Try again`
    },
    get askAgain() {
      return t`Ask for a new link`
    },
    get submit() {
      return t`Save new password`
    },
    get saving() {
      return messages.profile.saving
    },
    get done() {
      return t`Your password has been changed. Sign in with your new password.`
    },
    get signIn() {
      return t`Sign In`
    },
  },
  signup: {
    get title() {
      return t`Create your business account`
    },
    get intro() {
      return t`Open a b2b account for your shop or business in a minute.`
    },
    get submit() {
      return t`Create account`
    },
    get google() {
      return t`Sign up with Google`
    },
    get withEmailOnly() {
      return t`Sign up with email and password only`
    },
  },
  emailSignup: {
    get title() {
      return t`Sign up with email`
    },
    get intro() {
      return t`Choose your sign-in details. We will ask for your name and phone number next.`
    },
  },
  completeProfile: {
    get title() {
      return t`Complete Your Profile`
    },
    get intro() {
      return t`Tell us who you are so we can prefill your orders and reach you about them.`
    },
    get loading() {
      return t`Loading your details...`
    },
    get signedOut() {
      return t`Sign in or create an account first, then complete your profile here.`
    },
  },
  signedIn: {
    note: (who: string) => t`You are already signed in as ${who}.`,
    /** Who the note names when the account has neither an email nor a name. */
    get yourAccount() {
      return t`your account`
    },
    get home() {
      return t`Go to the home page`
    },
    get continue() {
      return t`Continue where you were`
    },
    get profile() {
      return t`Complete your profile`
    },
  },
  get passwordHint() {
    return t`At least 6 characters.`
  },
  gstinOffer: {
    label: (gstin: string, stateName: string) =>
      t`Save GSTIN ${gstin} (${stateName}), verified on this visit, to my account`,
    get hint() {
      return t`Prices then open whenever you sign in. You can change it later in your account.`
    },
  },
} as const

/** The account screens' messages: the fixed ones verbatim, then ours for the other checks. */
export const authMessages = {
  get loginFailed() {
    return t`Failed to log in`
  },
  get googleLoginFailed() {
    return t`Failed to log in with Google`
  },
  get signupFailed() {
    return t`Failed to create an account`
  },
  get googleSignupFailed() {
    return t`Failed to sign up with Google`
  },
  get profileSaveFailed() {
    return messages.profile.saveFailed
  },
  get passwordsMismatch() {
    return t`Passwords do not match`
  },
  get nameRequired() {
    return messages.profile.nameRequired
  },
  get phoneRequired() {
    return messages.profile.phoneRequired
  },
  get creatingAccount() {
    return t`Creating account...`
  },
  get saving() {
    return messages.profile.saving
  },
  get haveAccount() {
    return t`Already have an account? Sign in`
  },
  get backToSignupOptions() {
    return t`Back to signup options`
  },
  get emailRequired() {
    return t`Email is required`
  },
  get emailInvalid() {
    return t`Enter a valid email address`
  },
  get passwordRequired() {
    return t`Password is required`
  },
  get confirmPasswordRequired() {
    return t`Please confirm your password`
  },
  get nameTooLong() {
    return messages.profile.nameTooLong
  },
  get phoneTooLong() {
    return messages.profile.phoneTooLong
  },
  get phoneInvalid() {
    return messages.profile.phoneInvalid
  },
  get signingIn() {
    return t`Signing in...`
  },
  get resetFailed() {
    return t`Failed to send the reset link`
  },
  get newPasswordFailed() {
    return t`Failed to change the password`
  },
  get connectingGoogle() {
    return t`Connecting to Google...`
  },
  /**
   * Every failed email sign-in says this, whether the password was wrong or no account has the
   * email: telling the two apart would let anyone find out which addresses have an account.
   */
  get incorrectCredentials() {
    return t`Incorrect email or password.`
  },
} as const

/**
 * authMessages.incorrectCredentials in English, as the browser tests compare it. The screens show
 * the message itself, in the page's language.
 */
export const INCORRECT_CREDENTIALS = 'Incorrect email or password.'

/** Plain sentences for the Auth error codes a visitor can meet on the account screens. */
export const AUTH_ERROR_SENTENCES: Readonly<Record<string, string>> = {
  get 'auth/wrong-password'() {
    return authMessages.incorrectCredentials
  },
  get 'auth/invalid-credential'() {
    return authMessages.incorrectCredentials
  },
  get 'auth/invalid-login-credentials'() {
    return authMessages.incorrectCredentials
  },
  get 'auth/user-not-found'() {
    return authMessages.incorrectCredentials
  },
  // Sign-up must say this much: the address cannot be used for a new account.
  get 'auth/email-already-in-use'() {
    return t`An account already uses this email address. Try signing in.`
  },
  get 'auth/credential-already-in-use'() {
    return t`This sign-in is already linked to another account.`
  },
  get 'auth/account-exists-with-different-credential'() {
    return t`An account already uses this email address with a different sign-in method.`
  },
  get 'auth/weak-password'() {
    return t`Choose a stronger password of at least 6 characters.`
  },
  get 'auth/missing-password'() {
    return t`Enter your password.`
  },
  get 'auth/invalid-email'() {
    return t`Enter a valid email address.`
  },
  get 'auth/missing-email'() {
    return t`Enter your email address.`
  },
  get 'auth/user-disabled'() {
    return t`This account has been disabled. Please contact us.`
  },
  get 'auth/too-many-requests'() {
    return t`Too many attempts. Please wait a few minutes and try again.`
  },
  get 'auth/network-request-failed'() {
    return t`Could not reach the sign-in service. Check your internet connection and try again.`
  },
  get 'auth/popup-closed-by-user'() {
    return t`The Google window was closed before sign-in finished.`
  },
  get 'auth/cancelled-popup-request'() {
    return t`The Google window was closed before sign-in finished.`
  },
  get 'auth/user-cancelled'() {
    return t`The Google window was closed before sign-in finished.`
  },
  get 'auth/popup-blocked'() {
    return t`Your browser blocked the Google window. Allow pop-ups for this site and try again.`
  },
  get 'auth/operation-not-allowed'() {
    return t`This sign-in method is not available at the moment.`
  },
  get 'auth/requires-recent-login'() {
    return t`Please sign in again to continue.`
  },
  get 'auth/user-token-expired'() {
    return t`Your session has expired. Please sign in again.`
  },
  get 'auth/expired-action-code'() {
    return t`This link has expired. Ask for a new one.`
  },
  get 'auth/invalid-action-code'() {
    return t`This link is not valid any more: it may have been used already.`
  },
}
