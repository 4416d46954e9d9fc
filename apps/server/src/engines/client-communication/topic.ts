// What the message is about, by client type, with the property when the agent gave one.
import type { CommunicationClientType } from '@bluebonnet/contracts';

export type Topic = {
  /** For sentences: "the home at 4512 Elm St", "your home search". */
  about: string;
  /** For subject lines and texts: "4512 Elm St", "your home search". */
  short: string;
};

export function topicOf(clientType: CommunicationClientType, address: string | null): Topic {
  if (address) {
    const about = {
      buyer: `the home at ${address}`,
      seller: `your home at ${address}`,
      investor: `the property at ${address}`,
      lead: `the home at ${address}`,
      past_client: `your home at ${address}`,
    }[clientType];
    return { about, short: address };
  }
  const about = {
    buyer: 'your home search',
    seller: 'the sale of your home',
    investor: 'your investment property search',
    lead: 'your plans to buy or sell',
    past_client: 'your home',
  }[clientType];
  const short = {
    buyer: 'your home search',
    seller: 'your home sale',
    investor: 'your investment search',
    lead: 'your next move',
    past_client: 'your home',
  }[clientType];
  return { about, short };
}
