// @vitest-environment happy-dom
import '@/lib/i18n';
import type { SessionSummary } from '@portal/domain/schemas/session';
import type { StaffHome } from '@portal/domain/schemas/staff-home';
import type { StaffPerson } from '@portal/domain/schemas/staff-people';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMomentDate } from '@/lib/dates';
import { harborMainHome, mapleCourt, staffAdminSession } from '@/test-support/staff-fixture';
import { StaffPeoplePage } from './StaffPeoplePage';
import { renderSettingsPage } from './settings-test-kit';

const lakeside = { slug: 'lakeside-lofts', display_name: 'Lakeside Lofts' };
const harborMain = harborMainHome([lakeside, mapleCourt]);

const person = (fields: Partial<StaffPerson> & Pick<StaffPerson, 'id' | 'email'>): StaffPerson => ({
  first_name: '',
  last_name: '',
  role: 'leasing_agent',
  communities: [],
  can_sign_documents_while_wormholed: false,
  status: 'active',
  invitation_expires_at: null,
  ...fields,
});

const elena = person({
  id: 1,
  email: 'admin@harbormain.example',
  first_name: 'Elena',
  last_name: 'Park',
  role: 'admin',
});
const dana = person({
  id: 2,
  email: 'manager@maplecourt.example',
  first_name: 'Dana',
  last_name: 'Ortiz',
  role: 'manager',
  communities: [lakeside, mapleCourt],
});
const invitedOn = '2026-06-10T15:00:00.000Z';
const sam = person({
  id: 3,
  email: 'sam@harbormain.example',
  communities: [lakeside],
  status: 'invited',
  invitation_expires_at: invitedOn,
});
const lee = person({
  id: 4,
  email: 'lee@maplecourt.example',
  first_name: 'Lee',
  last_name: 'Chen',
  communities: [mapleCourt],
  status: 'deactivated',
});

const PEOPLE = '/api/admin/staff/';
const INVITATIONS = '/api/admin/staff/invitations/';

const at = { path: '/staff/settings/people', pattern: '/staff/settings/people' };
const renderPage = (session: SessionSummary | null, answers = {}, home: StaffHome = harborMain) =>
  renderSettingsPage(<StaffPeoplePage />, at, { session, answers, home });

const listed = (results: StaffPerson[]) => ({ status: 200, body: { results } });
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr');
const cellsOf = (name: string) =>
  Array.from(rowOf(name)?.querySelectorAll('th, td') ?? [], (cell) => cell.textContent).slice(0, 5);

