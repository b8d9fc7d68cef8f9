import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminLedger } from '../../features/admin/screens/ledger';

export const meta = adminMeta('ledger');

export default function AdminLedgerRoute() {
  return <AdminLedger />;
}
