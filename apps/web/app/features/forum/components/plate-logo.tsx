import type { PlateItem } from '@clearsight/contracts';

const TINTS = ['#0b57d0', '#0f7b6c', '#8a4baf', '#b35900', '#1f6f8b', '#a61b4a'];

/** A board's logo, or its first letter on a tint derived from its code when it has none. */
export function PlateLogo({
  plate,
  size = 40,
}: {
  plate: Pick<PlateItem, 'name' | 'code' | 'logoUrl'>;
  size?: number;
}) {
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
      {[...plate.name][0] ?? '#'}
    </span>
  );
}
