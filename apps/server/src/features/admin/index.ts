import type { AppContext } from '../../app-context';
import type { Feature } from '../../lib/feature';
import type { AccountsService } from '../auth/index';
import { adminRoutes } from './admin.routes';
import { AdminService } from './admin.service';

/** User administration for admins; every change goes to the audit log with the account change. */
export function createAdminFeature(ctx: AppContext, deps: { accounts: AccountsService }): Feature {
  const admin = new AdminService(ctx.database.db, deps.accounts);
  return { name: 'admin', routes: (route) => adminRoutes(route, admin), service: undefined };
}
