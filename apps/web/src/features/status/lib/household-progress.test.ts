import { roles } from '@portal/domain/constants/roles';
import { isMilestone } from '@portal/domain/constants/transaction-milestones';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { Invitee } from '@portal/domain/schemas/household';
import { describe, expect, it } from 'vitest';
import { householdProgress } from './household-progress';

const at = '2026-11-22T15:00:00.000Z';
const event = (code: number, applicant: number) => ({
  event: code,
  applicant,
  created_at: at,
  milestone: isMilestone(code),
});
const invitee = (overrides: Partial<Invitee>): Invitee => ({
  id: 1,
  role: roles.co_applicant.code,
  first_name: 'Jordan',
  last_name: 'Lee',
  email: 'jordan@example.com',
  phone_number: null,
  birthday: null,
  joined: false,
  applicant_id: null,
  invited_at: at,
  ...overrides,
});

const everyStep = [10, 250, 20, 30, 40, 50, 70, 80];

function transaction(viewer: { id: number; role: number }, events: ReturnType<typeof event>[]) {
  return {
    primary_applicant: { id: 1, first_name: 'Avery', last_name: 'Quinn' },
    applicant: { ...viewer, has_access_to_application_link: true },
    events,
  };
}

describe('householdProgress', () => {
  const primaryViewer = { id: 1, role: roles.primary_applicant.code };
  const people = [
    invitee({ id: 11, joined: true, applicant_id: 2 }),
    invitee({ id: 12, first_name: 'Pat', role: roles.guarantor.code }),
    invitee({ id: 13, first_name: 'Kim', role: roles.occupant.code }),
    invitee({ id: 14, first_name: 'Sky', role: roles.dependent.code, email: null, birthday: '2016-05-04' }),
    invitee({ id: 15, first_name: 'Lou', joined: true, applicant_id: 3 }),
  ];
  const events = [
    ...everyStep.map((code) => event(code, 1)),
    event(TransactionStep.Address, 2),
    event(TransactionStep.Military, 2),
  ];

  it('tells each person how far they have come', () => {
    const members = householdProgress(transaction(primaryViewer, events), people);
    expect(members.map((member) => [member.firstName, member.state, member.stepsDone])).toEqual([
      ['Avery', 'completed', 8],
      ['Jordan', 'in_progress', 2],
      ['Pat', 'invited', 0],
      ['Kim', 'invited', 0],
      ['Sky', 'dependent', 0],
      ['Lou', 'not_started', 0],
    ]);
    expect(members.every((member) => member.stepsTotal === 8)).toBe(true);
    expect(members.filter((member) => member.isYou).map((member) => member.firstName)).toEqual(['Avery']);
  });

  it('offers Edit/Resend to the primary applicant for roommates and guarantors who have not joined only', () => {
    const members = householdProgress(transaction(primaryViewer, events), people);
    expect(members.filter((member) => member.canEditInvite).map((member) => member.firstName)).toEqual([
      'Pat',
    ]);
    const roommateView = householdProgress(
      transaction({ id: 2, role: roles.co_applicant.code }, events),
      people,
    );
    expect(roommateView.some((member) => member.canEditInvite)).toBe(false);
    expect(roommateView.filter((member) => member.isYou).map((member) => member.firstName)).toEqual([
      'Jordan',
    ]);
  });
});
