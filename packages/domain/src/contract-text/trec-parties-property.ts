// ¶1 Parties and ¶2 Property of a TREC contract.
import { textAt } from './match';
import { paraView, type TrecContext } from './trec-context';
import type { Field, PartiesClause, PropertyClause } from './types';

export function trecParties(ctx: TrecContext): PartiesClause {
  const view = paraView(ctx, 1);
  return {
    seller: textAt(view, /contract\s+are\s+([\s\S]{0,200}?)\(Seller\)/, '1'),
    buyer: textAt(view, /\(Seller\)\s*and\s+([\s\S]{0,200}?)\(Buyer\)/, '1'),
  };
}

const ZIP = /\b\d{5}(?:-\d{4})?\b/g;

/** The last ZIP code in an address already read (same evidence: it is part of that quote). */
export function zipOf(address: Field<string>): Field<string> {
  const zips = address ? address.value.match(ZIP) : null;
  const zip = zips?.[zips.length - 1];
  return address && zip ? { value: zip, evidence: address.evidence } : null;
}

export function trecProperty(ctx: TrecContext): PropertyClause {
  const view = paraView(ctx, 2);
  const condo = ctx.family === 'condo';
  const label = condo ? '2A(1)' : '2A';
  const address = textAt(view, /(?:known\s+as|located\s+at)\s+([\s\S]{0,240}?)\(address\/zip\s*code\)/, label);
  return {
    address,
    city: textAt(view, /City\s+of\s+([^\n,]{0,80}?)\s*,\s*County\s+of/, label),
    county: textAt(view, /County\s+of\s+([^\n,]{0,60}?)\s*,/, label),
    zip: zipOf(address),
    lot: condo ? null : textAt(view, /\bLot\s+([^\n]{0,40}?)\s*Block\b/, label),
    block: condo ? null : textAt(view, /\bBlock\s+([^\n,]{0,40}?)\s*,/, label),
    // For a condominium the project name plays the part of the addition.
    addition: condo
      ? textAt(view, /\n\s*of\s+([^\n]{0,120}?),\s*a\s+condominium\s+project/, label)
      : textAt(view, /Block[^\n]*\n([^\n]{0,160}?)\bAddition,\s*City\s+of/, label),
    unit: condo ? textAt(view, /CONDOMINIUM\s+UNIT:\s*Unit\s+([^\n]{0,40}?)\s*,\s*in\s+Building/, label) : null,
  };
}
