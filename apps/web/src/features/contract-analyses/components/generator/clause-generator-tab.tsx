import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { clientTypes, contractTypes, generateClausesRequest, type GenerateClausesRequest } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { serverMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useGenerateClauses } from '../../api';
import { contractTypeLabels } from '../../labels';
import { GeneratedClauses } from './generated-clauses';

type ClientType = GenerateClausesRequest['clientType'];
type ClauseFormInput = z.input<typeof generateClausesRequest>;

const clientTypeLabels: Record<ClientType, string> = {
  'first-time-buyer': 'First-Time Buyer',
  investor: 'Investor',
  seller: 'Seller',
};

/** Suggests protective clauses for a contract type, client type and the client's needs. */
export function ClauseGeneratorTab() {
  const generate = useGenerateClauses();
  const form = useForm<ClauseFormInput, unknown, GenerateClausesRequest>({
    resolver: zodResolver(generateClausesRequest),
    defaultValues: { contractType: 'purchase', clientType: 'first-time-buyer', specificNeeds: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((request) => {
    generate.mutate(request, {
      onError: (err) => {
        applyServerIssues(form.setError, err, ['contractType', 'clientType', 'specificNeeds']);
        toast({
          title: 'Generation Failed',
          description: serverMessage(err, 'Please try again or contact support.'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <form onSubmit={onSubmit} aria-label="Generate clauses" className="space-y-4">
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              label="Contract Type"
              options={optionsOf(contractTypes, contractTypeLabels)}
              error={errors.contractType?.message}
              {...form.register('contractType')}
            />
            <SelectField
              label="Client Type"
              options={optionsOf(clientTypes, clientTypeLabels)}
              error={errors.clientType?.message}
              {...form.register('clientType')}
            />
          </div>
          <TextareaField
            label="Specific Needs"
            rows={4}
            maxLength={2000}
            placeholder="e.g. needs to sell current home first; worried about foundation; wants seller to pay closing costs"
            error={errors.specificNeeds?.message}
            {...form.register('specificNeeds')}
          />
          <Button type="submit" disabled={generate.isPending} aria-busy={generate.isPending}>
            {generate.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
            Generate Clauses
          </Button>
        </form>
      </Card>
      {generate.data && <GeneratedClauses result={generate.data} />}
    </div>
  );
}
