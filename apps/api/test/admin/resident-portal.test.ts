import { expect, it } from 'vitest';
import { startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

describeApi(
  "A community's resident portal: its resident_portal_url setting, the applicant's res_app_portal_url",
  (context) => {
    const setPortal = (token: string, url: unknown) =>
      context().app.inject({
        method: 'PATCH',
        url: '/api/admin/communities/maple-court/',
        headers: withToken(token),
        payload: { settings: { resident_portal_url: url } },
      });

    it('is none until the community sets one; then the configuration and every applicant carry it', async () => {
      const { app, database } = context();
      const { applicantId, user } = await startApplicationFor(app, database.db);
      const applicant = () => getAs(app, user.token, `/api/applicant/${applicantId}/`);
      expect((await applicant()).json().res_app_portal_url).toBeNull();

      const manager = await staffToken(app, DEMO_STAFF.mapleCourtManager);
      const saved = await setPortal(manager, 'https://residents.maplecourt.example/');
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await applicant()).json().res_app_portal_url).toBe('https://residents.maplecourt.example/');
      expect((await app.inject({ url: '/api/communities/maple-court/' })).json().resident_portal_url).toBe(
        'https://residents.maplecourt.example/',
      );

      expect((await setPortal(manager, null)).statusCode).toBe(200);
      expect((await applicant()).json().res_app_portal_url).toBeNull();
    });

    it('refuses an address that is not a web address, naming the setting', async () => {
      const manager = await staffToken(context().app, DEMO_STAFF.mapleCourtManager);
      for (const bad of ['residents.maplecourt.example', 'javascript:alert(1)', 42]) {
        const refused = await setPortal(manager, bad);
        expect(refused.statusCode, String(bad)).toBe(400);
        expect(JSON.stringify(refused.json().errors)).toContain('resident_portal_url');
      }
    });
  },
);
