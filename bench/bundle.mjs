// Gzipped size of every built web chunk, and the JavaScript a browser actually loads for the landing page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { table } from './lib.mjs';

const dist = 'apps/web/dist';
const gz = (file) => gzipSync(readFileSync(file)).length;
const kb = (n) => (n / 1024).toFixed(1);

export function runBundleBench() {
  console.log('\n## Web bundle chunks (gzipped)');
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const rows = assets
    .map((f) => ({ chunk: f, kb: Number(kb(gz(path.join(dist, 'assets', f)))) }))
    .sort((a, b) => b.kb - a.kb);
  table(rows);
}

/** Loads `/` in headless Chromium and adds up the gzipped size of every script it fetched. */
export async function measurePageScripts(baseUrl, pagePath = '/') {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    });
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
    const files = [...scripts].map((p) => path.join(dist, p));
    return { files: files.map((f) => path.basename(f)), gzipBytes: files.reduce((s, f) => s + gz(f), 0) };
  } finally {
    await browser.close();
  }
}

export function printLanding({ files, gzipBytes }) {
  console.log(`\nLanding page JavaScript loaded by Chromium: ${kb(gzipBytes)} KB gzipped (${files.join(', ')})`);
  console.log('Budget: at most 150 KB gzipped.');
}
