import type { Widen } from './widen';
import type { OAuthMessages } from './oauth.zh-CN';

export const oauthEn: Widen<OAuthMessages> = {
  oauth: {
    orUse: 'Or log in with',
    loginWith: 'Log in with {{name}}',
    redirecting: 'Going to {{name}}…',
    callbackTitle: 'Third-party login',
    finishing: 'Finishing your login…',
    missingState: 'This login address is incomplete. Please start the login again.',
    missingType: 'No way to log in was chosen. Please choose one on the login page again.',
    firstTimeMissing: 'No third-party login is waiting to be completed',
    firstTimeMissingHint:
      'A third-party login waits for ten minutes, in the browser tab that started it. Please log in again.',
    failedTitle: 'Login not completed',
    backToLogin: 'Back to login',
    firstTimeTitle: 'First login with {{provider}}',
    firstTimeIntro:
      'Your {{provider}} account “{{name}}” is not linked to an account here yet. Create a new account, or link one you already have.',
    expiresHint: 'Please finish within {{minutes}} minutes, or you will need to log in again.',
    createTab: 'Create an account',
    linkTab: 'Link an existing account',
    createHint:
      'The new account has no password and logs in through {{provider}} only; you can bind more ways to log in on your profile later.',
    createSubmit: 'Create account and log in',
    linkHint:
      'Log in once with the user name and password of your existing account to link your {{provider}} account to it.',
    linkSubmit: 'Log in and link',
    created: 'Account {{userName}} created. Welcome!',
    linked: 'Your {{provider}} account is linked',
    bindTitle: 'Bind a third-party account',
    binding: 'Binding…',
    bindFailedTitle: 'Binding not completed',
    bindNeedsLogin: 'Please log in first, then start binding from your profile',
    bound: 'Bound your {{provider}} account “{{name}}”',
    backToBindings: 'Back to linked accounts',
    bindings: {
      title: 'Linked accounts',
      intro:
        'Bound accounts log you in here directly. We keep only the other account’s id and name, never any of its tokens.',
      noPassword: 'Your account has no password: keep at least one binding to be able to log in.',
      none: 'Third-party login is not enabled on this site',
      notBound: 'Not bound',
      boundAs: 'Bound: {{name}}',
      since: 'bound on',
      bind: 'Bind',
      unbind: 'Unbind',
      unbindConfirm: 'You will no longer be able to log in with the {{provider}} account “{{name}}”. Unbind it?',
      unbound: 'Unbound',
      disabledProvider: 'A login method no longer offered',
      confirm: 'Unbind',
      cancel: 'Cancel',
      loadFailed: 'Could not load your linked accounts',
    },
    admin: {
      title: 'Third-party bindings',
      none: 'This member has no third-party bindings',
      provider: 'Provider',
      externalName: 'Name there',
      boundAt: 'Bound',
      lastLogin: 'Last login',
    },
  },
  // A form with a secret sent before its page's script took over (lib/early-form.ts).
  account: {
    earlySubmit: {
      title: 'The page was not ready yet: the form was not submitted',
      hint: 'Nothing has changed. Please check what you entered, type your password (and the captcha) again and submit once more.',
    },
  },
};
