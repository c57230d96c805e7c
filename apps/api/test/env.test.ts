import { describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, readEnv } from '../src/env.js';

describe('readEnv', () => {
  it('defaults to port 3000, ./data and the embedded database', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads PORT, DATA_DIR and DATABASE_URL overrides', () => {
    const env = readEnv({
      PORT: '4100',
      DATA_DIR: '/tmp/portal',
      DATABASE_URL: 'postgres://u@db:5432/portal',
    });
    expect(env).toMatchObject({
      PORT: 4100,
      DATA_DIR: '/tmp/portal',
      DATABASE_URL: 'postgres://u@db:5432/portal',
    });
  });

  it('requires PUBLIC_URL in production, so e-mailed links never come from the Host header', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: PUBLIC_URL is required in production/,
    );
    expect(readEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://apply.example.com' }).PUBLIC_URL).toBe(
      'https://apply.example.com',
    );
  });

  it('trusts proxy headers only when told to', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('explains what is wrong with an invalid environment', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT: .*\n\s+DATABASE_URL: DATABASE_URL must start with postgres/,
    );
  });

  describe('a cluster (production over DATABASE_URL)', () => {
    const cluster = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://apply.example.com',
      DATABASE_URL: 'postgres://u@db:5432/portal',
    };
    const sharedSecrets = {
      SSN_ENCRYPTION_KEY: 'a'.repeat(64),
      FILE_ENCRYPTION_KEY: 'b'.repeat(64),
      SIGNING_CERT_P12: 'MIIKcQIBAzCCCi0GCSqGSIb3DQEHAaCCCh4EggoaMIIKFjCCBGcGCSqGSIb3',
    };

    it('refuses to start without the secrets every instance must share, naming each', () => {
      expect(() => readEnv(cluster)).toThrow(
        /SSN_ENCRYPTION_KEY: SSN_ENCRYPTION_KEY is required in production with DATABASE_URL[\s\S]*FILE_ENCRYPTION_KEY: [\s\S]*SIGNING_CERT_P12: /,
      );
      expect(() => readEnv({ ...cluster, ...sharedSecrets, SIGNING_CERT_P12: undefined })).toThrow(
        /^Invalid environment:\n\s+SIGNING_CERT_P12: SIGNING_CERT_P12 is required in production with DATABASE_URL: every instance must use the same one$/,
      );
      expect(readEnv({ ...cluster, ...sharedSecrets }).DATABASE_URL).toBe(cluster.DATABASE_URL);
    });

    it('lets one embedded production instance generate its own keys', () => {
      expect(() => readEnv({ NODE_ENV: 'production', PUBLIC_URL: cluster.PUBLIC_URL })).not.toThrow();
    });
  });

  it('needs a bucket for the S3 file store', () => {
    expect(() => readEnv({ FILE_STORE: 's3' })).toThrow(
      /S3_BUCKET: S3_BUCKET is required with FILE_STORE=s3/,
    );
    expect(readEnv({ FILE_STORE: 's3', S3_BUCKET: 'portal-files' }).FILE_STORE).toBe('s3');
    expect(() => readEnv({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE/);
  });

  describe('DEMO_DATA', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://apply.example.com' };
    const postgres = { DATABASE_URL: 'postgres://u@db:5432/portal' };

    it.each([
      { case: 'the embedded database', source: {}, demoData: true },
      { case: 'PostgreSQL outside production', source: postgres, demoData: true },
      { case: 'production', source: production, demoData: false },
      { case: 'production, told true', source: { ...production, DEMO_DATA: 'true' }, demoData: true },
      { case: 'the embedded database, told false', source: { DEMO_DATA: 'false' }, demoData: false },
      { case: 'PostgreSQL, told false', source: { ...postgres, DEMO_DATA: 'false' }, demoData: false },
    ])('is $demoData on $case', ({ source, demoData }) => {
      expect(readEnv(source).DEMO_DATA).toBe(demoData);
    });

    it.each(['yes', 'TRUE', '1', ''])('refuses %j, naming the variable and its two values', (value) => {
      expect(() => readEnv({ DEMO_DATA: value })).toThrow(
        /^Invalid environment:\n\s+DEMO_DATA: DEMO_DATA must be true or false$/,
      );
      expect(() => readEnv({ DEMO_DATA: value })).toThrow(InvalidEnvironmentError);
    });
  });

  describe('DEMO_APPLICATIONS', () => {
    it('is off unless told: only `npm start` (scripts/start.mjs) turns it on', () => {
      expect(readEnv({}).DEMO_APPLICATIONS).toBe(false);
      expect(readEnv({ DEMO_APPLICATIONS: 'true' }).DEMO_APPLICATIONS).toBe(true);
      expect(() => readEnv({ DEMO_APPLICATIONS: 'yes' })).toThrow(/DEMO_APPLICATIONS must be true or false/);
    });
  });

  describe('MAIL_FROM', () => {
    it.each([
      {
        value: 'Harbor & Main <leasing@harbormain.example>',
        mailFrom: { name: 'Harbor & Main', address: 'leasing@harbormain.example' },
      },
      {
        value: '"Harbor, Main & Co" <leasing@harbormain.example>',
        mailFrom: { name: 'Harbor, Main & Co', address: 'leasing@harbormain.example' },
      },
      { value: ' leasing@harbormain.example ', mailFrom: { address: 'leasing@harbormain.example' } },
      { value: '<leasing@harbormain.example>', mailFrom: { address: 'leasing@harbormain.example' } },
    ])('reads $value', ({ value, mailFrom }) => {
      expect(readEnv({ MAIL_FROM: value }).MAIL_FROM).toEqual(mailFrom);
    });

    it.each([
      'Harbor & Main',
      'leasing@',
      'Harbor & Main <leasing>',
      'a@harbormain.example, b@harbormain.example',
      'Harbor <a@harbormain.example> trailing',
      '',
    ])('refuses %j, saying what it accepts', (value) => {
      expect(() => readEnv({ MAIL_FROM: value })).toThrow(
        /^Invalid environment:\n\s+MAIL_FROM: MAIL_FROM must be one e-mail address, optionally with a display name/,
      );
    });

    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://apply.example.com' };
    const smtp = { SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587' };

    it.each([
      { case: 'outside production without SMTP', source: {} },
      { case: 'outside production with SMTP', source: smtp },
      { case: 'in production without SMTP (the sandbox delivers nothing)', source: production },
    ])('may be left out $case: mail then leaves from the placeholder', ({ source }) => {
      expect(readEnv(source).MAIL_FROM).toBeUndefined();
    });

    it('is required in production with SMTP_URL, without revealing the SMTP password', () => {
      const attempt = () => readEnv({ ...production, ...smtp });
      expect(attempt).toThrow(
        /^Invalid environment:\n\s+MAIL_FROM: MAIL_FROM is required in production with SMTP_URL/,
      );
      expect(attempt).not.toThrow(/secret/);
      expect(readEnv({ ...production, ...smtp, MAIL_FROM: 'leasing@harbormain.example' }).MAIL_FROM).toEqual({
        address: 'leasing@harbormain.example',
      });
    });
  });
});
