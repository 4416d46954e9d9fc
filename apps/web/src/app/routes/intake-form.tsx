import { IntakeFormPage } from '@/features/customer-intakes/components/form/intake-form-page';

// Public: prospective clients open it from the realtor's link, QR code or text message.
export function Component() {
  return <IntakeFormPage />;
}
