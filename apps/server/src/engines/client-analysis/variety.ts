// Deterministic phrasing choice: the same intake always reads the same, different intakes differ.
import { hashString } from '../../providers/listings/seeded-random';

export type PhrasePick = <T>(options: readonly T[], slot: string) => T;

export function phrasePicker(seed: string): PhrasePick {
  return (options, slot) => options[hashString(`${seed}|${slot}`) % options.length]!;
}
