import { ReloadOutlined, SafetyOutlined } from './icons';
import { useTranslation } from '../lib/i18n/use-translation';
import type { CaptchaState } from '../lib/captcha';
import { FormField } from './ui/field';
import type { FormState } from './ui/use-form';

/**
 * The image-captcha input with its picture; clicking the picture fetches a new one. The form's rules for `name`
 * decide when an answer is needed (`captchaRules` for most forms).
 */
export function CaptchaField<K extends string>({
  captcha,
  form,
  name,
  required = false,
}: {
  captcha: CaptchaState;
  form: FormState<K>;
  name: K;
  /** Marks the label as required (forms that mark their required fields). */
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormField form={form} name={name} label={t('account.captcha')} required={required}>
      {(control) => (
        <div className="cs-captcha">
          <span className="cs-input-affix">
            <SafetyOutlined aria-hidden />
            <input
              {...control}
              className="cs-input cs-input--large"
              placeholder={t('account.captchaPlaceholder')}
              autoComplete="off"
              maxLength={10}
              data-testid="captcha-input"
            />
          </span>
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
                <ReloadOutlined spin={captcha.loading} aria-hidden />{' '}
                {captcha.loading ? t('account.captchaLoading') : ''}
              </span>
            )}
          </button>
        </div>
      )}
    </FormField>
  );
}
