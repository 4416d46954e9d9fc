import type { CommunicationClientType, CommunicationType } from '@bluebonnet/contracts';

/**
 * One template of the library: [NAME] (the client's first name), [REALTOR] (the agent) and [ADDRESS]
 * (the property) are filled from the form; any other [PLACEHOLDER] is for the agent to write.
 * Templates hold no figures, dates or prices: those are the agent's to add.
 */
export type Template = {
  id: string;
  name: string;
  communicationType: CommunicationType;
  /** Who it suits best: listed first for these client types. */
  clientTypes: readonly CommunicationClientType[];
  subject: string | null;
  content: string;
};
