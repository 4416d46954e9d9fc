import { Search } from 'lucide-react';
import { TREC_LICENSE_INPUT_MAX } from '@bluebonnet/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import type { useLicenseVerifier } from '../use-license-verifier';

type VerifyFormProps = { verifier: ReturnType<typeof useLicenseVerifier> };

/** The one input (spec §2.6, §5): trimmed, at most 10 characters, Verify disabled while empty. */
export function VerifyForm({ verifier }: VerifyFormProps) {
  const { form, submit, verify, canSubmit } = verifier;
  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} noValidate aria-label="Verify a license number" className="space-y-4">
        <TextField
          label="TREC License Number"
          placeholder="e.g. 0654321 or 654321-SA"
          maxLength={TREC_LICENSE_INPUT_MAX}
          autoComplete="off"
          spellCheck={false}
          description="TREC license numbers are usually 6–8 digits, sometimes followed by the license type, such as -SA for a sales agent or -B for a broker."
          error={form.formState.errors.licenseNumber?.message}
          {...form.register('licenseNumber')}
        />
        <Button type="submit" disabled={!canSubmit}>
          <Search aria-hidden />
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
    </Card>
  );
}
