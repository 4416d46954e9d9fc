export const E2E_PORT = Number(process.env.E2E_PORT ?? 5099);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN = { email: 'admin@bluebonnet.test', password: 'e2e-admin-password' };
/** Seeded realtors (apps/server/src/db/seed.ts). */
export const SEED_PASSWORD = 'bluebonnet-demo-2026';
export const ROSA = { email: 'rosa@bluebonnet.test', password: SEED_PASSWORD, firstName: 'Rosa' };
