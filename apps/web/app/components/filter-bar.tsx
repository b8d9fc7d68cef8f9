import { SearchOutlined } from './icons';
import { Button } from './ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { Form, useLocation, useSubmit } from 'react-router';
import { Link } from './link';
import { filledFields } from '../lib/form-query';

/**
 * A GET form above a list: the URL is the filter state, so results are server-rendered, linkable and
 * usable without JavaScript (a submit button); with JavaScript a changed select applies at once.
 */
export function FilterBar({ children, label, testId }: { children: ReactNode; label: string; testId?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="cs-filter-bar"
      role="search"
      aria-label={label}
      data-testid={testId}
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        void submit(filledFields(event.currentTarget), { method: 'get', preventScrollReset: true });
      }}
    >
      {children}
      <div className="cs-filter-bar__buttons">
        <Button htmlType="submit" type="primary" icon={<SearchOutlined />}>
          {t('corporate.common.search')}
        </Button>
        <Link to={pathname} className="cs-filter-bar__reset">
          {t('corporate.common.reset')}
        </Link>
      </div>
    </Form>
  );
}

export function FilterSearch({
  name = 'q',
  label,
  value,
  placeholder,
}: {
  name?: string;
  label: string;
  value?: string;
  placeholder?: string;
}) {
  return (
    <div className="cs-filter-bar__field cs-filter-bar__field--grow">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <input
        id={`filter-${name}`}
        className="cs-input"
        type="search"
        name={name}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        maxLength={100}
      />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

export function FilterSelect({
  name,
  label,
  value,
  options,
  groups,
  allLabel,
}: {
  name: string;
  label: string;
  value?: string;
  options?: SelectOption[];
  groups?: SelectGroup[];
  allLabel?: string;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <div className="cs-filter-bar__field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select
        id={`filter-${name}`}
        className="cs-select"
        name={name}
        defaultValue={value ?? ''}
        onChange={(e) => {
          if (e.currentTarget.form)
            void submit(filledFields(e.currentTarget.form), { method: 'get', preventScrollReset: true });
        }}
        data-testid={`filter-${name}`}
      >
        <option value="">{allLabel ?? t('corporate.common.all')}</option>
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
