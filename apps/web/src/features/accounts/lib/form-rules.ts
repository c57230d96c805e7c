import { PASSWORD_MIN_LENGTH } from '@portal/domain/constants/limits';

/** True when every listed value is filled in (blank text does not count). */
export function requiredValuesFilled(values: Record<string, unknown>, required: readonly string[]): boolean {
  return required.every((name) => {
    const value = values[name];
    if (typeof value === 'string') return value.trim() !== '';
    return value !== undefined && value !== null && value !== false;
  });
}

/**
 * Spec §4 "Form button states": the personal-details submit is enabled only when the form is modified
 * (when that is asked for), every required value is filled and no submit is running.
 */
export function canSubmitPersonalDetails(state: {
  mustBeModified: boolean;
  modified: boolean;
  requiredFilled: boolean;
  submitting: boolean;
}): boolean {
  return (!state.mustBeModified || state.modified) && state.requiredFilled && !state.submitting;
}

export interface PasswordRuleStatus {
  length: boolean;
  number: boolean;
  uppercase: boolean;
}

/** The spec's three password rules (§5), checked as the user types, same tests as the shared schema. */
export function passwordRuleStatus(password: string): PasswordRuleStatus {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    number: /\d/.test(password),
    uppercase: /\p{Lu}/u.test(password),
  };
}
