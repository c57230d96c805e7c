import type { StaffPerson } from '@portal/domain/schemas/staff-people';
import { describe, expect, it } from 'vitest';
import { communitiesForRole, namesOnPage, personName } from './people';

describe('personName', () => {
  it('names a person by their first and last name', () => {
    expect(personName({ first_name: 'Dana', last_name: 'Ortiz', email: 'dana@example.com' })).toBe(
      'Dana Ortiz',
    );
    expect(personName({ first_name: 'Dana', last_name: '', email: 'dana@example.com' })).toBe('Dana');
  });

  it('uses the e-mail of someone invited without a name', () => {
    expect(personName({ first_name: '', last_name: '', email: 'new@example.com' })).toBe('new@example.com');
  });
});

describe('communitiesForRole', () => {
  it('sends no community for an admin, who works in all of them', () => {
    expect(communitiesForRole('admin', ['maple-court'])).toEqual([]);
    expect(communitiesForRole('manager', ['maple-court'])).toEqual(['maple-court']);
    expect(communitiesForRole('leasing_agent')).toEqual([]);
  });
});

describe('namesOnPage', () => {
  const person = (id: number, first_name: string, last_name: string, email: string) =>
    ({ id, first_name, last_name, email }) as StaffPerson;

  it('adds the e-mail to a name two people share, and only then', () => {
    const names = namesOnPage([
      person(1, 'Dana', 'Ortiz', 'leasing@maplecourt.example'),
      person(2, 'Dana', 'Ortiz', 'dana@harbormain.example'),
      person(3, 'Elena', 'Park', 'admin@harbormain.example'),
      person(4, '', '', 'new@harbormain.example'),
    ]);
    expect([...names.values()]).toEqual([
      'Dana Ortiz (leasing@maplecourt.example)',
      'Dana Ortiz (dana@harbormain.example)',
      'Elena Park',
      'new@harbormain.example',
    ]);
  });
});
