import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createResearchProfileRequest, researchFrequencies } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { researchClientsQuery, useCreateResearchProfile, type ResearchFrequency } from '../api';
import { frequencyLabels } from '../labels';

type Errors = { customerId?: string; researchFrequency?: string };
type StartResearchDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Start New Research: a client from the realtor's intakes and a frequency, both required (spec §2, §5). */
export function StartResearchDialog({ open, onOpenChange }: StartResearchDialogProps) {
  const ids = { client: useId(), frequency: useId() };
  const clients = useQuery({ ...researchClientsQuery, enabled: open });
  const create = useCreateResearchProfile();
  const [customerId, setCustomerId] = useState('');
  const [frequency, setFrequency] = useState<ResearchFrequency | ''>('weekly');
  const [errors, setErrors] = useState<Errors>({});

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCustomerId('');
      setFrequency('weekly');
      setErrors({});
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createResearchProfileRequest.safeParse({
      customerId: customerId ? Number(customerId) : undefined,
      researchFrequency: frequency || null,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      document.getElementById(found.customerId ? ids.client : ids.frequency)?.focus();
      return;
    }
    const client = clients.data?.find((c) => c.id === parsed.data.customerId);
    create.mutate(parsed.data, {
      onSuccess: () => {
        const who = client ? `${client.firstName} ${client.lastName}` : 'your client';
        toast({
          title: 'Research Profile Created',
          description: `${frequencyLabels[parsed.data.researchFrequency]} home research has started for ${who}.`,
        });
        change(false);
      },
      onError: () =>
        toast({
          title: 'Profile Creation Failed',
          description: 'Failed to create research profile. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  const noClients = clients.data?.length === 0;
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start New Research</DialogTitle>
          <DialogDescription>
            Choose a client from your intakes and how often to look for matching homes.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <Label htmlFor={ids.client}>Client</Label>
            <NativeSelect
              id={ids.client}
              className="mt-1.5"
              value={customerId}
              disabled={!clients.data || noClients}
              aria-invalid={errors.customerId ? true : undefined}
              aria-describedby={errors.customerId ? `${ids.client}-error` : undefined}
              aria-required
              onChange={(e) => {
                setCustomerId(e.target.value);
                setErrors((x) => ({ ...x, customerId: undefined }));
              }}
            >
              <option value="">{clients.isPending ? 'Loading clients…' : 'Select a client'}</option>
              {clients.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.firstName} {c.lastName} ({c.email})
                </option>
              ))}
            </NativeSelect>
            {noClients && (
              <p className="mt-1 text-sm text-slate-600">
                No clients yet. Clients appear here after they submit your intake form.
              </p>
            )}
            {clients.isError && (
              <p className="mt-1 text-sm text-red-700">Unable to load your clients. Close and try again.</p>
            )}
            {errors.customerId && (
              <p id={`${ids.client}-error`} className="mt-1 text-sm font-medium text-red-700">
                {errors.customerId}
              </p>
            )}
          </div>
          <div>
            <Label htmlFor={ids.frequency}>Research Frequency</Label>
            <NativeSelect
              id={ids.frequency}
              className="mt-1.5"
              value={frequency}
              aria-invalid={errors.researchFrequency ? true : undefined}
              aria-describedby={errors.researchFrequency ? `${ids.frequency}-error` : undefined}
              aria-required
              onChange={(e) => {
                setFrequency(e.target.value as ResearchFrequency | '');
                setErrors((x) => ({ ...x, researchFrequency: undefined }));
              }}
            >
              <option value="">Select a frequency</option>
              {researchFrequencies.map((f) => (
                <option key={f} value={f}>
                  {frequencyLabels[f]}
                </option>
              ))}
            </NativeSelect>
            {errors.researchFrequency && (
              <p id={`${ids.frequency}-error`} className="mt-1 text-sm font-medium text-red-700">
                {errors.researchFrequency}
              </p>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Starting...' : 'Start Research'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
