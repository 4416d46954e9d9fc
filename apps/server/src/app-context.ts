import type { Env } from './config/env';
import type { Database } from './db/client';
import type { AuthService } from './features/auth/auth.service';
import type { SessionService } from './features/auth/session.service';
import type { AdminService } from './features/admin/admin.service';

/** What buildApp wires once and hands to each feature's routes. */
export type AppContext = {
  env: Env;
  database: Database;
  sessions: SessionService;
  auth: AuthService;
  admin: AdminService;
  cookie: { secure: boolean };
};
