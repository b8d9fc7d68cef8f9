import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '../../../components/icons';
import { Button, Card, Form, Input, InputNumber, Select, Switch, Tooltip, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  elementSchema,
  fieldSchema,
  isRequired,
  isVisible,
  toBodyValue,
  validateValue,
  type AnySchema,
  type CustomFieldProps,
  type FieldSpec,
  type FormValues,
} from './form-model';
import { MarkdownField } from './markdown-field';
import { RefSelect } from './ref-select';
import { FileUpload, ImagesUpload, ImageUpload } from './uploads';

type NamePath = (string | number)[];

const WIDE_KINDS = new Set(['textarea', 'markdown', 'list', 'images', 'tags', 'custom', 'file']);

function spanOf(field: FieldSpec): 1 | 2 {
  return field.span ?? (WIDE_KINDS.has(field.kind) ? 2 : 1);
}

interface RenderContext {
  form: FormInstance;
  schema: AnySchema | null;
  mode: 'create' | 'edit';
  /** Where this field list lives in the form (inside a list element: [listName, index]). */
  prefix: NamePath;
  t: (key: string, options?: Record<string, unknown>) => string;
}

function CustomField({
  field,
  value,
  onChange,
  form,
  mode,
}: {
  field: FieldSpec;
  value?: unknown;
  onChange?: (value: unknown) => void;
  form: FormInstance;
  mode: 'create' | 'edit';
}) {
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as FormValues;
  const props: CustomFieldProps = { value, onChange: (v) => onChange?.(v), values, mode };
  return <>{field.render?.(props)}</>;
}

function control(field: FieldSpec, ctx: RenderContext, disabled: boolean): ReactNode {
  const { t } = ctx;
  const placeholder = field.placeholder ? t(field.placeholder) : undefined;
  switch (field.kind) {
    case 'text':
      return <Input allowClear placeholder={placeholder} disabled={disabled} />;
    case 'textarea':
      return (
        <Input.TextArea
          rows={field.rows ?? 3}
          placeholder={placeholder}
          disabled={disabled}
          showCount={field.max ? { formatter: ({ count }) => `${count} / ${field.max}` } : false}
        />
      );
    case 'number':
      return (
        <InputNumber
          min={field.min}
          max={field.max}
          step={field.step ?? 1}
          style={{ width: '100%' }}
          disabled={disabled}
        />
      );
    case 'switch':
      return <Switch disabled={disabled} />;
    case 'select':
      return (
        <Select
          allowClear={!isRequired(fieldSchema(ctx.schema, field.name))}
          disabled={disabled}
          placeholder={placeholder ?? t('admin.common.selectPlaceholder')}
          mode={field.multiple ? 'multiple' : undefined}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: o.literal ? o.label : t(o.label) }))}
        />
      );
    case 'tags':
      return (
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', '，', ';', '；']}
          placeholder={placeholder ?? t('admin.common.tagsPlaceholder')}
          disabled={disabled}
        />
      );
    case 'datetime':
      return <Input type="datetime-local" disabled={disabled} className="cs-admin-datetime" />;
    case 'image':
      return <ImageUpload disabled={disabled} />;
    case 'images':
      return <ImagesUpload max={field.max} />;
    case 'file':
      return <FileUpload accept={field.accept} disabled={disabled} />;
    case 'markdown':
      return <MarkdownField rows={field.rows} placeholder={placeholder} />;
    case 'ref':
      return field.ref ? (
        <RefSelect source={field.ref} multiple={field.multiple} disabled={disabled} placeholder={placeholder} />
      ) : null;
    case 'custom':
      return <CustomField field={field} form={ctx.form} mode={ctx.mode} />;
    case 'list':
      return null;
  }
}

function rulesFor(field: FieldSpec, schema: AnySchema | null, t: RenderContext['t']): Rule[] {
  if (!schema || field.kind === 'list') return [];
  return [
    {
      validator: async (_rule, value) => {
        const message = validateValue(schema, toBodyValue(field, value, schema), t('admin.common.required'));
        if (message) throw new Error(message);
      },
    },
  ];
}

