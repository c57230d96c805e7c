import { z } from 'zod';
import { parseMailbox } from './lib/mailbox.js';

/** An optional AES-256 key: 32 bytes as 64 hex digits or 44 base64 characters. */
const encryptionKey = (name: string) =>
  z
    .string()
    .regex(
      /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/,
      `${name} must be 32 bytes: 64 hex digits or 44 base64 characters`,
    )
    .optional();

/** Secrets every instance of a cluster must share; a single embedded instance may generate its own. */
const SHARED_SECRETS = ['SSN_ENCRYPTION_KEY', 'FILE_ENCRYPTION_KEY', 'SIGNING_CERT_P12'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Log lines are appended to this file instead of going to stdout. */
    LOG_FILE: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    /** With STRIPE_PUBLISHABLE_KEY: payments go to Stripe instead of the built-in sandbox. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** The signing secret of the Stripe webhook endpoint (/api/payments/stripe/webhook/). */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    VAULT_URL: z.string().min(1).optional(),
    /** 32 bytes (64 hex digits or base64) encrypting uploads at rest; else one is generated into DATA_DIR. */
    FILE_ENCRYPTION_KEY: encryptionKey('FILE_ENCRYPTION_KEY'),
    /** 32 bytes encrypting SSNs and ITINs at rest; else one is generated into DATA_DIR. */
    SSN_ENCRYPTION_KEY: encryptionKey('SSN_ENCRYPTION_KEY'),
    /** The sealing certificate, a PKCS#12 file in base64; else a self-signed one is generated into DATA_DIR. */
    SIGNING_CERT_P12: z
      .string()
      .regex(/^[A-Za-z0-9+/=\s]+$/, 'SIGNING_CERT_P12 must be base64')
      .optional(),
    SIGNING_CERT_PASSWORD: z.string().optional(),
    /** With PLAID_SECRET: bank and payroll links go to Plaid instead of the built-in sandbox. */
    PLAID_CLIENT_ID: z.string().min(1).optional(),
    PLAID_SECRET: z.string().min(1).optional(),
    PLAID_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
    /** A Plaid Identity Verification template: the verification link's identity product needs one. */
    PLAID_IDENTITY_TEMPLATE_ID: z.string().min(1).optional(),
    /** The portal's `/plaid-oauth` page, as registered with Plaid: banks with their own (OAuth) sign-in send the applicant back there. */
    PLAID_REDIRECT_URI: z.url().optional(),
    /** A Google Maps Platform key with the Places API (New): the address search then uses Google Places. */
    GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
    /** Where uploads and documents rest: DATA_DIR (local), PostgreSQL (database) or a bucket (s3). */
    FILE_STORE: z.enum(['local', 'database', 's3']).optional(),
    /** With FILE_STORE=s3: the bucket, and an S3-compatible endpoint and region where not AWS's defaults. */
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).optional(),
    WEB_DIST_DIR: z.string().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    /** The From of every e-mail: an address, optionally with a display name. */
    MAIL_FROM: z
      .string()
      .transform((text, context) => {
        const mailbox = parseMailbox(text);
        if (mailbox) return mailbox;
        context.addIssue({
          code: 'custom',
          message:
            'MAIL_FROM must be one e-mail address, optionally with a display name: Harbor & Main <leasing@harbormain.example>',
        });
        return z.NEVER;
      })
      .optional(),
    /** Load the demo communities at start-up; the default depends on NODE_ENV (see the end of this schema). */
    DEMO_DATA: z.enum(['true', 'false'], { error: 'DEMO_DATA must be true or false' }).optional(),
    /**
     * With the demo data, give each demo community a dozen applications in every state the staff console
     * shows, on units of their own (decision 0048). `npm start` turns it on; the tests and benchmarks do not.
     */
    DEMO_APPLICATIONS: z
      .enum(['true', 'false'], { error: 'DEMO_APPLICATIONS must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    PUBLIC_URL: z.url().optional(),
    /** Redis for the realtime socket: events raised on one instance reach the sockets of every other. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    /** Tests only: how long a realtime token lasts (five minutes otherwise), to see sockets reconnect. */
    REALTIME_TOKEN_LIFETIME_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
    /** Behind a load balancer: trust its X-Forwarded-For / -Proto / -Host (client address, https). */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined, {
    path: ['PUBLIC_URL'],
    message: 'PUBLIC_URL is required in production: e-mailed links must not depend on the Host header',
  })
  .refine(
    (env) => env.NODE_ENV !== 'production' || env.SMTP_URL === undefined || env.MAIL_FROM !== undefined,
    {
      path: ['MAIL_FROM'],
      message:
        'MAIL_FROM is required in production with SMTP_URL: mail servers refuse or bury mail from the placeholder no-reply@portal.localhost',
    },
  )
  .refine((env) => env.FILE_STORE !== 's3' || env.S3_BUCKET !== undefined, {
    path: ['S3_BUCKET'],
    message: 'S3_BUCKET is required with FILE_STORE=s3',
  })
  .superRefine((env, context) => {
    // Each instance would otherwise generate keys of its own into its DATA_DIR, and could not read what
    // another encrypted or verify what another sealed.
    if (env.NODE_ENV !== 'production' || env.DATABASE_URL === undefined) return;
    for (const name of SHARED_SECRETS) {
      if (env[name] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required in production with DATABASE_URL: every instance must use the same one`,
        });
      }
    }
  })
  // A laptop gets a portal to click through; a production installation starts empty, ready for its own
  // communities. A development PostgreSQL (DATABASE_URL) loads the demo as it always has.
  .transform(({ DEMO_DATA, ...env }) => ({
    ...env,
    DEMO_DATA: DEMO_DATA === undefined ? env.NODE_ENV !== 'production' : DEMO_DATA === 'true',
  }));

export type Env = z.infer<typeof envSchema>;

/** A configuration mistake: its message names every variable at fault and what it accepts. */
export class InvalidEnvironmentError extends Error {}

/** The only place that reads process.env; everything else receives typed values. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new InvalidEnvironmentError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
