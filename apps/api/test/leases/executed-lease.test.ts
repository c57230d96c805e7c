import { expect, it } from 'vitest';
import {
  approvedApplicant,
  call,
  openCeremony,
  runSigningOutbox,
  signInCeremony,
  signingAppOptions,
} from '../signing/signing-helpers.js';
import { DEMO_STAFF, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { DEMO_RESIDENTS, residentToken } from './lease-helpers.js';

describeApi(
  'a lease executed by signing',
  (context) => {
    it('reaches its resident’s leases, with its sealed document once the seal round has run', async () => {
      const { app } = context();
      const application = await approvedApplicant(context());
      const { transactionId, user } = application;
      const agent = await staffToken(app, DEMO_STAFF.mapleCourtAgent);
      const manager = await staffToken(app, DEMO_STAFF.mapleCourtManager);
      const { documents } = (
        await call(app, agent, 'POST', `/api/staff/applications/${transactionId}/lease/`)
      ).json();
      const { session } = await openCeremony(app, user.token, transactionId, documents[0].id);
      expect((await signInCeremony(app, session)).statusCode).toBe(200);
      const executed = await call(
        app,
        manager,
        'POST',
        `/api/staff/applications/${transactionId}/countersign/`,
      );
      expect(executed.statusCode, executed.body).toBe(200);
      const leaseId = executed.json().lease_id;

      const before = (await call(app, user.token, 'GET', '/api/leases/')).json();
      expect(before.results).toHaveLength(1);
      // Not sealed yet: the document is not the lease's until its sealed copy exists.
      expect(before.results[0]).toMatchObject({ id: leaseId, documents: [], status: 'current' });

      await runSigningOutbox(context());
      const { results } = (await call(app, user.token, 'GET', '/api/leases/')).json();
      expect(results[0]).toMatchObject({
        id: leaseId,
        unit: { unit_number: '102' },
        lease_start_date: '2026-12-15',
        lease_end_date: '2027-12-14',
        enable_self_service_renewals: true,
        documents: [{ id: documents[0].id, name: 'Lease Agreement' }],
      });
      expect(results[0].total_per_month).toBeGreaterThanOrEqual(results[0].monthly_rent);

      const urlPath = `/api/lease/${leaseId}/document-url/?document_id=${documents[0].id}`;
      const link = await call(app, user.token, 'GET', urlPath);
      expect(link.statusCode, link.body).toBe(200);
      const pdf = await app.inject({ method: 'GET', url: link.json().url });
      expect(pdf.statusCode).toBe(200);
      expect(signingAppOptions.esign.inspect(pdf.rawPayload)).toMatchObject({
        hasSignature: true,
        intact: true,
      });

      // Only the lease's residents download it: not its staff, not another resident.
      expect((await call(app, agent, 'GET', urlPath)).statusCode).toBe(404);
      const jordan = await residentToken(app, DEMO_RESIDENTS.jordan);
      expect((await call(app, jordan, 'GET', urlPath)).statusCode).toBe(404);
    });
  },
  signingAppOptions,
);
