import { expect, it } from 'vitest';
import { describeApi } from '../support/test-app.js';
import { applicationAtScreening, submitScreening, TEST_ITIN, TEST_SSNS } from './screening-helpers.js';

/** Every line the app logs, at the most talkative level. */
const logLines: string[] = [];

describeApi(
  'the logs of screening requests',
  (context) => {
    it('never contain the SSN or ITIN, whatever the request ends in', async () => {
      const { app, clock, database } = context();
      const application = await applicationAtScreening(app, database.db, clock);
      const other = await applicationAtScreening(app, database.db, clock);
      logLines.length = 0;
      const answers = await Promise.all([
        submitScreening(app, application, { ssn: TEST_SSNS.criminalReview, terms_accepted: true }),
        submitScreening(app, other, { ssn: `${TEST_SSNS.eviction.slice(0, 8)}x`, terms_accepted: true }),
        submitScreening(app, other, { no_ssn: true, itin: TEST_ITIN, terms_accepted: false }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 400, 400]);
      const conflict = await submitScreening(app, application, {
        ssn: TEST_SSNS.eviction,
        terms_accepted: true,
      });
      expect(conflict.statusCode).toBe(409);

      const logged = logLines.join('');
      expect(logged).toContain(`/api/transaction/${application.transactionId}/screening/`);
      for (const secret of [
        TEST_SSNS.criminalReview,
        TEST_SSNS.eviction,
        TEST_SSNS.eviction.slice(0, 8),
        TEST_ITIN,
      ]) {
        expect(logged).not.toContain(secret);
      }
    });

    it('redacts an ssn or itin field a log call passes by mistake', () => {
      logLines.length = 0;
      context().app.log.info(
        { body: { ssn: TEST_SSNS.clear, itin: TEST_ITIN }, ssn: TEST_SSNS.clear },
        'oops',
      );
      const [line] = logLines;
      expect(JSON.parse(line ?? '{}')).toMatchObject({
        msg: 'oops',
        ssn: '[REDACTED]',
        body: { ssn: '[REDACTED]', itin: '[REDACTED]' },
      });
    });
  },
  { logLevel: 'trace', logStream: { write: (line) => logLines.push(line) } },
);
