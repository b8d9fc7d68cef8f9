import type { ReactNode } from 'react';
import type { Crumb } from '../lib/seo';
import { Breadcrumbs } from './breadcrumbs';
import { VariantSources } from './responsive-image';

const EMPTY_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const HERO_WIDTHS = [320, 480, 640] as const;

/** The band at the top of every corporate page: breadcrumb, the page's one h1, a lead and extras. */
export function PageHero({
  title,
  lead,
  crumbs,
  children,
  eyebrow,
  image,
}: {
  title: ReactNode;
  lead?: ReactNode;
  crumbs?: readonly Crumb[];
  children?: ReactNode;
  eyebrow?: ReactNode;
  image?: string | null;
}) {
  return (
    <div className="cs-page-hero">
      <div className={image ? 'cs-container cs-page-hero__inner has-image' : 'cs-container cs-page-hero__inner'}>
        <div className="cs-page-hero__text">
          {crumbs && crumbs.length > 0 && <Breadcrumbs items={crumbs} />}
          {eyebrow && <div className="cs-page-hero__eyebrow">{eyebrow}</div>}
          <h1 className="cs-page-hero__title">{title}</h1>
          {lead && <div className="cs-page-hero__lead">{lead}</div>}
          {children}
        </div>
        {image && (
          <picture className="cs-picture">
            {/* Hidden up to 900 px (see .cs-page-hero__image): phones get an empty inline pixel, no download. */}
            <source media="(max-width: 900px)" srcSet={EMPTY_PIXEL} />
            <VariantSources src={image} widths={HERO_WIDTHS} sizes="320px" />
            <img className="cs-page-hero__image" src={image} alt="" width={360} height={220} />
          </picture>
        )}
      </div>
    </div>
  );
}
