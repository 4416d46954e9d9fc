import { parseEnv } from '../config/env';
import { openRuntime } from '../runtime';

// `npm run db:migrate`: applies the committed migrations to PostgreSQL (DATABASE_URL), or to the
// embedded database when the server is stopped.
const env = parseEnv(process.env);
const runtime = await openRuntime(env, { migratePostgres: true });
await runtime.database.close();
runtime.release();
process.stdout.write(`Migrations applied (${runtime.database.driver}).\n`);
