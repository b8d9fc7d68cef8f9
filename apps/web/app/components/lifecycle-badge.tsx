import { LIFECYCLE_LABELS, type LifecycleStatus } from '@clearsight/contracts';
import type { Lang } from '../lib/i18n';
import { labelOf } from '../lib/labels';

export function LifecycleBadge({ status, lang }: { status: LifecycleStatus; lang: Lang }) {
  return (
    <span className={`cs-lifecycle cs-lifecycle--${status}`} data-testid="lifecycle-badge" data-status={status}>
      {labelOf(LIFECYCLE_LABELS, status, lang)}
    </span>
  );
}
