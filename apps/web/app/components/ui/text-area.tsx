import type { TextareaHTMLAttributes } from 'react';

/**
 * A multi-line text input. `showCount` writes the length (and the limit, with `maxLength`) under its right edge,
 * as antd's does.
 */
export function TextArea({
  showCount = false,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { showCount?: boolean }) {
  const area = <textarea className={['cs-textarea', className].filter(Boolean).join(' ')} {...rest} />;
  if (!showCount) return area;
  const length = typeof rest.value === 'string' ? rest.value.length : 0;
  return (
    <div className="cs-textarea-count">
      {area}
      <span className="cs-textarea-count__text" aria-hidden="true">
        {rest.maxLength ? `${length} / ${rest.maxLength}` : length}
      </span>
    </div>
  );
}
