import '../../styles/corporate.css';
import { jobHref } from '@clearsight/contracts';
import { RouteErrorBoundary } from '../../components/route-error';
import { SCHEMA_EMPLOYMENT } from '../../features/career/career';
import { loadJob } from '../../features/career/career-pages.server';
import { siteInfoOf } from '../../lib/site-config';
import { localText } from '../../lib/labels';
import { pageMeta, rootDataOf } from '../../lib/meta';
import { absoluteUrl, breadcrumbLd, jsonLd, plainText } from '../../lib/seo';
import type { Route } from './+types/job-detail';
import { JobPage, crumbs } from '../../features/career/components/job-page';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['corporate', 'contact'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadJob(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  if (!data) return pageMeta({ matches, location, titleKey: 'notFound.metaTitle', noIndex: true });
  const { job } = data;
  const site = siteInfoOf(root.config, root.lang);
  const title = localText(job.title, job.titleEn, root.lang);
  const lang = root.lang;
  const summary = localText(job.summary, job.summaryEn, lang);
  const sections = [
    localText(job.responsibilitiesHtml, job.responsibilitiesHtmlEn, lang),
    localText(job.requirementsHtml, job.requirementsHtmlEn, lang),
    localText(job.benefitsHtml, job.benefitsHtmlEn, lang),
  ];
  const city = localText(job.city, job.cityEn, lang);
  const tags = pageMeta({
    matches,
    location,
    title: `${title} · ${city}`,
    description: summary || plainText(sections[0]!),
    canonicalQuery: ['id'],
    noIndex: !job.isOpen,
  });
  tags.push(
    jsonLd({
      '@type': 'JobPosting',
      title,
      description: [summary && `<p>${summary}</p>`, ...sections].filter(Boolean).join('\n'),
      datePosted: job.publishTime,
      validThrough: job.closeTime ?? undefined,
      employmentType: SCHEMA_EMPLOYMENT[job.employmentType],
      totalJobOpenings: job.headcount,
      hiringOrganization: {
        '@type': 'Organization',
        name: site.name,
        sameAs: root.origin,
        logo: absoluteUrl(root.origin, '/favicon.svg'),
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: 'CN' },
      },
      industry: 'Machine vision',
      occupationalCategory: localText(job.department, job.departmentEn, lang),
      url: absoluteUrl(root.origin, jobHref(job.id)),
      directApply: job.isOpen,
    }),
    breadcrumbLd(root.origin, crumbs(job, root.lang)),
  );
  return tags;
};

export { RouteErrorBoundary as ErrorBoundary };

export default function JobPageRoute({ loaderData }: Route.ComponentProps) {
  return <JobPage data={loaderData} />;
}
