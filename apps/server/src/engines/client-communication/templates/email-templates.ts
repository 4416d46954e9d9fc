// Email templates for Texas agents: first contact, offers, the TREC option period, closing, pricing,
// market updates and the homestead exemption.
import type { Template } from './template';

const SIGN = '\n\nBest regards,\n[REALTOR]';

export const EMAIL_TEMPLATES: Template[] = [
  {
    id: 'email-new-lead-welcome',
    name: 'New lead welcome',
    communicationType: 'email',
    clientTypes: ['lead', 'buyer', 'seller', 'investor'],
    subject: "Welcome, [NAME]: let's talk about your plans",
    content:
      "Hi [NAME],\n\nThank you for reaching out. I'm [REALTOR], and I help buyers and sellers across Texas make their next move with confidence.\n\nTo point you in the right direction, it helps to know where you'd like to be, what kind of home fits your life, and when you'd like to move. Reply with whatever you know so far, or tell me a good time for a short call." +
      SIGN,
  },
  {
    id: 'email-showing-follow-up',
    name: 'Showing follow-up',
    communicationType: 'email',
    clientTypes: ['buyer', 'investor'],
    subject: 'Your thoughts on [ADDRESS]?',
    content:
      "Hi [NAME],\n\nThank you for touring [ADDRESS] with me. I'd love to hear what you thought: what stood out, and what gave you pause?\n\nIf it's a contender, we can look at recent sales nearby and talk about what a strong offer could look like. If not, knowing why helps me narrow the search." +
      SIGN,
  },
  {
    id: 'email-offer-submitted',
    name: 'Offer submitted',
    communicationType: 'email',
    clientTypes: ['buyer', 'investor'],
    subject: 'Your offer on [ADDRESS] has been submitted',
    content:
      "Hi [NAME],\n\nYour offer on [ADDRESS] is now with the listing agent. The sellers can accept it, counter it, or decline it; when their response comes in, we'll go over it together.\n\nWhile we wait, please keep your phone handy. If you're financing, stay in touch with your lender and hold off on new credit or large purchases until after closing." +
      SIGN,
  },
  {
    id: 'email-option-period-ending',
    name: 'Option period ending (TREC contract)',
    communicationType: 'email',
    clientTypes: ['buyer', 'investor'],
    subject: 'Your option period for [ADDRESS] ends soon',
    content:
      'Hi [NAME],\n\nA reminder that the option period in your contract for [ADDRESS] is ending soon. Under the TREC contract, during the option period you can end the contract for any reason and get your earnest money back; the option fee stays with the seller. Once it ends, that unrestricted right to terminate is gone.\n\nIf the inspection turned up anything you want repaired or credited, it needs to be agreed in writing before the option period ends. The exact deadline is in your contract. Please call me right away if you have any doubts about moving forward.' +
      SIGN,
  },
  {
    id: 'email-under-contract-update',
    name: 'Under contract: what happens next',
    communicationType: 'email',
    clientTypes: ['buyer', 'seller'],
    subject: 'Under contract: next steps for [ADDRESS]',
    content:
      'Hi [NAME],\n\n[ADDRESS] is under contract! Here is what usually happens between now and closing:\n- The title company opens title and sends the title commitment.\n- Inspections and the option period, if the contract has one.\n- The appraisal and final loan approval, if the purchase is financed.\n- A final walk-through, then closing.\n\nThe exact dates are in your contract. Reply anytime with questions.' +
      SIGN,
  },
  {
    id: 'email-listing-price-review',
    name: 'Listing price review',
    communicationType: 'email',
    clientTypes: ['seller'],
    subject: "Let's review how [ADDRESS] is doing",
    content:
      "Hi [NAME],\n\nI'd like to sit down with you and review how [ADDRESS] is doing on the market: showings, online interest, buyer feedback, and how it compares with homes that have sold or come on the market nearby since we listed.\n\nThe goal is to decide together whether the price, the presentation, or nothing at all should change. When would work for a short meeting?" +
      SIGN,
  },
  {
    id: 'email-market-update',
    name: 'Market update',
    communicationType: 'email',
    clientTypes: ['past_client', 'investor', 'lead'],
    subject: 'Your local market update, [NAME]',
    content:
      "Hi [NAME],\n\nHere is a short look at what homes near you have been doing lately:\n\n[MARKET_NOTES]\n\nIf you're curious what your own home might sell for, I'm glad to prepare a market analysis for you, with no obligation." +
      SIGN,
  },
  {
    id: 'email-homestead-reminder',
    name: 'Homestead exemption reminder',
    communicationType: 'email',
    clientTypes: ['past_client', 'buyer'],
    subject: "Don't forget your homestead exemption",
    content:
      "Hi [NAME],\n\nNow that [ADDRESS] is yours, a Texas reminder: if it is your principal residence, apply for the residence homestead exemption with the appraisal district in the county where the home is. It can lower your property taxes, and filing it yourself is free, so there's no need to pay a company that mails you an offer to do it. Most appraisal districts take applications online or by mail.\n\nIf you have questions, just reply." +
      SIGN,
  },
];

export const FOLLOW_UP_TEMPLATES: Template[] = [
  {
    id: 'follow-up-after-showing',
    name: 'Still thinking about a home you saw',
    communicationType: 'follow_up',
    clientTypes: ['buyer', 'investor'],
    subject: 'Still thinking about [ADDRESS]?',
    content:
      "Hi [NAME],\n\nI wanted to follow up on [ADDRESS]. Homes people keep thinking about are often worth a second look, and I'm happy to set one up. If it's not the one, tell me what missed the mark and I'll adjust the search." +
      SIGN,
  },
  {
    id: 'follow-up-open-house',
    name: 'Open house follow-up',
    communicationType: 'follow_up',
    clientTypes: ['lead', 'buyer'],
    subject: 'Thanks for visiting [ADDRESS]',
    content:
      "Hi [NAME],\n\nThank you for stopping by the open house at [ADDRESS]. Did anything about the home stand out to you? If you're looking in the area, I'd be glad to send you similar homes as they come on the market." +
      SIGN,
  },
  {
    id: 'follow-up-no-response',
    name: 'No response check-in',
    communicationType: 'follow_up',
    clientTypes: ['lead', 'buyer', 'seller', 'investor'],
    subject: 'Should I keep your search open, [NAME]?',
    content:
      "Hi [NAME],\n\nI haven't heard from you in a while and didn't want to keep filling your inbox. Are you still thinking about a move? If the timing isn't right, just say so and I'll check back later. If you're ready, reply and we'll pick up where we left off." +
      SIGN,
  },
  {
    id: 'follow-up-listing-feedback',
    name: 'Showing feedback for sellers',
    communicationType: 'follow_up',
    clientTypes: ['seller'],
    subject: 'Showing feedback on [ADDRESS]',
    content:
      "Hi [NAME],\n\nHere is the latest feedback from buyers and their agents who have seen [ADDRESS]:\n\n[FEEDBACK]\n\nLet's talk about whether any of it calls for a change, or whether we stay the course." +
      SIGN,
  },
  {
    id: 'follow-up-post-closing',
    name: 'Post-closing check-in',
    communicationType: 'follow_up',
    clientTypes: ['past_client', 'buyer'],
    subject: 'How is everything at [ADDRESS]?',
    content:
      "Hi [NAME],\n\nI hope you're settling in well at [ADDRESS]. If anything has come up with the house, I'm glad to share names of contractors and service providers I trust. And if the home is your principal residence, make sure your homestead exemption is on file with your county appraisal district." +
      SIGN,
  },
];
