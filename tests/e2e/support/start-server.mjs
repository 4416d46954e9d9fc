// Starts the built server for the browser journeys on a fresh data folder, seeded first.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '5099',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_EMAIL: 'admin@bluebonnet.test',
  ADMIN_PASSWORD: 'e2e-admin-password',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  // No downloads in the journeys: the admin journey uploads the file.
  TREC_DATA_URL: 'off',
};
execFileSync('node', ['apps/server/dist/db-seed.js'], { env, stdio: 'inherit' });
const child = spawn('node', ['apps/server/dist/server.js'], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
