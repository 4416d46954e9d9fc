// Words for developers and operators that must never reach an agent's screen: environment variable
// names, references to our own files and spec sections. Legal citations (Property Code §92.019, TREC
// Rule §537.11) and TREC paragraphs (¶6D) are not developer text. Used by the tests that scan the
// API's answers and the apps' strings.
const DEVELOPER_TEXT: readonly RegExp[] = [
  // RENTCAST_API_KEY, SMTP_URL… (a placeholder such as [CLOSING_DATE] is not one)
  /(?<![[\w])[A-Z][A-Z0-9]*_[A-Z0-9_]{2,}\b(?!\])/g,
  // trec.md, contract-analyses.service.ts, zip-market.json, .env
  /(?<![\w/.-])[\w-]+\.(?:md|ts|tsx|mjs|json|sql)\b|(?<![\w])\.env\b/g,
  // "(spec §5)", "spec §2.1"
  /\bspec\s*§\s*\d|\(spec\b/gi,
];

/** The pieces of developer text in a string, in order; empty when it reads as plain words. */
export function developerTextIn(text: string): string[] {
  return DEVELOPER_TEXT.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0]));
}
