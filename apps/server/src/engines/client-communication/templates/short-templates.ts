// Text and call-script templates. Texts stay short enough for two segments with a typical name and
// address; the opt-out line for leads is added when the template is filled.
import type { Template } from './template';

export const SMS_TEMPLATES: Template[] = [
  {
    id: 'sms-new-lead-intro',
    name: 'New lead: first text',
    communicationType: 'sms',
    clientTypes: ['lead', 'buyer', 'seller'],
    subject: null,
    content:
      "Hi [NAME], this is [REALTOR]. Thanks for reaching out about buying or selling! When's a good time for a quick call?",
  },
  {
    id: 'sms-showing-follow-up',
    name: 'After a showing',
    communicationType: 'sms',
    clientTypes: ['buyer', 'investor'],
    subject: null,
    content:
      "Hi [NAME], it's [REALTOR]. What did you think of [ADDRESS]? Happy to set up a second look or keep searching.",
  },
  {
    id: 'sms-open-house-thanks',
    name: 'Open house thank-you',
    communicationType: 'sms',
    clientTypes: ['lead', 'buyer'],
    subject: null,
    content: 'Hi [NAME], thanks for stopping by the open house at [ADDRESS]! Any questions about the home? - [REALTOR]',
  },
  {
    id: 'sms-offer-submitted',
    name: 'Offer submitted',
    communicationType: 'sms',
    clientTypes: ['buyer', 'investor'],
    subject: null,
    content:
      "Hi [NAME], your offer on [ADDRESS] is in. We'll go over the sellers' response together when it comes. - [REALTOR]",
  },
  {
    id: 'sms-option-period',
    name: 'Option period ending',
    communicationType: 'sms',
    clientTypes: ['buyer', 'investor'],
    subject: null,
    content:
      "Hi [NAME], the option period for [ADDRESS] ends soon. Let's talk today about repairs or any doubts. - [REALTOR]",
  },
  {
    id: 'sms-closing-day',
    name: 'Closing day congratulations',
    communicationType: 'sms',
    clientTypes: ['buyer', 'seller'],
    subject: null,
    content:
      "Congratulations, [NAME]! Enjoy closing day for [ADDRESS]. It's been a pleasure working with you. - [REALTOR]",
  },
];

export const CALL_TEMPLATES: Template[] = [
  {
    id: 'call-new-lead',
    name: 'New lead: first call',
    communicationType: 'call_script',
    clientTypes: ['lead', 'buyer', 'seller'],
    subject: null,
    content:
      'Opening\n"Hi [NAME], this is [REALTOR]. You reached out about buying or selling, and I wanted to thank you and learn a little more. Is now a good time?"\n\nQuestions to ask\n- What has you thinking about a move?\n- Where would you like to be, and what kind of home fits you?\n- Is anyone else part of the decision?\n- Have you talked with a lender yet, or would an introduction help?\n\nClose\n"Thank you, [NAME]. Let\'s set a time for the next step."',
  },
  {
    id: 'call-showing-feedback',
    name: 'Feedback after a showing',
    communicationType: 'call_script',
    clientTypes: ['buyer', 'investor'],
    subject: null,
    content:
      'Opening\n"Hi [NAME], it\'s [REALTOR]. I wanted to hear what you thought of [ADDRESS]."\n\nQuestions to ask\n- What did you like most about it?\n- What would you change, and is that a deal-breaker?\n- How does it compare with the other homes you have seen?\n- Would you like a second look, or to talk about an offer?\n\nClose\n"Thanks, [NAME]. Based on what you said, here is what I suggest next."',
  },
  {
    id: 'call-price-review',
    name: 'Listing price review (seller)',
    communicationType: 'call_script',
    clientTypes: ['seller'],
    subject: null,
    content:
      'Opening\n"Hi [NAME], it\'s [REALTOR]. I\'d like to go over how [ADDRESS] is doing and decide on next steps together."\n\nTalking points\n- Showings and online interest since we listed.\n- What buyers and their agents have said.\n- Homes nearby that sold or came on the market since then.\n\nQuestions to ask\n- How do you feel about the activity so far?\n- Has anything changed in your timing?\n- Are you open to adjusting the price or the presentation?\n\nClose\n"Let\'s agree on one change to try, or to stay the course, and when we will review again."',
  },
  {
    id: 'call-under-contract',
    name: 'Under contract check-in',
    communicationType: 'call_script',
    clientTypes: ['buyer', 'seller'],
    subject: null,
    content:
      'Opening\n"Hi [NAME], it\'s [REALTOR], checking in on [ADDRESS] now that we\'re under contract."\n\nTalking points\n- Where we are: title, inspections and the option period, appraisal and financing if any.\n- Anything waiting on you: documents, signatures, repairs.\n\nQuestions to ask\n- Do you have any questions about the steps ahead?\n- Is anything worrying you about the house or the timeline?\n\nClose\n"Thanks, [NAME]. Call me anytime something comes up."',
  },
  {
    id: 'call-past-client',
    name: 'Past client check-in and referral ask',
    communicationType: 'call_script',
    clientTypes: ['past_client'],
    subject: null,
    content:
      'Opening\n"Hi [NAME], it\'s [REALTOR]. I was thinking of you and wanted to see how you\'re doing."\n\nQuestions to ask\n- How are you enjoying the home?\n- Is there anything you need for the house, like a contractor recommendation?\n- Did your homestead exemption get filed with the county appraisal district?\n- Do you know anyone thinking about buying or selling I could help?\n\nClose\n"It was great to catch up, [NAME]. I\'m always here if you need anything."',
  },
];