// The forms fetch their schema when first used: fetched here once, so no check waits on the module loader.
beforeAll(() =>
  Promise.all([import('@portal/domain/schemas/staff-people'), import('@hookform/resolvers/zod')]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StaffPeoplePage', () => {
  it("lists the company's staff with their roles, communities and status", async () => {
    renderPage(staffAdminSession, { [PEOPLE]: [listed([elena, dana, sam, lee])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeTruthy();
    expect(
      screen.getByText(
        'Everyone who works for Harbor & Main Residential: their roles, the communities they work in, and invitations.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'The staff of Harbor & Main Residential' })).toBeTruthy();
    expect(cellsOf('Elena Park')).toEqual([
      'Elena ParkYou',
      'admin@harbormain.example',
      'Admin',
      'All communities',
      'Active',
    ]);
    expect(cellsOf('Dana Ortiz')).toEqual([
      'Dana Ortiz',
      'manager@maplecourt.example',
      'Manager',
      'Lakeside Lofts, Maple Court Apartments',
      'Active',
    ]);
    // Invited without a name: named by their e-mail, with the day their link stops working.
    expect(cellsOf('sam@harbormain.example')).toEqual([
      'sam@harbormain.example',
      'sam@harbormain.example',
      'Leasing agent',
      'Lakeside Lofts',
      `InvitedLink valid until ${formatMomentDate(invitedOn)}`,
    ]);
    expect(cellsOf('Lee Chen')[4]).toBe('Deactivated');
    // Each act is a button named with the person it acts on.
    const samsRow = within(rowOf('sam@harbormain.example') as HTMLElement);
    expect(samsRow.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit sam@harbormain.example',
      'Resend invitation to sam@harbormain.example',
      'Revoke invitation of sam@harbormain.example',
    ]);
    expect(screen.getByRole('button', { name: 'Deactivate Dana Ortiz' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate Lee Chen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to staff home' }).getAttribute('href')).toBe('/staff');
    expect(document.title).toBe('People · Harbor & Main Residential');
  });

  it('invites someone, says so, and shows them invited in the list', async () => {
    const invited = person({
      id: 9,
      email: 'new.agent@harbormain.example',
      communities: [lakeside],
      status: 'invited',
      invitation_expires_at: invitedOn,
    });
    const api = renderPage(staffAdminSession, {
      [PEOPLE]: [listed([elena]), listed([elena, invited])],
      [INVITATIONS]: [{ status: 201, body: invited }],
    });
    fireEvent.input(await screen.findByLabelText('Email'), {
      target: { value: 'New.Agent@harbormain.example' },
    });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'leasing_agent' } });
    fireEvent.click(screen.getByLabelText('Lakeside Lofts'));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to new.agent@harbormain.example.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invitation sent to new.agent@harbormain.example.');
    expect(cellsOf('new.agent@harbormain.example')[4]).toContain('Invited');
    expect(api.sent(INVITATIONS)).toEqual([
      {
        email: 'new.agent@harbormain.example',
        first_name: null,
        last_name: null,
        role: 'leasing_agent',
        communities: ['lakeside-lofts'],
        can_sign_documents_while_wormholed: false,
      },
    ]);
    // The form is blank again, for the next invitation.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it("puts the server's message about the e-mail under the e-mail field", async () => {
    const taken =
      'manager@maplecourt.example already has a staff account: one e-mail address signs in one staff member.';
    renderPage(staffAdminSession, {
      [PEOPLE]: [listed([elena, dana])],
      [INVITATIONS]: [
        {
          status: 400,
          body: { error_type: 'ValidationError', message: taken, errors: { email: [taken] } },
        },
      ],
    });
    const email = await screen.findByLabelText('Email');
    fireEvent.input(email, { target: { value: 'manager@maplecourt.example' } });
    fireEvent.click(screen.getByLabelText('Maple Court Apartments'));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    const message = await screen.findByText(taken);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a manager or an agent needs a community, before sending anything', async () => {
    const api = renderPage(staffAdminSession, { [PEOPLE]: [listed([elena])] });
    fireEvent.input(await screen.findByLabelText('Email'), { target: { value: 'kim@harbormain.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('A manager or a leasing agent works in at least one community.'),
    ).toBeTruthy();
    expect(api.sent(INVITATIONS)).toEqual([]);
    // An admin works everywhere: the checkboxes give way to the sentence that says so.
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    expect(screen.getByText('Admins work in every community.')).toBeTruthy();
    expect(screen.queryByLabelText('Lakeside Lofts')).toBeNull();
  });

  it("refuses to deactivate the company's last admin with the server's words, after a confirmation", async () => {
    const lastAdmin =
      "This is the company's last active admin: make someone else an admin before changing or deactivating them.";
    const api = renderPage(staffAdminSession, {
      [PEOPLE]: [listed([elena, dana])],
      '/api/admin/staff/1/': [{ status: 409, body: { error_type: 'Conflict', message: lastAdmin } }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Elena Park' }));
    const heading = screen.getByRole('heading', { level: 3, name: 'Deactivate Elena Park?' });
    expect(document.activeElement).toBe(heading);
    expect(api.sent('/api/admin/staff/1/')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(lastAdmin);
    expect(api.sent('/api/admin/staff/1/')).toEqual([{ active: false }]);

    // Cancel closes the confirmation and gives focus back to the button that opened it.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deactivate Elena Park' })),
    );
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it("edits a person's role and communities, and announces the change", async () => {
    const changed = { ...dana, role: 'leasing_agent' as const, communities: [mapleCourt] };
    const api = renderPage(staffAdminSession, {
      [PEOPLE]: [listed([elena, dana]), listed([elena, changed])],
      '/api/admin/staff/2/': [{ status: 200, body: changed }],
    });
    const edit = await screen.findByRole('button', { name: 'Edit Dana Ortiz' });
    fireEvent.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('heading', { level: 3, name: 'Edit Dana Ortiz' });
    expect(document.activeElement).toBe(form);
    const panel = within(form.parentElement as HTMLElement);
    expect(panel.getByRole('group', { name: 'Communities' })).toBeTruthy();
    fireEvent.change(panel.getByLabelText('Role'), { target: { value: 'leasing_agent' } });
    fireEvent.click(panel.getByLabelText('Lakeside Lofts'));
    fireEvent.click(panel.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The changes to Dana Ortiz are saved.')).toBeTruthy();
    expect(api.sent('/api/admin/staff/2/')).toEqual([
      { role: 'leasing_agent', communities: ['maple-court'], can_sign_documents_while_wormholed: false },
    ]);
    expect(cellsOf('Dana Ortiz')[2]).toBe('Leasing agent');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Dana Ortiz' })),
    );
  });

  it('tells a staff member who is not an admin that only an admin manages people, asking nothing more', async () => {
    const { requested } = renderPage(
      { ...staffAdminSession, staff_role: 'manager' },
      {},
      { ...harborMain, role: 'manager', communities: [mapleCourt] },
    );
    expect(
      await screen.findByText('Only an admin of Harbor & Main Residential can manage its people.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to staff home' }).getAttribute('href')).toBe('/staff');
    expect(screen.queryByRole('table')).toBeNull();
    expect(requested).toEqual(['/api/staff/communities/']);
  });

  it('sends a visitor without a staff session to the staff sign-in', async () => {
    const { requested } = renderPage(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeTruthy();
    expect(requested).toEqual([]);
  });
});
