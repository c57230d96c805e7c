// After a browser run: the server's log must not hold any SSN or ITIN the suite typed or sent.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * The sandbox's test SSNs (apps/api/src/providers/screening/sandbox-test-ssns.ts) and the ITIN of
 * e2e/specs/screening.spec.ts, as digits and as shown (xxx-xx-xxxx).
 */
const TAX_IDS = ['500010001', '500010010', '500010020', '500010030', '912701234'];
const forms = (digits) => [digits, `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`];

/** 0 when the log is clean (or there is none to read), 1 when it leaks a tax id. */
export async function checkServerLogForTaxIds(logFile) {
  if (!existsSync(logFile)) {
    console.info('e2e: no server log to check for SSNs (an outside server was used).');
    return 0;
  }
  const log = await readFile(logFile, 'utf8');
  const leaked = TAX_IDS.flatMap(forms).filter((form) => log.includes(form));
  const screenings = log.split('\n').filter((line) => line.includes('/screening/')).length;
  if (leaked.length > 0) {
    console.error(
      `e2e: THE SERVER LOG HOLDS TAX IDS: ${leaked.length} of the suite's SSNs/ITINs appear in ${logFile}`,
    );
    return 1;
  }
  console.info(
    `e2e: server log checked for the suite's SSNs and ITIN: none in ${log.split('\n').length} lines ` +
      `(${screenings} of them about screening requests).`,
  );
  return 0;
}
