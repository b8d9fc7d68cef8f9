import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminLedger = lazyPage(() => import('../../features/profile/admin/ledger'), 'AdminLedger');

export const meta = adminMeta('ledger');

export default function AdminLedgerRoute() {
  return <AdminLedger />;
}
