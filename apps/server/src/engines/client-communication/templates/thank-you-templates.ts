// Thank-you notes: closing day, referrals, open houses, listing appointments, a review request.
import type { Template } from './template';

const SIGN = '\n\nWith gratitude,\n[REALTOR]';

export const THANK_YOU_TEMPLATES: Template[] = [
  {
    id: 'thank-you-closing-day',
    name: 'Closing day congratulations',
    communicationType: 'thank_you',
    clientTypes: ['buyer', 'seller'],
    subject: 'Congratulations on [ADDRESS]!',
    content:
      "Hi [NAME],\n\nCongratulations! Closing on [ADDRESS] is a big milestone, and it has been a privilege to be part of it. Thank you for trusting me with such an important step.\n\nIf anything comes up with the house, or you ever need a recommendation, I'm only a call away." +
      SIGN,
  },
  {
    id: 'thank-you-referral',
    name: 'Thank you for the referral',
    communicationType: 'thank_you',
    clientTypes: ['past_client', 'buyer', 'seller', 'investor'],
    subject: 'Thank you for the referral, [NAME]',
    content:
      "Hi [NAME],\n\nThank you for referring [REFERRAL_NAME] to me. A recommendation from a client is the highest compliment I can receive, and I'm grateful for your trust." +
      SIGN,
  },
  {
    id: 'thank-you-open-house',
    name: 'Open house thank-you',
    communicationType: 'thank_you',
    clientTypes: ['lead', 'buyer'],
    subject: 'Thank you for visiting [ADDRESS]',
    content:
      "Hi [NAME],\n\nThank you for coming to the open house at [ADDRESS]. I hope you enjoyed seeing it. If you have questions about the home or the neighborhood, or you'd like to see similar homes, just reply." +
      SIGN,
  },
  {
    id: 'thank-you-listing-appointment',
    name: 'After a listing appointment',
    communicationType: 'thank_you',
    clientTypes: ['seller'],
    subject: 'Thank you for meeting with me, [NAME]',
    content:
      "Hi [NAME],\n\nThank you for inviting me to [ADDRESS] and walking me through your plans to sell. I enjoyed learning what makes the home special to you.\n\nIf any questions came up after we met, reply anytime; I'm glad to go over anything again." +
      SIGN,
  },
  {
    id: 'thank-you-review-request',
    name: 'Post-closing thank-you and review request',
    communicationType: 'thank_you',
    clientTypes: ['past_client', 'buyer', 'seller'],
    subject: 'Thank you, [NAME]',
    content:
      "Hi [NAME],\n\nThank you again for letting me help with your move. If you have a minute, a short review of your experience would mean a great deal and helps others find me. And if you know anyone thinking about buying or selling, I'd be grateful for an introduction." +
      SIGN,
  },
];
