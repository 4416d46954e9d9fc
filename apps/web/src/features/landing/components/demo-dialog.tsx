import type { RefObject } from 'react';
import { Link } from 'react-router';
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
import { tourCards } from '../content';

type DemoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Watch Demo button: the modal is opened from outside a Radix trigger, so focus is returned by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The Watch Demo modal: a platform tour with four feature cards (spec §2). */
export function DemoDialog({ open, onOpenChange, returnFocusTo }: DemoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width="xl"
        hideClose
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Platform Tour</DialogTitle>
          <DialogDescription>A quick look at the tools Texas agents use every day in Bluebonnet.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-4 sm:grid-cols-2">
          {tourCards.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
              <div className="grid size-10 place-items-center rounded-lg bg-bonnet-700 text-white">
                <Icon aria-hidden className="size-5" />
              </div>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close Demo</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/register">Start Free Trial</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
