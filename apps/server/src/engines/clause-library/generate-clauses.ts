// The clause generator: entries for the contract type, ranked by the agent's stated needs and the
// client type (see compareScored). Pure and deterministic.
import type { ContractType } from '@bluebonnet/contracts';
import { CLAUSE_LIBRARY, CLAUSE_NOTICE } from './library';
import { matchingKeywords, splitNeeds } from './match-needs';
import type { ClauseEntry, ClientType, RankedClause } from './clause-types';

export type GenerateClausesInput = { contractType: ContractType; clientType: ClientType; specificNeeds: string };
export type GenerateClausesResult = { clauses: RankedClause[]; notice: string };

const MAX_CLAUSES = 10;

export function toRanked(entry: ClauseEntry, matchedNeeds: string[]): RankedClause {
  return {
    id: entry.id,
    type: entry.type,
    clause: entry.clause,
    purpose: entry.purpose,
    placement: entry.placement,
    negotiability: entry.negotiability,
    whenToUse: entry.whenToUse,
    matchedNeeds,
  };
}

type Scored = {
  entry: ClauseEntry;
  order: number;
  matchedNeeds: string[];
  firstNeed: number;
  clientFit: boolean;
  specificity: number;
};

// Ranking: more stated needs answered; then the need the agent stated first; then fit with the client
// type; then the most specific keyword matched (most words); then library order.
function compareScored(a: Scored, b: Scored): number {
  return (
    b.matchedNeeds.length - a.matchedNeeds.length ||
    a.firstNeed - b.firstNeed ||
    Number(b.clientFit) - Number(a.clientFit) ||
    b.specificity - a.specificity ||
    a.order - b.order
  );
}

export function generateClauses({
  contractType,
  clientType,
  specificNeeds,
}: GenerateClausesInput): GenerateClausesResult {
  const needs = splitNeeds(specificNeeds);
  const scored: Scored[] = [];
  CLAUSE_LIBRARY.forEach((entry, order) => {
    if (!entry.contractTypes.includes(contractType)) return;
    const hits = needs
      .map((need, index) => ({ need, index, keywords: matchingKeywords(need, entry.keywords) }))
      .filter((h) => h.keywords.length > 0);
    const clientFit = entry.clientTypes.includes(clientType);
    if (!clientFit && hits.length === 0) return;
    scored.push({
      entry,
      order,
      matchedNeeds: hits.map((h) => h.need),
      firstNeed: hits[0]?.index ?? Number.MAX_SAFE_INTEGER,
      clientFit,
      specificity: Math.max(0, ...hits.flatMap((h) => h.keywords.map((k) => k.split(/\s+/).length))),
    });
  });
  const ranked = scored.sort(compareScored).slice(0, MAX_CLAUSES);
  return { clauses: ranked.map((s) => toRanked(s.entry, s.matchedNeeds)), notice: CLAUSE_NOTICE };
}
