import { randomBytes } from 'node:crypto';
import { todayIn } from '@portal/domain/dates/calendar-date';
import type { Clock } from '../../lib/clock.js';
import { type SandboxScenario, sandboxResults, sandboxTestSsns } from './sandbox-test-ssns.js';
import type { ScreeningProvider, ScreeningSubject } from './screening-provider.js';

function scenarioOf({ taxId }: ScreeningSubject): SandboxScenario {
  if (taxId.type === 'none') return 'no_tax_id';
  return (taxId.type === 'ssn' && sandboxTestSsns.get(taxId.number)) || 'clear';
}

/**
 * The built-in screening provider: deterministic results for the test SSNs, computed in memory and kept
 * nowhere (the portal stores them), so staff decisions can be exercised without a real bureau.
 */
export function createSandboxScreening(clock: Clock): ScreeningProvider {
  return {
    name: 'sandbox',
    // Fictional: 555-01xx numbers are reserved for fiction, and the sandbox's reports are test data.
    agency: {
      name: 'Sandbox Tenant Screening (test data)',
      address: '100 Example Way, Austin, TX 78701',
      tollFreePhone: '1-800-555-0100',
    },
    async screen(subject) {
      return {
        reference: `sandbox_scr_${randomBytes(8).toString('hex')}`,
        // UTC is close enough for a record years old; the portal's own dates use the community's calendar.
        results: sandboxResults(scenarioOf(subject), todayIn('UTC', clock.now())),
      };
    },
  };
}
