import { LockOutlined, UserOutlined } from '../../../components/icons';
import { ErrorCodes, PAGES, UserNameSchema, type OAuthLoginResult } from '@clearsight/contracts';
import { Alert, Button, Form, Input, Result, Spin, Tabs, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { CaptchaField } from '../../../components/captcha-field';
import { useCaptcha } from '../../../lib/captcha';
import { isApiError } from '../../../lib/http/errors';
import { callbackQuery, finishLogin, linkWithTicket, registerWithTicket } from '../oauth-api';
import { ProviderIcon } from './provider-icon';

type NewIdentity = Extract<OAuthLoginResult, { status: 'new-identity' }>;

/** What the page does with a token: the same start of a session a password login makes (the route gives it). */
export type FinishSession = (
  token: string,
  notice: { kind: 'login' } | { kind: 'created'; userName: string } | { kind: 'linked'; provider: string },
) => Promise<void>;

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Shows the server's message under the field it concerns (the user name taken, a wrong captcha…). */
function showFieldError(form: FormInstance, error: unknown, field: string): void {
  form.setFields([{ name: field, errors: [messageOf(error)] }]);
}

function CreateAccount({ identity, finish }: { identity: NewIdentity; finish: FinishSession }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ userName: string }>();
  const [busy, setBusy] = useState(false);
  const onFinish = async ({ userName }: { userName: string }) => {
    setBusy(true);
    try {
      const result = await registerWithTicket({ ticket: identity.ticket, userName: userName.trim() });
      await finish(result.token, { kind: 'created', userName: result.userName });
    } catch (error) {
      showFieldError(form, error, 'userName');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ userName: identity.suggestedUserName }}
      onFinish={(values) => void onFinish(values)}
      data-testid="oauth-create-form"
    >
      <p className="cs-auth__subtitle">{t('oauth.createHint', { provider: identity.provider.name })}</p>
      <Form.Item
        name="userName"
        label={t('account.userName')}
        rules={[
          { required: true, whitespace: true, message: t('account.rules.userNameRequired') },
          {
            validator: (_rule, value: string | undefined) =>
              !value || UserNameSchema.safeParse(value).success
                ? Promise.resolve()
                : Promise.reject(new Error(t('account.rules.userName'))),
          },
        ]}
      >
        <Input
          size="large"
          prefix={<UserOutlined />}
          autoComplete="username"
          maxLength={20}
          data-testid="oauth-username"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="oauth-create-submit">
        {t('oauth.createSubmit')}
      </Button>
    </Form>
  );
}

function LinkAccount({ identity, finish }: { identity: NewIdentity; finish: FinishSession }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ username: string; password: string; code: string }>();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);
  const onFinish = async (values: { username: string; password: string; code: string }) => {
    if (!captcha.uuid) {
      captcha.refresh();
      return;
    }
    setBusy(true);
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
      form.setFieldValue('code', '');
      captcha.refresh();
      const wrongCaptcha = isApiError(error) && error.code === ErrorCodes.captchaWrong;
      showFieldError(form, error, wrongCaptcha ? 'code' : 'password');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => void onFinish(v)}
      data-testid="oauth-link-form"
    >
      <p className="cs-auth__subtitle">{t('oauth.linkHint', { provider: identity.provider.name })}</p>
      <Form.Item
        name="username"
        label={t('account.userName')}
        rules={[{ required: true, whitespace: true, message: t('account.rules.userNameRequired') }]}
      >
        <Input size="large" prefix={<UserOutlined />} autoComplete="username" data-testid="oauth-link-username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('account.password')}
        rules={[{ required: true, message: t('account.rules.passwordRequired') }]}
      >
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          data-testid="oauth-link-password"
        />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="oauth-link-submit">
        {t('oauth.linkSubmit')}
      </Button>
    </Form>
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
        showIcon
        title={t('oauth.firstTimeIntro', { provider, name: identity.displayName })}
        description={t('oauth.expiresHint', { minutes: Math.round(identity.expiresInSeconds / 60) })}
      />
      <Tabs
        items={[
          {
            key: 'create',
            label: t('oauth.createTab'),
            children: <CreateAccount identity={identity} finish={finish} />,
          },
          { key: 'link', label: t('oauth.linkTab'), children: <LinkAccount identity={identity} finish={finish} /> },
        ]}
      />
    </div>
  );
}

type Stage = { step: 'working' } | { step: 'failed'; message: string } | { step: 'choose'; identity: NewIdentity };

/**
 * `/auth/:type`: the provider sent the browser back here. The code is handed to the API once, in the browser
 * (the server rendering never spends it); a known identity logs in, a new one chooses what to do.
 */
export function OAuthLoginCallback({ type, finish }: { type: string; finish: FinishSession }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [stage, setStage] = useState<Stage>({ step: 'working' });
  const search = searchParams.toString();

  useEffect(() => {
    const query = callbackQuery(new URLSearchParams(search));
    if (!query) {
      setStage({ step: 'failed', message: t('oauth.missingState') });
      return;
    }
    let live = true;
    finishLogin(type, query)
      .then(async (result) => {
        if (!live) return;
        if (result.status === 'signed-in') await finish(result.token, { kind: 'login' });
        else setStage({ step: 'choose', identity: result });
      })
      .catch((error: unknown) => {
        if (live) setStage({ step: 'failed', message: messageOf(error) });
      });
    return () => {
      live = false;
    };
  }, [type, search, finish, t]);

  if (stage.step === 'choose') return <FirstTimeChoice identity={stage.identity} finish={finish} />;
  if (stage.step === 'failed') {
    return (
      <Result
        status="warning"
        title={t('oauth.failedTitle')}
        subTitle={stage.message}
        extra={
          <Link to={PAGES.login}>
            <Button type="primary">{t('oauth.backToLogin')}</Button>
          </Link>
        }
        data-testid="oauth-failed"
      />
    );
  }
  return (
    <div className="oa-callback" data-testid="oauth-working">
      <h1 className="cs-auth__title">{t('oauth.callbackTitle')}</h1>
      <div className="oa-callback__status" role="status">
        <Spin />
        <span>{t('oauth.finishing')}</span>
      </div>
    </div>
  );
}
