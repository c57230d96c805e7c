// Test support for the Settings → Communities pages (rendered with settings-test-kit.tsx): Harbor & Main's
// manager and leasing agent, and Maple Court as its export answers it.
import type { SessionSummary } from '@portal/domain/schemas/session';
import type { StaffHome } from '@portal/domain/schemas/staff-home';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { CommunitySettings } from '@/features/staff-settings/lib/community-section';
import { mapleCourtAsStarted } from '@/features/staff-settings/lib/maple-court-fixture';
import { staffAdminSession } from '@/test-support/staff-fixture';
import { harborMain, renderSettingsPage } from '../settings-test-kit';

export const managerSession = { ...staffAdminSession, staff_role: 'manager' } as SessionSummary;
export const managerHome: StaffHome = { ...harborMain, role: 'manager' };
export const agentSession = { ...staffAdminSession, staff_role: 'leasing_agent' } as SessionSummary;
export const agentHome: StaffHome = { ...harborMain, role: 'leasing_agent' };

/** Maple Court as its export answers it (a published community with the demo's logo). */
export const mapleCourtSettings: CommunitySettings = mapleCourtAsStarted;

/** The forms fetch their schema when first used: fetched once here, so no check waits on the module loader. */
export const loadCommunitySchemas = () =>
  Promise.all([
    import('@/features/staff-settings/lib/community-form-schemas'),
    import('@hookform/resolvers/zod'),
  ]);

/**
 * Renders `page` for a leasing agent, who reads that only admins and managers change communities; answers
 * what the page asked the API.
 */
export async function renderRefusedToAgent(page: ReactElement, at: { path: string; pattern: string }) {
  const api = renderSettingsPage(page, at, { session: agentSession, home: agentHome });
  expect(
    await screen.findByText(
      "Only an admin or a manager of Harbor & Main Residential can change a community's settings.",
    ),
  ).toBeTruthy();
  return api.requested;
}
