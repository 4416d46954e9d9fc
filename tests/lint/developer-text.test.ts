// No string an agent can read names an environment variable, one of our files or a spec section:
// operator hints live in the README. Every string literal (and JSX text) of the code that builds the
// server's answers, the shared packages and the web app is read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { developerTextIn } from '@bluebonnet/domain';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));
// What builds answers. config/, db/, server start-up and the test helpers speak to operators and developers.
const SERVER = ['engines', 'features', 'providers', 'reference-data', 'lib', 'plugins'].map((d) =>
  path.join(root, 'apps/server/src', d),
);
// The shared packages' text reaches the same screens (form-version reasons, validation messages).
const PACKAGES = ['domain', 'contracts'].map((p) => path.join(root, 'packages', p, 'src'));
const WEB = [path.join(root, 'apps/web/src')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'fixtures' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const isEquality = (e: ts.BinaryExpression) =>
  e.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
  e.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsEqualsToken;

/** Every string literal and template text of a file, with its line. */
function stringsOf(file: string): { line: number; text: string }[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const code = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const out: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // A value matched against a library's error code (err.code === 'ERR_…') is compared, never shown.
    const parent = node.parent as ts.Node | undefined;
    if (parent && (ts.isCaseClause(parent) || (ts.isBinaryExpression(parent) && isEquality(parent)))) {
      ts.forEachChild(node, visit);
      return;
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      out.push({ line: code.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(code);
  return out;
}

const hits = (dirs: string[]) =>
  dirs
    .flatMap(sourceFiles)
    .flatMap((file) =>
      stringsOf(file).flatMap(({ line, text }) =>
        developerTextIn(text).map((hit) => `${path.relative(root, file)}:${line} ${hit}`),
      ),
    );

describe('developer text in the strings an agent reads', () => {
  it('is in none of the server’s or the shared packages’ strings', () => {
    expect([...SERVER, ...PACKAGES].flatMap(sourceFiles).length).toBeGreaterThan(300);
    expect(hits([...SERVER, ...PACKAGES])).toEqual([]);
  });

  it('is in none of the web app’s strings', () => {
    expect(WEB.flatMap(sourceFiles).length).toBeGreaterThan(100);
    expect(hits(WEB)).toEqual([]);
  });
});
