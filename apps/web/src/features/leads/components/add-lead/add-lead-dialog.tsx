import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { Lead } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useCreateLead } from '../../api';
import { AddLeadForm } from './add-lead-form';

/** Add New Lead (spec §2.2, §4): closed, open, closed on success or cancel. */
export function AddLeadDialog({ onCreated }: { onCreated: (lead: Lead) => void }) {
  const [open, setOpen] = useState(false);
  // Out here, so the answer is still handled when the dialog was closed while saving.
  const create = useCreateLead();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          Add New Lead
        </Button>
      </DialogTrigger>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>Add New Lead</DialogTitle>
          <DialogDescription>
            First name, last name and email are required; the rest helps the insights.
          </DialogDescription>
        </DialogHeader>
        <AddLeadForm
          create={create}
          onCreated={(lead) => {
            setOpen(false);
            onCreated(lead);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
