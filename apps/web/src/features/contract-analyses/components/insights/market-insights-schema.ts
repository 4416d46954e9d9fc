import { z } from 'zod';
import { marketInsightsRequest } from '@bluebonnet/contracts';

export const areaSources = ['area', 'contract'] as const;

/** The form keeps both inputs; only the chosen source's goes into the request, which needs one of them. */
export const marketInsightsFormSchema = z
  .object({ source: z.enum(areaSources), area: z.string(), analysisId: z.string() })
  .transform(
    ({ source, area, analysisId }): z.input<typeof marketInsightsRequest> =>
      source === 'area' ? { area } : { analysisId: analysisId ? Number(analysisId) : undefined },
  )
  .pipe(marketInsightsRequest)
  .transform((request, ctx) => {
    if (request.area !== undefined) return { area: request.area };
    if (request.analysisId !== undefined) return { analysisId: request.analysisId };
    ctx.addIssue({
      code: 'custom',
      message: 'Enter a ZIP code or city, or pick a saved contract.',
      path: ['analysisId'],
    });
    return z.NEVER;
  });

export type MarketInsightsFormInput = z.input<typeof marketInsightsFormSchema>;
export type MarketInsightsFormValues = z.output<typeof marketInsightsFormSchema>;
