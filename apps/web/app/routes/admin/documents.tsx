import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminDocuments = lazyPage(() => import('../../features/download/admin/documents'), 'AdminDocuments');

export const meta = adminMeta('documents');

export default function AdminDocumentsRoute() {
  return <AdminDocuments />;
}
