// Short plain names for deadlines, for sentences that list several ("Affected: Title objections,
// Closing"); the engine's titles are full instructions and too long for a list.
import { DEADLINE_KEYS, type DeadlineKey } from './deadline-types';

export const DEADLINE_NAMES: Readonly<Record<DeadlineKey, string>> = {
  'earnest-money': 'Earnest money',
  'option-fee': 'Option Fee',
  'additional-earnest-money': 'Additional earnest money',
  'option-period': 'Option period',
  'natural-resource-leases-delivery': 'Natural Resource Leases delivery',
  'natural-resource-leases-termination': 'Natural Resource Leases termination window',
  'condo-documents-delivery': 'Condominium documents delivery',
  'condo-documents-termination': 'Condominium documents termination window',
  'condo-resale-certificate-delivery': 'Resale certificate delivery',
  'condo-resale-certificate-termination': 'Resale certificate termination window',
  'condo-right-of-refusal-certification': 'Right-of-refusal certification',
  'hoa-information-delivery': 'HOA information delivery',
  'hoa-information-termination': 'HOA information termination window',
  'hoa-information-not-obtained-termination': 'HOA information not obtained: termination',
  'hoa-updated-resale-certificate': 'Updated HOA resale certificate',
  'sellers-disclosure-delivery': "Seller's Disclosure Notice delivery",
  'sellers-disclosure-termination': "Seller's Disclosure Notice termination window",
  'water-disclosure-delivery': "Seller's Water Disclosure delivery",
  'water-disclosure-termination': "Seller's Water Disclosure termination window",
  'lead-paint-inspection': 'Lead-based paint inspection',
  'lead-paint-termination': 'Lead-based paint termination',
  'construction-start': 'Construction start',
  'substantial-completion': 'Substantial Completion',
  survey: 'Survey',
  'survey-replacement': 'Replacement survey',
  'title-commitment': 'Title Commitment',
  'title-commitment-extension': 'Title Commitment extension',
  'title-objections': 'Title objections',
  'title-cure-period': 'Title cure period',
  'title-objection-election': 'Terminate or waive uncured title objections',
  'buyer-approval': 'Buyer Approval',
  'appraisal-termination': 'Appraisal termination',
  'property-approval': 'Property Approval',
  'agreed-repairs': 'Agreed repairs',
  closing: 'Closing',
  'afida-filing': 'AFIDA filing',
};

/** "Title objections, Closing", in the engine's key order; unknown keys are skipped. */
export function deadlineNames(keys: readonly string[]): string {
  return DEADLINE_KEYS.filter((k) => keys.includes(k))
    .map((k) => DEADLINE_NAMES[k])
    .join(', ');
}
