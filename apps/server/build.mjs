// Bundles the server (and its workspace packages) into dist/; npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bluebonnet/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    'db-migrate': 'src/db/migrate-cli.ts',
    'db-seed': 'src/db/seed-cli.ts',
    // Loaded with new Worker() from the server bundle: it must sit beside server.js.
    'pdf-worker': 'src/features/contract-analyses/pdf/pdf-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
