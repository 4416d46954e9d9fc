import { z } from 'zod';
import { compareContractsRequest } from '@bluebonnet/contracts';

export const sideModes = ['saved', 'text'] as const;
export type SideMode = (typeof sideModes)[number];

type RequestSide = z.input<typeof compareContractsRequest>['contractA'];

/** One side as the form holds it: which source, and the fields of both. */
const sideForm = z
  .object({ mode: z.enum(sideModes), analysisId: z.string(), text: z.string(), label: z.string() })
  .transform(({ mode, analysisId, text, label }): RequestSide => {
    const named = { label: label.trim() || undefined };
    if (mode === 'text') return { text, ...named };
    return { analysisId: analysisId ? Number(analysisId) : undefined, ...named };
  });

/** The form's two sides, checked by the request's own rules (100 characters of text, or a saved analysis). */
export const comparisonFormSchema = z
  .object({ contractA: sideForm, contractB: sideForm })
  .pipe(compareContractsRequest);

export type ComparisonFormInput = z.input<typeof comparisonFormSchema>;
export type ComparisonFormValues = z.output<typeof comparisonFormSchema>;
export type SideName = keyof ComparisonFormInput;

export function emptySide(mode: SideMode): ComparisonFormInput[SideName] {
  return { mode, analysisId: '', text: '', label: '' };
}
