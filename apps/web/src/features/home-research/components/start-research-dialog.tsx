import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
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
import { optionsOf, SelectField } from '@/components/ui/select-field';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { researchClientsQuery, useCreateResearchProfile } from '../api';
import { frequencyLabels } from '../labels';

// The selects hold strings; an unchosen client ('' → 0) or frequency ('') fails with the request's message.
const { customerId, researchFrequency } = createResearchProfileRequest.shape;
const startResearchFormSchema = createResearchProfileRequest.extend({
  customerId: z.string().transform(Number).pipe(customerId),
  researchFrequency: z.string().pipe(researchFrequency.unwrap()),
});
type StartResearchFormInput = z.input<typeof startResearchFormSchema>;
type StartResearchFormValues = z.output<typeof startResearchFormSchema>;

type StartResearchDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Start New Research: a client from the realtor's intakes and a frequency, both required (spec §2, §5). */
export function StartResearchDialog({ open, onOpenChange }: StartResearchDialogProps) {
  const clients = useQuery({ ...researchClientsQuery, enabled: open });
  // Out here, so the result is still told when the dialog was closed while saving.
  const create = useCreateResearchProfile();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start New Research</DialogTitle>
          <DialogDescription>
            Choose a client from your intakes and how often to look for matching homes.
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so closing the dialog forgets the choices. */}
        <StartResearchForm clients={clients} create={create} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type ResearchClient = { id: number; firstName: string; lastName: string; email: string };

type StartResearchFormProps = {
  clients: Pick<UseQueryResult<ResearchClient[]>, 'data' | 'isPending' | 'isError'>;
  create: ReturnType<typeof useCreateResearchProfile>;
  onDone: () => void;
};

function StartResearchForm({ clients, create, onDone }: StartResearchFormProps) {
  const form = useForm<StartResearchFormInput, unknown, StartResearchFormValues>({
    resolver: zodResolver(startResearchFormSchema),
    defaultValues: { customerId: '', researchFrequency: 'weekly' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((request) => {
    const client = clients.data?.find((c) => c.id === request.customerId);
    create.mutate(request, {
      onSuccess: () => {
        const who = client ? `${client.firstName} ${client.lastName}` : 'your client';
        toast({
          title: 'Research Profile Created',
          description: `${frequencyLabels[request.researchFrequency]} home research has started for ${who}.`,
        });
        onDone();
      },
      onError: (err) => {
        applyServerIssues(form.setError, err, ['customerId', 'researchFrequency']);
        toast({
          title: 'Profile Creation Failed',
          description: 'Failed to create research profile. Please try again.',
          variant: 'destructive',
        });
      },
    });
  });

  const noClients = clients.data?.length === 0;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SelectField
        label="Client"
        placeholder={clients.isPending ? 'Loading clients…' : 'Select a client'}
        options={(clients.data ?? []).map((c) => ({
          value: String(c.id),
          label: `${c.firstName} ${c.lastName} (${c.email})`,
        }))}
        disabled={!clients.data || noClients}
        aria-required
        description={
          // Notes in the size of the form's text, not of a hint.
          noClients ? (
            <span className="text-sm">No clients yet. Clients appear here after they submit your intake form.</span>
          ) : (
            clients.isError && (
              <span className="text-sm text-red-700">Unable to load your clients. Close and try again.</span>
            )
          )
        }
        error={errors.customerId?.message}
        {...form.register('customerId')}
      />
      <SelectField
        label="Research Frequency"
        placeholder="Select a frequency"
        options={optionsOf(researchFrequencies, frequencyLabels)}
        aria-required
        error={errors.researchFrequency?.message}
        {...form.register('researchFrequency')}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Starting...' : 'Start Research'}
        </Button>
      </DialogFooter>
    </form>
  );
}
