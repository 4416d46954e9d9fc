// `npm run bench`: prints figures, never fails on a time. Each issue adds its section here.
import { measurePageScripts, printLanding, runBundleBench } from './bundle.mjs';
import { freshDataDir, startServer } from './lib.mjs';
import { runContractsBench } from './contracts.mjs';
import { runIntakesBench } from './intakes.mjs';
import { runLeadsBench } from './leads.mjs';
import { runPdfLimitsBench } from './pdf-limits.mjs';
import { runPlatformBench } from './platform.mjs';
import { runProcessesBench } from './processes.mjs';
import { runTrecBench } from './trec.mjs';

console.log(`# Bluebonnet benchmarks — ${new Date().toISOString()}, node ${process.version}`);
runBundleBench();
const server = await startServer('apps/server/dist/server.js', {
  port: 5183,
  env: { DATA_DIR: freshDataDir(), ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'bench-admin-pass' },
});
try {
  printLanding(await measurePageScripts(server.url));
} finally {
  await server.stop();
}
await runContractsBench();
await runPdfLimitsBench();
await runPlatformBench();
await runProcessesBench();
await runIntakesBench();
await runLeadsBench();
await runTrecBench();
