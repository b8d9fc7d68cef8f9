/** How far something has got, as a bar with its percentage. */
export function Progress({
  percent,
  label,
  className,
  ...rest
}: {
  /** 0–100. */
  percent: number;
  /** What the bar measures, for screen readers. */
  label: string;
  className?: string;
  'data-testid'?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={['cs-progress', value === 100 ? 'is-done' : '', className].filter(Boolean).join(' ')} {...rest}>
      <div
        className="cs-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="cs-progress__bar" style={{ width: `${value}%` }} />
      </div>
      <span className="cs-progress__text">{value}%</span>
    </div>
  );
}
