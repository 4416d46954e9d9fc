import { parseEnv } from '../config/env';
import { ensureAdmin } from '../features/auth/bootstrap-admin';
import { ensureEducationMaterials } from '../features/customer-intakes/index';
import { openRuntime } from '../runtime';
import { SEED_PASSWORD, seedDatabase } from './seed';

// `npm run db:seed`: development and end-to-end data. Never in production.
const env = parseEnv(process.env);
if (env.NODE_ENV === 'production') {
  process.stderr.write('Refusing to seed a production database.\n');
  process.exit(1);
}
const runtime = await openRuntime(env, { migratePostgres: true });
try {
  const admin = await ensureAdmin(runtime.database.db, env);
  if (admin.created) process.stdout.write(`Admin: ${admin.email} / ${admin.password}\n`);
  await ensureEducationMaterials(runtime.database.db);
  const { created } = await seedDatabase(runtime.database.db);
  process.stdout.write(
    created.length
      ? `Seeded realtors (password ${SEED_PASSWORD}): ${created.join(', ')}\n`
      : 'Seed data already present.\n',
  );
} finally {
  await runtime.database.close();
  runtime.release();
}
