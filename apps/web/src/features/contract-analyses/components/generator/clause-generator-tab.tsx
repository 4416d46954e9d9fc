import { useId, useState, type FormEvent } from 'react';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { clientTypes, contractTypes, type ContractType, type GenerateClausesRequest } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fieldClasses, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useGenerateClauses } from '../../api';
import { contractTypeLabels } from '../../labels';
import { GeneratedClauses } from './generated-clauses';

type ClientType = GenerateClausesRequest['clientType'];

const clientTypeLabels: Record<ClientType, string> = {
  'first-time-buyer': 'First-Time Buyer',
  investor: 'Investor',
  seller: 'Seller',
};

/** Suggests protective clauses for a contract type, client type and the client's needs. */
export function ClauseGeneratorTab() {
  const ids = { type: useId(), client: useId(), needs: useId() };
  const generate = useGenerateClauses();
  const [form, setForm] = useState<GenerateClausesRequest>({
    contractType: 'purchase',
    clientType: 'first-time-buyer',
    specificNeeds: '',
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    generate.mutate(
      { ...form, specificNeeds: form.specificNeeds.trim() },
      {
        onError: (err) =>
          toast({
            title: 'Generation Failed',
            description: serverMessage(err, 'Please try again or contact support.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <form onSubmit={submit} aria-label="Generate clauses" className="space-y-4">
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <Label htmlFor={ids.type}>Contract Type</Label>
              <NativeSelect
                id={ids.type}
                className="mt-1.5"
                value={form.contractType}
                onChange={(e) => setForm((f) => ({ ...f, contractType: e.target.value as ContractType }))}
              >
                {contractTypes.map((type) => (
                  <option key={type} value={type}>
                    {contractTypeLabels[type]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div>
              <Label htmlFor={ids.client}>Client Type</Label>
              <NativeSelect
                id={ids.client}
                className="mt-1.5"
                value={form.clientType}
                onChange={(e) => setForm((f) => ({ ...f, clientType: e.target.value as ClientType }))}
              >
                {clientTypes.map((type) => (
                  <option key={type} value={type}>
                    {clientTypeLabels[type]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div>
            <Label htmlFor={ids.needs}>Specific Needs</Label>
            <textarea
              id={ids.needs}
              rows={4}
              maxLength={2000}
              value={form.specificNeeds}
              onChange={(e) => setForm((f) => ({ ...f, specificNeeds: e.target.value }))}
              placeholder="e.g. needs to sell current home first; worried about foundation; wants seller to pay closing costs"
              className={cn(fieldClasses, 'mt-1.5 py-2')}
            />
          </div>
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
