import { expect, it } from 'vitest';
import { startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { DEMO_STAFF, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';

const overridesUrl = '/api/admin/communities/bayview-terrace/jurisdictions/overrides/';
const REASON =
  'Reviewed by counsel on 2026-11-20: applications here are taken only through the city housing lottery.';

describeApi('a rule of the law set aside for one community, with a reason (issue 39)', (context) => {
  const put = (token: string | null, payload: object) =>
    context().app.inject({
      method: 'PUT',
      url: overridesUrl,
      headers: token ? withToken(token) : {},
      payload,
    });

  it('refuses anybody but an admin, a short reason and a rule that does not apply here', async () => {
    const { app } = context();
    const rule = { profile_id: 'california', rule_key: 'preApplicationNotice', reason: REASON };
    expect((await put(null, rule)).statusCode).toBe(403);
    const manager = await staffToken(app, DEMO_STAFF.mapleCourtManager);
    expect((await put(manager, rule)).statusCode).toBe(403);
    const otherCompany = await staffToken(app, DEMO_STAFF.cedarPointManager);
    expect((await put(otherCompany, rule)).statusCode).toBe(403);
    const admin = await staffToken(app, DEMO_STAFF.harborAdmin);
    expect((await put(admin, { ...rule, reason: 'Not here.' })).statusCode).toBe(400);
    const elsewhere = await put(admin, { ...rule, profile_id: 'new-york-state', rule_key: 'screeningFee' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.rule_key).toEqual([
      'Choose a rule of a law that applies to this community.',
    ]);
  });

  it('an admin sets the notice aside with a reason: shown under Laws that apply, audited, no longer asked; withdrawn, it is again', async () => {
    const { app, database } = context();
    const admin = await staffToken(app, DEMO_STAFF.harborAdmin);
    const set = await put(admin, {
      profile_id: 'california',
      rule_key: 'preApplicationNotice',
      reason: REASON,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      profile_id: 'california',
      rule_key: 'preApplicationNotice',
      reason: REASON,
    });
    expect(set.json().by).toEqual(expect.any(String));

    const laws = (await getAs(app, admin, '/api/admin/communities/bayview-terrace/jurisdictions/')).json();
    const california = laws.profiles.find((profile: { id: string }) => profile.id === 'california');
    const rules = Object.fromEntries(
      california.rules.map((rule: { key: string; override: unknown }) => [rule.key, rule.override]),
    );
    expect(rules.preApplicationNotice).toMatchObject({ reason: REASON });
    expect(rules.screeningFee).toBeNull();

    const { user, transactionId } = await startApplicationFor(app, database.db, 'B101', 'bayview-terrace');
    const notice = `/api/transaction/${transactionId}/pre-application-notice/`;
    expect((await getAs(app, user.token, notice)).json().required).toBe(false);

    const history = (await getAs(app, admin, '/api/admin/communities/bayview-terrace/history/')).json();
    expect(history.results[0]).toMatchObject({ action: 'jurisdiction_rule.set_aside' });

    const withdraw = () =>
      app.inject({
        method: 'DELETE',
        url: `${overridesUrl}california/preApplicationNotice/`,
        headers: withToken(admin),
      });
    expect((await withdraw()).statusCode).toBe(204);
    expect((await withdraw()).statusCode).toBe(404);
    expect((await getAs(app, user.token, notice)).json().required).toBe(true);
  });
});
