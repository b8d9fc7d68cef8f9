import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CloseOutlined } from '../icons';

/**
 * A modal dialog on the browser's own `<dialog>`: it keeps focus inside, makes the page behind it inert and
 * closes on Esc, with no script of ours for any of that. `placement="right"` makes it a side sheet (the phone
 * menu). Its content is rendered only while it is open.
 */
export function Dialog({
  open,
  title,
  onClose,
  footer,
  children,
  extra,
  placement = 'center',
  width,
  className,
  ...rest
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
  /** Beside the title, before the close button (a language switch in the phone menu). */
  extra?: ReactNode;
  placement?: 'center' | 'right';
  width?: number;
  className?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Older engines (and jsdom) have no modal dialogs: shown in place, still closable.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={['cs-dialog', `cs-dialog--${placement}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      style={width ? { width } : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the dialog element itself, outside its panel.
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      {...rest}
    >
      {open && (
        <div className="cs-dialog__panel">
          <div className="cs-dialog__header">
            <h2 id={titleId} className="cs-dialog__title">
              {title}
            </h2>
            {extra}
            <button type="button" className="cs-dialog__close" aria-label={t('common.close')} onClick={onClose}>
              <CloseOutlined aria-hidden />
            </button>
          </div>
          <div className="cs-dialog__body">{children}</div>
          {footer && <div className="cs-dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
