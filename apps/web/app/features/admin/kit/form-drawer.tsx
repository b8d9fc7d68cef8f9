import { Button, Drawer, Form, Space, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isApiError } from '../../../lib/http/errors';
import { FieldGrid } from './fields';
import {
  issuesToFields,
  serverErrorsToFields,
  valuesToBody,
  type AnySchema,
  type FieldSpec,
  type FormValues,
} from './form-model';

export interface FormDrawerProps {
  open: boolean;
  title: string;
  fields: readonly FieldSpec[];
  /** The contract's input schema: per-field validation and the final check before sending. */
  schema: AnySchema | null;
  mode: 'create' | 'edit';
  /** Values to start from; `undefined` while they are still loading (a spinner shows). */
  initialValues: FormValues | undefined;
  /** Sends the body; rejects with the HTTP client's ApiError (already shown as a message). */
  onSubmit: (body: FormValues) => Promise<unknown>;
  onClose: () => void;
  width?: number;
  /** Shown above the fields (e.g. a note about what the server computes). */
  intro?: ReactNode;
}

/**
 * A create/edit form in a side drawer (full width on phones). Fields validate with the contract's own
 * zod schema as staff type; on save the whole body is checked again, then sent; server validation errors
 * land on their fields (the HTTP client has already shown the server's message).
 */
export function FormDrawer({
  open,
  title,
  fields,
  schema,
  mode,
  initialValues,
  onSubmit,
  onClose,
  width = 720,
  intro,
}: FormDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open && initialValues) {
      form.resetFields();
      form.setFieldsValue(initialValues);
    }
  }, [open, initialValues, form]);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as FormValues;
    const body = valuesToBody(fields, values, schema);
    if (schema) {
      const checked = schema.safeParse(body);
      if (!checked.success) {
        form.setFields(issuesToFields(checked.error.issues).map((f) => ({ ...f, name: f.name })));
        form.scrollToField(checked.error.issues[0]?.path.filter((p) => typeof p !== 'symbol') as (string | number)[]);
        return;
      }
    }
    setSaving(true);
    try {
      await onSubmit(body);
    } catch (error) {
      if (isApiError(error)) {
        const fieldErrors = serverErrorsToFields(
          error.body,
          fields.map((f) => f.name),
        );
        if (fieldErrors.length > 0) form.setFields(fieldErrors);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={`min(${width}px, 100vw)`}
      destroyOnHidden
      className="cs-admin-drawer"
      mask={{ closable: false }}
      footer={
        <Space className="cs-admin-drawer__footer">
          <Button onClick={onClose}>{t('admin.common.cancel')}</Button>
          <Button
            type="primary"
            onClick={() => void submit()}
            loading={saving}
            disabled={!initialValues}
            data-testid="admin-form-save"
          >
            {t('admin.common.save')}
          </Button>
        </Space>
      }
    >
      {initialValues ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark
          scrollToFirstError={{ block: 'center' }}
          onFinish={() => void submit()}
          className="cs-admin-form"
        >
          {intro && <div className="cs-admin-form__intro">{intro}</div>}
          <FieldGrid fields={fields} form={form} schema={schema} mode={mode} />
          {/* Enter in a text input saves, as in any form. */}
          <button type="submit" style={{ display: 'none' }} aria-hidden="true" tabIndex={-1} />
        </Form>
      ) : (
        <div className="cs-admin-center">
          <Spin />
        </div>
      )}
    </Drawer>
  );
}