function ListField({ field, ctx }: { field: FieldSpec; ctx: RenderContext }) {
  const { t } = ctx;
  const element = elementSchema(fieldSchema(ctx.schema, field.name));
  return (
    <Form.List name={[...ctx.prefix, field.name]}>
      {(rows, { add, remove, move }) => (
        <div className="cs-admin-list-field">
          {rows.map((row, index) => (
            <Card
              key={row.key}
              size="small"
              className="cs-admin-list-field__item"
              title={`#${index + 1}`}
              extra={
                <span className="cs-admin-list-field__tools">
                  <Tooltip title={t('admin.common.moveUp')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={t('admin.common.moveUp')}
                    />
                  </Tooltip>
                  <Tooltip title={t('admin.common.moveDown')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t('admin.common.moveDown')}
                    />
                  </Tooltip>
                  <Tooltip title={t('admin.common.remove')}>
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(row.name)}
                      aria-label={t('admin.common.remove')}
                    />
                  </Tooltip>
                </span>
              }
            >
              <div className="cs-admin-form__grid">
                {(field.fields ?? []).map((sub) => (
                  <FieldItem
                    key={sub.name}
                    field={sub}
                    ctx={{ ...ctx, schema: element, prefix: [row.name] }}
                    listPath={[...ctx.prefix, field.name, row.name]}
                  />
                ))}
              </div>
            </Card>
          ))}
          {(field.max === undefined || rows.length < field.max) && (
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ ...(field.newItem ?? {}) })}>
              {t('admin.common.addRow')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}

/**
 * One form field: label, the contract's validation, the right control. `listPath` is the absolute path of
 * the enclosing list element (for visibility checks inside lists).
 */
export function FieldItem({ field, ctx, listPath }: { field: FieldSpec; ctx: RenderContext; listPath?: NamePath }) {
  const schema = fieldSchema(ctx.schema, field.name);
  const className = spanOf(field) === 2 ? 'cs-admin-form__item is-wide' : 'cs-admin-form__item';
  const label = field.english ? ctx.t('admin.f.englishOf', { label: ctx.t(field.label) }) : ctx.t(field.label);

  const render = (values: FormValues) => {
    const scope = listPath ? ((ctx.form.getFieldValue(listPath) ?? {}) as FormValues) : values;
    if (!isVisible(field, scope)) return null;
    const disabled = field.disabledWhen ? field.disabledWhen(scope, ctx.mode) : false;
    if (field.kind === 'list') {
      return (
        <Form.Item
          label={label}
          required={isRequired(schema)}
          className={className}
          help={field.help ? ctx.t(field.help) : undefined}
        >
          <ListField field={field} ctx={ctx} />
        </Form.Item>
      );
    }
    return (
      <Form.Item
        name={[...ctx.prefix, field.name]}
        label={label}
        // A switch always has a value: an asterisk there would only puzzle.
        required={field.kind !== 'switch' && isRequired(schema)}
        rules={rulesFor(field, schema, ctx.t)}
        valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
        extra={field.help ? ctx.t(field.help) : undefined}
        className={className}
        validateFirst
      >
        {control(field, ctx, disabled)}
      </Form.Item>
    );
  };

  if (!field.visibleWhen && !field.disabledWhen) return render({});
  return (
    <Form.Item noStyle shouldUpdate>
      {() => render(ctx.form.getFieldsValue(true) as FormValues)}
    </Form.Item>
  );
}

/** All fields of a form in the two-column grid. */
export function FieldGrid({
  fields,
  form,
  schema,
  mode,
}: {
  fields: readonly FieldSpec[];
  form: FormInstance;
  schema: AnySchema | null;
  mode: 'create' | 'edit';
}) {
  const { t } = useTranslation();
  const ctx: RenderContext = { form, schema, mode, prefix: [], t: (key, options) => t(key, options ?? {}) };
  return (
    <div className="cs-admin-form__grid">
      {fields.map((field) => (
        <FieldItem key={field.name} field={field} ctx={ctx} />
      ))}
    </div>
  );
}
