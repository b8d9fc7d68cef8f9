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

export const loader = ({ context, request }: Route.LoaderArgs) => loadJob(context, request);

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootDataOf(matches);
  if (!data) return pageMeta({ matches, location, titleKey: 'notFound.metaTitle', noIndex: true });
  const { job } = data;
  const site = siteInfoOf(root.config, root.lang);
  const title = localText(job.title, job.titleEn, root.lang);
  const tags = pageMeta({
    matches,
    location,
    title: `${title} · ${job.city}`,
    description: job.summary || plainText(job.responsibilitiesHtml),
    canonicalQuery: ['id'],
    noIndex: !job.isOpen,
  });
  tags.push(
    jsonLd({
      '@type': 'JobPosting',
      title,
      description: [
        job.summary && `<p>${job.summary}</p>`,
        job.responsibilitiesHtml,
        job.requirementsHtml,
        job.benefitsHtml,
      ]
        .filter(Boolean)
        .join('\n'),
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
        address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: 'CN' },
      },
      industry: 'Machine vision',
      occupationalCategory: job.department,
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
