import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, found by walking up — works from src/ (tsx, vitest) and from the dist/ bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"@bluebonnet/server"')) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot locate apps/server from ' + fileURLToPath(import.meta.url));
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const webDistDir = path.resolve(serverRoot, '..', 'web', 'dist');
export const appVersion: string = (
  JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version: string }
).version;
export const trecSampleFile = path.join(serverRoot, 'data', 'trec', 'trec-sample.txt');
