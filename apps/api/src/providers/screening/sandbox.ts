import { randomBytes } from 'node:crypto';
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
export function createSandboxScreening(): ScreeningProvider {
  return {
    name: 'sandbox',
    async screen(subject) {
      return {
        reference: `sandbox_scr_${randomBytes(8).toString('hex')}`,
        results: sandboxResults(scenarioOf(subject)),
      };
    },
  };
}
