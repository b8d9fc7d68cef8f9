import { data } from 'react-router';
import { NotFoundPage } from '../components/route-error';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/not-found';

export function loader() {
  // A real 404 status, so crawlers and monitors see the page is missing.
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'notFound.metaTitle', noIndex: true });

export default function NotFound() {
  return <NotFoundPage />;
}
