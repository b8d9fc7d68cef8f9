import { ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { captchaRules, type CaptchaState } from '../lib/captcha';

/** The image-captcha input with its picture; clicking the picture fetches a new one. */
export function CaptchaField({
  captcha,
  name = 'code',
  rules,
}: {
  captcha: CaptchaState;
  name?: string;
  rules?: FormRule[];
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('account.captcha')} required>
      <div className="cs-captcha">
        <Form.Item name={name} rules={rules ?? captchaRules(t)} noStyle>
          <Input
            size="large"
            prefix={<SafetyOutlined />}
            placeholder={t('account.captchaPlaceholder')}
            autoComplete="off"
            maxLength={10}
            data-testid="captcha-input"
          />
        </Form.Item>
        <button
          type="button"
          className="cs-captcha__image"
          onClick={captcha.refresh}
          title={t('account.captchaRefresh')}
          aria-label={t('account.captchaRefresh')}
          data-testid="captcha-image"
          data-uuid={captcha.uuid ?? ''}
        >
          {captcha.src ? (
            <img src={captcha.src} alt={t('account.captcha')} width={120} height={40} />
          ) : (
            <span className="cs-captcha__placeholder">
              <ReloadOutlined spin={captcha.loading} /> {captcha.loading ? t('account.captchaLoading') : ''}
            </span>
          )}
        </button>
      </div>
    </Form.Item>
  );
}
