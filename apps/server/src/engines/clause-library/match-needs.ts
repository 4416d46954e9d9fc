// Matching the agent's free-text needs against entry keywords: lower case, words stemmed by a
// trailing "s", a keyword matches when its words appear in order inside one stated need.

const stem = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9-]+/)
    .filter(Boolean)
    .map(stem);
}

/**
 * 'appraisal gap, help with closing costs; pets' → ['appraisal gap', 'help with closing costs', 'pets'].
 * A comma or point between digits is part of a number ("$6,000", "3.5 %"), not a break between needs.
 */
export function splitNeeds(text: string): string[] {
  return text
    .split(/(?<!\d)[,.]|[,.](?!\d)|[;\n]|\band\b|\/|\+/i)
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => s.length > 1);
}

function containsRun(hay: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > hay.length) return false;
  for (let i = 0; i + needle.length <= hay.length; i++) {
    if (needle.every((w, j) => hay[i + j] === w)) return true;
  }
  return false;
}

/** The keywords of an entry that one need mentions. */
export function matchingKeywords(need: string, keywords: readonly string[]): string[] {
  const hay = words(need);
  return keywords.filter((k) => containsRun(hay, words(k)));
}
