import type { PlateItem } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localName } from '../../../lib/labels';

const TINTS = ['#0b57d0', '#0f7b6c', '#8a4baf', '#b35900', '#1f6f8b', '#a61b4a'];

/** A board's logo, or the first letter of its name in the page's language on a tint derived from its code. */
export function PlateLogo({
  plate,
  size = 40,
}: {
  plate: Pick<PlateItem, 'name' | 'nameEn' | 'code' | 'logoUrl'>;
  size?: number;
}) {
  const { lang } = useTranslation();
  if (plate.logoUrl) {
    return <img className="fm-plate-logo" src={plate.logoUrl} alt="" width={size} height={size} loading="lazy" />;
  }
  let hash = 0;
  for (const ch of plate.code) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (
    <span
      className="fm-plate-logo fm-plate-logo--letter"
      aria-hidden="true"
      style={{ width: size, height: size, background: TINTS[hash % TINTS.length] }}
    >
      {[...localName(plate, lang)][0] ?? '#'}
    </span>
  );
}
