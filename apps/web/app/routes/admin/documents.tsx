import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminDocuments } from '../../features/admin/screens/documents';

export const meta = adminMeta('documents');

export default function AdminDocumentsRoute() {
  return <AdminDocuments />;
}
