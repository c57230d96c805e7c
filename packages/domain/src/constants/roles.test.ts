import { describe, expect, it } from 'vitest';
import { roleByCode, roleByKey, roles } from './roles.js';

describe('role lookups', () => {
  it('calls a co-applicant a Roommate', () => {
    expect(roleByKey('co_applicant').label).toBe('Roommate');
    expect(roleByCode(20).label).toBe('Roommate');
  });

  it('finds the same role by its code as by its key', () => {
    for (const key of Object.keys(roles) as (keyof typeof roles)[]) {
      expect(roleByCode(roleByKey(key).code)).toEqual(roleByKey(key));
    }
  });

  it('finds nothing for an unknown code or key', () => {
    expect(roleByCode(60)).toBeUndefined();
    expect(roleByKey('roommate')).toBeUndefined();
    expect(roleByKey('toString')).toBeUndefined();
  });
});
