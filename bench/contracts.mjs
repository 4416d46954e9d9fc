// Issue 4 benchmark: offline analysis time of a full resale contract with two addenda, PDF extraction
// time of an 11-page form, and peak memory. Run through tsx (it imports the TypeScript sources).
import { existsSync, readFileSync } from 'node:fs';
import { RESALE_FINANCED_2026 } from '../packages/domain/src/contract-text/fixtures/index.ts';
import { extractPdfText } from '../apps/server/src/features/contract-analyses/pdf/extract-pdf.ts';
import { contractAnalysisTask } from '../apps/server/src/providers/ai/tasks/contract-analysis/index.ts';
import { bundledMarketLookup } from '../apps/server/src/providers/market/bundled-market.ts';
import { makePdf, paginate } from '../apps/server/src/test/make-pdf.ts';
import { table } from './lib.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function timeRuns(runs, fn) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

async function timeAsync(runs, fn) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const row = (what, times) => ({
  what,
  runs: times.length,
  'p50 ms': percentile(times, 50).toFixed(1),
  'p95 ms': percentile(times, 95).toFixed(1),
  'max ms': times.at(-1).toFixed(1),
});

export async function runContractsBench() {
  console.log('\n## Contracts: offline analysis and PDF extraction');
  const input = {
    contractType: 'purchase',
    text: RESALE_FINANCED_2026,
    filename: null,
    today: '2026-04-15',
    market: bundledMarketLookup(),
  };
  const first = performance.now();
  contractAnalysisTask.offline(input);
  const coldMs = performance.now() - first;
  const analysis = timeRuns(500, () => contractAnalysisTask.offline(input));

  const pdf = makePdf(paginate(RESALE_FINANCED_2026));
  const pages = (await extractPdfText(pdf.slice())).pages;
  const generated = await timeAsync(20, () => extractPdfText(pdf.slice()));
  const rows = [
    row(
      `analysis: 20-18 resale + financing + HOA addenda (${(RESALE_FINANCED_2026.length / 1024).toFixed(0)} KB text)`,
      analysis,
    ),
    row(`PDF extraction: generated contract, ${pages} pages`, generated),
  ];
  const real = new URL(
    '../../shared/fixtures/trec-forms/trec-20-17-one-to-four-family-resale-blank.pdf',
    import.meta.url,
  );
  if (existsSync(real)) {
    const bytes = new Uint8Array(readFileSync(real));
    rows.push(
      row('PDF extraction: real TREC 20-17 form, 11 pages', await timeAsync(20, () => extractPdfText(bytes.slice()))),
    );
  }
  table(rows);
  console.log(
    `First (cold) analysis: ${coldMs.toFixed(1)} ms. Peak memory (max RSS) of this process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  console.log(
    'Budget: analysis under 100 ms p95; extraction under 1 s. (In the server, extraction runs in a worker thread.)',
  );
}
