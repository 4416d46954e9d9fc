import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { contractAnalysisDraft } from '@bluebonnet/contracts';

// The type starts unchosen (''), which the request's own enum refuses.
export const analysisFormSchema = contractAnalysisDraft.extend({
  contractType: z.string().pipe(contractAnalysisDraft.shape.contractType),
});

export type AnalysisFormInput = z.input<typeof analysisFormSchema>;
export type AnalysisFormValues = z.output<typeof analysisFormSchema>;
export type AnalysisFormApi = UseFormReturn<AnalysisFormInput, unknown, AnalysisFormValues>;

/**
 * The analysis draft: contract type, text, and the name of the PDF it came from. The Contract Assistant
 * holds it, so it survives switching tabs. Problems are toasts (spec §5), so focus stays where it is.
 */
export function useAnalysisForm(): AnalysisFormApi {
  return useForm<AnalysisFormInput, unknown, AnalysisFormValues>({
    resolver: zodResolver(analysisFormSchema),
    defaultValues: { contractType: '', contractText: '', filename: null },
    shouldFocusError: false,
  });
}
