import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proves the boundary rules of eslint.config.js bite: each case lints code at a real-looking path
// through the repository's own config, as `npm run lint` does.
// No trailing slash: the TypeScript resolver mismatches its tsconfig cache when `cwd` ends with one.
const root = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));
const eslint = new ESLint({ cwd: root });

/** Fails loudly when a file a case relies on has moved, instead of passing because nothing resolved. */
function existing(relativePath: string): string {
  expect(existsSync(path.join(root, relativePath)), `${relativePath} exists`).toBe(true);
  return relativePath;
}

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result?.messages ?? [];
}

const ruleIds = (messages: Linter.LintMessage[]) => messages.map((m) => m.ruleId);

describe('feature boundaries', () => {
  it('stops a server feature importing another feature’s repository', async () => {
    existing('apps/server/src/features/contract-analyses/contract-analyses.repository.ts');
    const messages = await lint(
      'apps/server/src/features/leads/leads.service.ts',
      "import * as analyses from '../contract-analyses/contract-analyses.repository';\nexport const leaked = analyses;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
  });

  it('lets a server feature use another through its index.ts', async () => {
    existing('apps/server/src/features/auth/index.ts');
    const messages = await lint(
      'apps/server/src/features/leads/leads.service.ts',
      "import { createAuthFeature } from '../auth/index';\nexport const auth = createAuthFeature;\n",
    );
    expect(messages).toEqual([]);
  });

  it('stops a web feature importing another feature’s internals, and allows its index.ts', async () => {
    existing('apps/web/src/features/customer-intakes/labels.ts');
    existing('apps/web/src/features/customer-intakes/index.ts');
    const file = 'apps/web/src/features/home-research/components/intake-goal.tsx';
    const internal = await lint(
      file,
      "import { goalLabels } from '@/features/customer-intakes/labels';\nexport const g = goalLabels;\n",
    );
    expect(ruleIds(internal)).toContain('import-x/no-restricted-paths');
    const publicSurface = await lint(
      file,
      "import { goalLabels } from '@/features/customer-intakes/index';\nexport const g = goalLabels;\n",
    );
    expect(publicSurface).toEqual([]);
  });

  it('lets only the dashboard panel map lazy-load other features’ files', async () => {
    const lazy = "export const load = () => import('@/features/customer-intakes/labels');\n";
    expect(await lint('apps/web/src/features/dashboard/tool-panels.ts', lazy)).toEqual([]);
    expect(ruleIds(await lint('apps/web/src/features/dashboard/components/other-map.ts', lazy))).toContain(
      'import-x/no-restricted-paths',
    );
    const staticImport =
      "import { goalLabels } from '@/features/customer-intakes/labels';\nexport const g = goalLabels;\n";
    expect(ruleIds(await lint('apps/web/src/features/dashboard/tool-panels.ts', staticImport))).toContain(
      'no-restricted-syntax',
    );
  });

  it('lets tests use another feature’s test fixtures, but not production code', async () => {
    existing('apps/web/src/features/customer-intakes/test-fixtures.ts');
    const code =
      "import { makeIntake } from '@/features/customer-intakes/test-fixtures';\nexport const m = makeIntake;\n";
    expect(await lint('apps/web/src/features/home-research/intake.test.ts', code)).toEqual([]);
    expect(ruleIds(await lint('apps/web/src/features/home-research/intake-card.ts', code))).toContain(
      'import-x/no-restricted-paths',
    );
  });
});

describe('layer boundaries', () => {
  it('stops packages/domain importing app code', async () => {
    existing('apps/server/src/lib/app-error.ts');
    const messages = await lint(
      'packages/domain/src/money/leak.ts',
      "import * as errors from '../../../../apps/server/src/lib/app-error';\nexport const leaked = errors;\n",
    );
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
  });

  it('stops shared web code and pure engines importing features or the database', async () => {
    const web = await lint(
      'apps/web/src/lib/goal-format.ts',
      "import { goalLabels } from '@/features/customer-intakes/index';\nexport const g = goalLabels;\n",
    );
    expect(ruleIds(web)).toContain('import-x/no-restricted-paths');
    existing('apps/server/src/db/client.ts');
    const engine = await lint(
      'apps/server/src/engines/leads/score.ts',
      "import * as client from '../../db/client';\nexport const c = client;\n",
    );
    expect(ruleIds(engine)).toContain('import-x/no-restricted-paths');
  });
});

describe('file conventions', () => {
  it('requires kebab-case file names, with a role suffix allowed', async () => {
    const code = 'export const x = 1;\n';
    expect(ruleIds(await lint('apps/web/src/components/StatusBadge.tsx', code))).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await lint('apps/server/src/features/leads/leads.routes.ts', code)).toEqual([]);
  });

  it('warns above 300 code lines in source, not in tests', async () => {
    const code = Array.from({ length: 301 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    const source = await lint('apps/server/src/lib/long-file.ts', code);
    expect(source.map((m) => [m.ruleId, m.severity])).toEqual([['max-lines', 1]]);
    expect(await lint('apps/server/src/lib/long-file.test.ts', code)).toEqual([]);
  });
});

describe('import cycles', () => {
  // A cycle needs real files: a folder under the git-ignored, lint-ignored `.tmp/`, removed afterwards.
  let dir = '';
  const unignored = new ESLint({ cwd: root, ignore: false });

  beforeAll(async () => {
    await mkdir(path.join(root, '.tmp'), { recursive: true });
    dir = mkdtempSync(path.join(root, '.tmp', 'lint-cycle-'));
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b + 1;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = 1;\nexport const c = a;\n");
    writeFileSync(path.join(dir, 'c.ts'), "import type { D } from './d';\nexport type C = { d: D };\n");
    writeFileSync(path.join(dir, 'd.ts'), "import type { C } from './c';\nexport type D = { c?: C };\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a two-file runtime cycle', async () => {
    const results = await unignored.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
    for (const result of results) expect(ruleIds(result.messages)).toContain('import-x/no-cycle');
  });

  it('does not count type-only imports, which are erased', async () => {
    const results = await unignored.lintFiles([path.join(dir, 'c.ts'), path.join(dir, 'd.ts')]);
    for (const result of results) expect(result.messages).toEqual([]);
  });
});
