import type { Env } from './config/env';
import type { Database } from './db/client';
import type { AiEngine } from './providers/ai/index';
import type { EmailProvider } from './providers/email/index';
import type { ListingsProvider } from './providers/listings/index';
import type { SmsProvider } from './providers/sms/index';
import type { ReferenceData } from './reference-data/index';
import type { MarketLookup } from './engines/contract-analysis/index';

/** Outside services, each an interface with an offline driver chosen from the environment. */
export type Providers = {
  sms: SmsProvider;
  email: EmailProvider;
  listings: ListingsProvider;
  /** Market, rent, school, tax and ZIP tables (bundled; tests hand in tiny ones). */
  referenceData: ReferenceData;
  /** Market figures for an area, from the reference data (tests hand in fixed ones). */
  market: MarketLookup;
};

/**
 * The infrastructure every feature may use. Features' own services are not here: a feature gets
 * another feature's service as an explicit dependency of its `create<Feature>Feature`.
 */
export type AppContext = {
  env: Env;
  database: Database;
  /** The time source for anything that depends on "today" (tests pin it). */
  clock: () => Date;
  ai: AiEngine;
  providers: Providers;
  /** Cookies get `Secure` when the public address is https. */
  secureCookies: boolean;
  log: { warn(msg: string, detail?: unknown): void; error(msg: string, detail?: unknown): void };
};
