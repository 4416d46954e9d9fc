import { z } from 'zod';

/**
 * Every setting the server reads, validated once at start. Nothing else reads process.env:
 * pass the parsed `Env` along instead.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url('DATABASE_URL must be a postgres:// URL').optional()),
  PUBLIC_URL: optionalString.pipe(z.url('PUBLIC_URL must be a full URL such as https://app.example.com').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email('ADMIN_EMAIL must be an email address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  AI_BASE_URL: optionalString.pipe(z.url('AI_BASE_URL must be a URL such as https://api.openai.com/v1').optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_API_BASE: optionalString.pipe(z.url().optional()),
  SMTP_URL: optionalString.pipe(z.url('SMTP_URL must look like smtp://user:pass@host:587').optional()),
  EMAIL_FROM: optionalString,
  RENTCAST_API_KEY: optionalString,
  RENTCAST_BASE_URL: optionalString.pipe(z.url().optional()),
  RATE_LIMIT_INTAKE_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SMS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Posts to one realtor's inbound lead address per minute from one client (website forms, Zapier). */
  RATE_LIMIT_INBOUND_LEADS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** License lookups (by number or name) per minute from one IP: an agent checks a few; a scraper, thousands. */
  RATE_LIMIT_LICENSE_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Texts go out only inside this window of the recipient's local time (TCPA: 8 a.m. to 9 p.m.). */
  QUIET_HOURS_START: z.coerce.number().int().min(0).max(23).default(8),
  QUIET_HOURS_END: z.coerce.number().int().min(1).max(24).default(21),
  /** The recipient's time zone when the number does not say otherwise (El Paso's 915 is Mountain time). */
  QUIET_HOURS_TIME_ZONE: z
    .string()
    .trim()
    .default('America/Chicago')
    .refine(isTimeZone, 'QUIET_HOURS_TIME_ZONE must be an IANA time zone such as America/Chicago'),
  /**
   * Where the daily TREC sync downloads the license-holder file (trecfile.zip or .txt, or an Open Data
   * export). "off" turns downloads off; admins can still upload the file.
   */
  TREC_DATA_URL: z
    .string()
    .trim()
    .default('https://www.trec.texas.gov/sites/default/files/high-value-data-sets/trecfile.zip')
    .refine((v) => v === 'off' || /^https?:\/\/\S+$/.test(v), 'TREC_DATA_URL must be an http(s) address or "off"'),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Server processes (node:cluster) sharing the port; above 1 only on PostgreSQL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** A request whose body has not fully arrived by then is answered 408 and closed (slow uploads). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
});

// Kept apart from the object so `envSchema.shape` stays usable.
const checkedEnvSchema = envSchema
  .refine((env) => env.WORKERS === 1 || env.DATABASE_URL !== undefined, {
    path: ['WORKERS'],
    message: 'WORKERS above 1 needs DATABASE_URL: the embedded database serves one process only',
  })
  .refine((env) => env.QUIET_HOURS_START < env.QUIET_HOURS_END, {
    path: ['QUIET_HOURS_END'],
    message: 'QUIET_HOURS_END must be later than QUIET_HOURS_START (hours of the day, 0–24)',
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Helper for tests and tools: defaults plus overrides, still validated. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  // Tests never download TREC's file; the ones about downloads point TREC_DATA_URL at a local server.
  return parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TREC_DATA_URL: 'off', ...overrides });
}
