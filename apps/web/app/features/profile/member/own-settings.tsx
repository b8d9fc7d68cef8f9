import { feedback } from '../../../lib/feedback';
import { UploadOutlined } from '../../../components/icons';
import { PasswordSchema, UpdateProfileBody } from '@clearsight/contracts';
import { Alert, Button, Form, Input, Radio, Spin, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AppScope } from '../../../lib/app-scope';
import { avatarSrc } from '../../../lib/avatar';
import { uploadFile } from '../../../lib/http/upload';
import type { ProfileTab } from '../profile-types';
import { useChangeIcon, useChangePassword, useMyProfile, useUpdateProfile } from './profile-member-api';

type Sex = 'unknown' | 'male' | 'female';

function BasicInfo({ userId, onCardChange }: { userId: string; onCardChange: () => void }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const me = useMyProfile(userId);
  const update = useUpdateProfile(userId, onCardChange);
  if (!me.data) {
    return (
      <div className="fm-loading" role="status">
        <Spin />
      </div>
    );
  }
  const profile = me.data;
  return (
    <Form
      layout="vertical"
      className="pf-form"
      data-testid="profile-basic-form"
      initialValues={{
        nick: profile.nick,
        email: profile.email ?? '',
        sex: profile.sex,
        introduction: profile.introduction,
      }}
      onFinish={(values: { nick: string; email: string; sex: Sex; introduction: string }) =>
        update
          .mutateAsync({
            nick: values.nick.trim(),
            email: values.email.trim(),
            sex: values.sex,
            introduction: values.introduction.trim(),
          })
          .then(() => message.success(t('forum.profile.basic.saved')))
          .catch(() => undefined)
      }
    >
      <Alert type="info" showIcon title={t('forum.profile.basic.privateHint')} className="pf-form__hint" />
      <Form.Item
        name="nick"
        label={t('forum.profile.basic.nick')}
        rules={[{ required: true, whitespace: true, max: 20, message: t('forum.profile.basic.nickRule') }]}
      >
        <Input maxLength={20} showCount data-testid="profile-nick-input" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('forum.profile.basic.email')}
        rules={[
          {
            validator: (_r, value: string) =>
              !value || UpdateProfileBody.shape.email.safeParse(value.trim()).success
                ? Promise.resolve()
                : Promise.reject(new Error(t('forum.profile.basic.emailRule'))),
          },
        ]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('forum.profile.basic.phone')}>
        <Input value={profile.phone ?? ''} disabled aria-label={t('forum.profile.basic.phone')} />
      </Form.Item>
      <Form.Item name="sex" label={t('forum.profile.basic.sex')}>
        <Radio.Group>
          {(['unknown', 'male', 'female'] as const).map((s) => (
            <Radio key={s} value={s}>
              {t(`forum.profile.basic.sexes.${s}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="introduction" label={t('forum.profile.basic.introduction')}>
        <Input.TextArea
          maxLength={500}
          showCount
          rows={4}
          placeholder={t('forum.profile.basic.introductionPlaceholder')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-basic-submit">
        {t('forum.common.save')}
      </Button>
    </Form>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [form] = Form.useForm<{ oldPassword: string; newPassword: string; confirm: string }>();
  const [done, setDone] = useState(false);
  return (
    <Form
      form={form}
      // Posted, never a GET: the passwords must not land in the address, whatever sends the form.
      method="post"
      layout="vertical"
      className="pf-form"
      data-testid="profile-password-form"
      onFinish={(values) =>
        change
          .mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword })
          .then(() => {
            setDone(true);
            form.resetFields();
          })
          .catch(() => undefined)
      }
    >
      {done && (
        <Alert
          type="success"
          showIcon
          title={t('forum.profile.password.done')}
          className="pf-form__hint"
          data-testid="password-done"
        />
      )}
      <Form.Item
        name="oldPassword"
        label={t('forum.profile.password.old')}
        rules={[{ required: true, message: t('forum.profile.password.old') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('forum.profile.password.new')}
        rules={[
          {
            validator: (_r, value: string) =>
              PasswordSchema.safeParse(value ?? '').success
                ? Promise.resolve()
                : Promise.reject(new Error(t('forum.profile.password.newRule'))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('forum.profile.password.confirm')}
        dependencies={['newPassword']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_r, value: string) =>
              value && value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('forum.profile.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('forum.profile.password.submit')}
      </Button>
    </Form>
  );
}

function AvatarForm({ icon, onCardChange }: { icon: string | null; onCardChange: () => void }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const change = useChangeIcon(onCardChange);
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState(icon);
  return (
    <div className="pf-avatar" data-testid="profile-avatar-form">
      <img
        className="fm-avatar pf-avatar__img"
        src={avatarSrc(current)}
        alt={t('forum.profile.avatar.current')}
        width={120}
        height={120}
      />
      <div>
        <ImgCrop
          aspect={1}
          cropShape="round"
          quality={0.9}
          modalTitle={t('forum.profile.avatar.cropTitle')}
          modalOk={t('forum.common.confirm')}
          modalCancel={t('forum.common.cancel')}
          rotationSlider
        >
          <Upload
            accept="image/png,image/jpeg,image/webp"
            showUploadList={false}
            customRequest={({ file, onSuccess, onError }) => {
              setBusy(true);
              uploadFile(file as Blob, { imagesOnly: true, fileName: (file as File).name || 'avatar.png' })
                .then((info) => change.mutateAsync(info.id))
                .then((result) => {
                  setCurrent(result.icon);
                  message.success(t('forum.profile.avatar.done'));
                  onSuccess?.(result);
                })
                .catch((error: Error) => onError?.(error))
                .finally(() => setBusy(false));
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy} data-testid="avatar-choose">
              {busy ? t('forum.profile.avatar.uploading') : t('forum.profile.avatar.choose')}
            </Button>
          </Upload>
        </ImgCrop>
        <p className="pf-avatar__hint">{t('forum.profile.avatar.hint')}</p>
      </div>
    </div>
  );
}

/**
 * One's own profile tabs: basic info, password, avatar (cropped square, re-encoded by the server). Member-only,
 * loaded with antd, the cropper and the query cache they use; `onCardChange` refreshes the page's card after a save.
 */
export default function OwnSettings({
  tab,
  userId,
  icon,
  onCardChange,
}: {
  tab: ProfileTab;
  userId: string;
  icon: string | null;
  onCardChange: () => void;
}) {
  return (
    <AppScope>
      {tab === 'password' ? (
        <PasswordForm />
      ) : tab === 'avatar' ? (
        <AvatarForm icon={icon} onCardChange={onCardChange} />
      ) : (
        <BasicInfo userId={userId} onCardChange={onCardChange} />
      )}
    </AppScope>
  );
}
