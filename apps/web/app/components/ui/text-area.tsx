import { useState, type TextareaHTMLAttributes } from 'react';

/**
 * A multi-line text input. `showCount` writes the length (and the limit, with `maxLength`) under its right edge,
 * as antd's does.
 */
export function TextArea({
  showCount = false,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { showCount?: boolean }) {
  const [typed, setTyped] = useState<number | null>(null);
  const area = (
    <textarea
      className={['cs-textarea', className].filter(Boolean).join(' ')}
      {...rest}
      onChange={(event) => {
        setTyped(event.target.value.length);
        rest.onChange?.(event);
      }}
    />
  );
  if (!showCount) return area;
  const length = typeof rest.value === 'string' ? rest.value.length : (typed ?? String(rest.defaultValue ?? '').length);
  return (
    <div className="cs-textarea-count">
      {area}
      <span className="cs-textarea-count__text" aria-hidden="true">
        {rest.maxLength ? `${length} / ${rest.maxLength}` : length}
      </span>
    </div>
  );
}
