import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MISSING_LEAD_FIELDS, type Lead } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { ApiError, serverMessage } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import type { useCreateLead } from '../../api';
import { fullName } from '../../labels';
import { AddLeadFields } from './add-lead-fields';
import {
  addLeadDefaults,
  addLeadFields,
  addLeadSchema,
  missesRequired,
  type AddLeadInput,
  type AddLeadValues,
} from './add-lead-schema';

type AddLeadFormProps = { create: ReturnType<typeof useCreateLead>; onCreated: (lead: Lead) => void };

const DUPLICATE_FALLBACK = 'A lead with this email or phone number is already on file.';

/**
 * Spec §5 and §8: blank names or email get the 'Missing required fields' toast; a server 400 puts its
 * issues on the fields; a duplicate (409) is explained here with 'Add anyway'.
 */
export function AddLeadForm({ create, onCreated }: AddLeadFormProps) {
  const form = useForm<AddLeadInput, unknown, AddLeadValues>({
    resolver: zodResolver(addLeadSchema),
    defaultValues: addLeadDefaults,
  });
  const [duplicate, setDuplicate] = useState<string | null>(null);

  function save(values: AddLeadValues, allowDuplicate: boolean) {
    setDuplicate(null);
    create.mutate(
      { ...values, allowDuplicate },
      {
        onSuccess: (lead) => {
          toast({ title: 'Lead added successfully!', description: `${fullName(lead)} is now in your leads.` });
          form.reset(addLeadDefaults);
          onCreated(lead);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            setDuplicate(serverMessage(err, DUPLICATE_FALLBACK));
            return;
          }
          applyServerIssues(form.setError, err, addLeadFields);
          toast({
            title: 'Error adding lead',
            description: 'Please check all required fields and try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  const onInvalid = () => {
    if (missesRequired(form.getValues())) toast({ ...MISSING_LEAD_FIELDS, variant: 'destructive' });
  };
  const onSubmit = form.handleSubmit((values) => save(values, false), onInvalid);
  const addAnyway = form.handleSubmit((values) => save(values, true), onInvalid);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add New Lead" className="space-y-4">
      <AddLeadFields register={form.register} errors={form.formState.errors} />
      {duplicate && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">This may be a lead you already have</p>
          <p className="mt-1">{duplicate}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            disabled={create.isPending}
            onClick={() => void addAnyway()}
          >
            Add anyway
          </Button>
        </div>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add Lead'}
        </Button>
      </DialogFooter>
    </form>
  );
}
