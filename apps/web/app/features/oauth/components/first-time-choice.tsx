import { LockOutlined, UserOutlined } from '../../../components/icons';
import { ACCOUNT_RULES, ErrorCodes } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CaptchaField } from '../../../components/captcha-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/field';
import { Input, PasswordInput } from '../../../components/ui/input';
import { matches, required } from '../../../components/ui/rules';
import { useForm } from '../../../components/ui/use-form';
import { captchaRules, useCaptcha } from '../../../lib/captcha';
import { isApiError } from '../../../lib/http/errors';
import { failureText, linkWithTicket, registerWithTicket, type NewIdentity } from '../oauth-api';
import { ChoiceTabs } from './choice-tabs';
import { ProviderIcon } from './provider-icon';

/** What the page does with a token: the same start of a session a password login makes (the route gives it). */
export type FinishSession = (
  token: string,
  notice: { kind: 'login' } | { kind: 'created'; userName: string } | { kind: 'linked'; provider: string },
) => Promise<void>;

function CreateAccount({ identity, finish }: { identity: NewIdentity; finish: FinishSession }) {
  const { t } = useTranslation();
  // The contract's user-name rule (ACCOUNT_RULES), as the account forms check it.
  const form = useForm(
    { userName: identity.suggestedUserName },
    {
      userName: [
        required(t('account.rules.userNameRequired')),
        matches(ACCOUNT_RULES.userName, t('account.rules.userName')),
      ],
    },
    'oauth-create',
  );
  const submit = form.handleSubmit(async ({ userName }) => {
    try {
      const result = await registerWithTicket({ ticket: identity.ticket, userName: userName.trim() });
      await finish(result.token, { kind: 'created', userName: result.userName });
    } catch (error) {
      // The server's message under the field it concerns (the user name taken…).
      form.setErrors({ userName: failureText(error) });
    }
  });
  return (
    <form method="post" onSubmit={submit} noValidate data-testid="oauth-create-form">
      <p className="cs-auth__subtitle">{t('oauth.createHint', { provider: identity.provider.name })}</p>
      <FormField form={form} name="userName" label={t('account.userName')}>
        {(control) => (
          <Input
            {...control}
            size="large"
            prefix={<UserOutlined aria-hidden />}
            autoComplete="username"
            maxLength={20}
            data-testid="oauth-username"
          />
        )}
      </FormField>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={form.submitting}
        data-testid="oauth-create-submit"
      >
        {t('oauth.createSubmit')}
      </Button>
    </form>
  );
}

function LinkAccount({ identity, finish }: { identity: NewIdentity; finish: FinishSession }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const form = useForm(
    { username: '', password: '', code: '' },
    {
      username: [required(t('account.rules.userNameRequired'))],
      password: [(value) => (value === '' ? t('account.rules.passwordRequired') : null)],
      code: captchaRules(t),
    },
    'oauth-link',
  );
  const submit = form.handleSubmit(async (values) => {
    if (!captcha.uuid) {
      captcha.refresh();
      return;
    }
    try {
      const { token } = await linkWithTicket({
        ticket: identity.ticket,
        username: values.username.trim(),
        password: values.password,
        code: values.code.trim(),
        uuid: captcha.uuid,
      });
      await finish(token, { kind: 'linked', provider: identity.provider.name });
    } catch (error) {
      // Every attempt spends the captcha: a fresh one, and the message where it belongs.
      form.setValue('code', '');
      captcha.refresh();
      const wrongCaptcha = isApiError(error) && error.code === ErrorCodes.captchaWrong;
      // The emptied captcha is no mistake of the visitor's: no "required" under it.
      form.setErrors(wrongCaptcha ? { code: failureText(error) } : { code: undefined, password: failureText(error) });
    }
  });
  return (
    // Posted, never a GET: the password must not land in the address, whatever sends the form.
    <form method="post" onSubmit={submit} noValidate data-testid="oauth-link-form">
      <p className="cs-auth__subtitle">{t('oauth.linkHint', { provider: identity.provider.name })}</p>
      <FormField form={form} name="username" label={t('account.userName')}>
        {(control) => (
          <Input
            {...control}
            size="large"
            prefix={<UserOutlined aria-hidden />}
            autoComplete="username"
            data-testid="oauth-link-username"
          />
        )}
      </FormField>
      <FormField form={form} name="password" label={t('account.password')}>
        {(control) => (
          <PasswordInput
            {...control}
            size="large"
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
            data-testid="oauth-link-password"
          />
        )}
      </FormField>
      <CaptchaField captcha={captcha} form={form} name="code" />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={form.submitting}
        data-testid="oauth-link-submit"
      >
        {t('oauth.linkSubmit')}
      </Button>
    </form>
  );
}

/** The first time an identity arrives: choose a user name, or prove an existing account with its password. */
export function FirstTimeChoice({ identity, finish }: { identity: NewIdentity; finish: FinishSession }) {
  const { t } = useTranslation();
  const provider = identity.provider.name;
  return (
    <div className="oa-callback" data-testid="oauth-first-time">
      <h1 className="cs-auth__title">{t('oauth.firstTimeTitle', { provider })}</h1>
      <div className="oa-callback__identity">
        <ProviderIcon kind={identity.provider.kind} />
        <span>{identity.displayName}</span>
      </div>
      <Alert
        type="info"
        title={t('oauth.firstTimeIntro', { provider, name: identity.displayName })}
        description={t('oauth.expiresHint', { minutes: Math.round(identity.expiresInSeconds / 60) })}
      />
      <ChoiceTabs
        idPrefix="oauth-choice"
        items={[
          {
            key: 'create',
            label: t('oauth.createTab'),
            render: () => <CreateAccount identity={identity} finish={finish} />,
          },
          { key: 'link', label: t('oauth.linkTab'), render: () => <LinkAccount identity={identity} finish={finish} /> },
        ]}
      />
    </div>
  );
}
