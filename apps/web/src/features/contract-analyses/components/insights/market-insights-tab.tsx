import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { LoaderCircle, TrendingUp } from 'lucide-react';
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useMarketInsights } from '../../api';
import { analysisTitle } from '../../labels';
import { MarketInsightsResult } from './market-insights-result';
import {
  marketInsightsFormSchema,
  type MarketInsightsFormInput,
  type MarketInsightsFormValues,
} from './market-insights-schema';

/** Market figures and insights for a ZIP or city, or for the area of a saved contract. */
export function MarketInsightsTab({ analyses }: { analyses: ContractAnalysis[] }) {
  const insights = useMarketInsights();
  const form = useForm<MarketInsightsFormInput, unknown, MarketInsightsFormValues>({
    resolver: zodResolver(marketInsightsFormSchema),
    defaultValues: { source: 'area', area: '', analysisId: '' },
  });
  const { errors, isValid } = form.formState;
  const source = useWatch({ control: form.control, name: 'source' });

  const onSubmit = form.handleSubmit((request) => {
    insights.mutate(request, {
      onError: (err) => {
        applyServerIssues(form.setError, err, ['area', 'analysisId']);
        toast({
          title: 'Market Insights Failed',
          description: serverMessage(err, 'Unable to load market insights. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <form onSubmit={onSubmit} aria-label="Market insights" className="space-y-4">
          <RadioGroupField
            label="Area source"
            hideLabel
            compact
            options={[
              { value: 'area', label: 'ZIP code or city' },
              { value: 'contract', label: "Use a saved contract's area", disabled: analyses.length === 0 },
            ]}
            {...form.register('source')}
          />
          {source === 'area' ? (
            <TextField
              label="Area (ZIP or city)"
              maxLength={120}
              placeholder="e.g. 75024 or Plano"
              error={errors.area?.message}
              {...form.register('area')}
            />
          ) : (
            <SelectField
              label="Saved contract"
              placeholder="Select a saved contract"
              options={analyses.map((a) => ({
                value: String(a.id),
                label: a.marketComparison.propertyAddress ?? analysisTitle(a),
              }))}
              error={errors.analysisId?.message}
              {...form.register('analysisId')}
            />
          )}
          {/* Enabled once the chosen source is filled in, so the schema's messages never need showing. */}
          <Button type="submit" disabled={!isValid || insights.isPending} aria-busy={insights.isPending}>
            {insights.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <TrendingUp aria-hidden />}
            Get Market Insights
          </Button>
        </form>
      </Card>
      {insights.data && <MarketInsightsResult result={insights.data} />}
    </div>
  );
}
