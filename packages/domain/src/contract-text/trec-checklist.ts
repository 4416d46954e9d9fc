// ¶22 Agreement of Parties: which addenda boxes are checked. The list is printed in two columns and
// pdftotext scatters its boxes above and below their labels, so only labels that start an addendum
// name may be borrowed by a lone box (never a continuation line such as "Owners Association").
import { addendumForLabel, type AddendumKind } from './form-catalog';
import { textAt } from './match';
import { optionFound, options, paraView, type TrecContext } from './trec-context';
import type { Field, Found } from './types';

export function trecCheckedAddenda(ctx: TrecContext): { checked: Found<AddendumKind>[]; other: Field<string> } {
  const view = paraView(ctx, 22);
  const list = options(view, (label) => addendumForLabel(label) !== null);
  const checked: Found<AddendumKind>[] = [];
  for (const option of list) {
    const addendum = option.checked ? addendumForLabel(option.label) : null;
    if (addendum && !checked.some((c) => c.value === addendum.kind)) {
      checked.push(optionFound(ctx.doc, option, addendum.kind, '22'));
    }
  }
  return { checked, other: textAt(view, /Other\s*\(list\):([^\n]*)/, '22') };
}
