import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { verifyTrecLicenseRequest, type TrecDataSource, type VerifyTrecLicenseRequest } from '@bluebonnet/contracts';
import { ApiError, serverMessage } from '@/lib/api-client';
import { applyServerIssues, SERVER_ISSUE } from '@/lib/server-issues';
import { toast } from '@/lib/toast';
import { useVerifyLicense } from './api';
import { VERIFY_FAILED, VERIFY_NETWORK_FAILURE } from './constants';

type VerifyInput = { licenseNumber: string };

/**
 * The license number form and its lookup. `verifyNumber` fills the field and verifies, for the
 * similar-number buttons and the name search's Verify buttons.
 */
export function useLicenseVerifier(onSource: (source: TrecDataSource) => void) {
  const verify = useVerifyLicense();
  const form = useForm<VerifyInput, unknown, VerifyTrecLicenseRequest>({
    resolver: zodResolver(verifyTrecLicenseRequest),
    defaultValues: { licenseNumber: '' },
  });
  const typed = useWatch({ control: form.control, name: 'licenseNumber' });
  const { mutate } = verify;
  const { handleSubmit, setError, setValue, clearErrors } = form;

  const submit = handleSubmit((request) =>
    mutate(request, {
      onSuccess: (result) => onSource(result.source),
      onError: (err) => {
        if (applyServerIssues(setError, err, ['licenseNumber'])) return;
        // A number the server could not read comes back as one message for the one field.
        if (err instanceof ApiError && err.status === 400) {
          const message = serverMessage(err, VERIFY_FAILED);
          setError('licenseNumber', { type: SERVER_ISSUE, message }, { shouldFocus: true });
          return;
        }
        toast({ title: 'Verification Failed', description: VERIFY_NETWORK_FAILURE, variant: 'destructive' });
      },
    }),
  );

  function verifyNumber(licenseNumber: string) {
    clearErrors();
    setValue('licenseNumber', licenseNumber);
    void submit();
  }

  return { form, verify, submit, verifyNumber, canSubmit: typed.trim().length > 0 && !verify.isPending };
}
