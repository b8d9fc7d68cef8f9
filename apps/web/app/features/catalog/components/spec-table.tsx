import type { SpecValue } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Lang } from '../../../lib/i18n';
import { localText } from '../../../lib/labels';
import { specText } from '../../../components/model-card';

export function SpecTable({ specs, lang, caption }: { specs: readonly SpecValue[]; lang: Lang; caption: string }) {
  const { t } = useTranslation();
  if (specs.length === 0) return <p className="cs-muted">{t('corporate.catalog.noSpecs')}</p>;
  return (
    <table className="cs-spec-table" data-testid="spec-table">
      <caption className="cs-visually-hidden">{caption}</caption>
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.key}>
            <th scope="row">{localText(spec.name, spec.nameEn, lang)}</th>
            <td>{specText(spec)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
