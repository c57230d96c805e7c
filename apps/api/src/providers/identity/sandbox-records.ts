import { randomInt } from 'node:crypto';
import type { IdentityQuestion } from '@portal/domain/schemas/identity-verification';
import type { IdentitySubject } from './identity-provider.js';

/**
 * The sandbox's credit records (docs/api.md, "Identity verification"): every applicant has an auto loan
 * with this lender. The other questions come from what the applicant told us.
 */
export const SANDBOX_AUTO_LENDER = 'Lone Star Auto Finance';
export const NONE_OF_THE_ABOVE = 'None of the above';

const streetPool = [
  'Lamar Blvd',
  'Guadalupe St',
  'Riverside Dr',
  'Oak Hollow Ln',
  'Maple Ridge Rd',
  'Cedar Bend Dr',
  'Pecan Grove Way',
  'Willow Creek Ct',
];
const lenderPool = [
  'Hill Country Credit Union',
  'Bluebonnet Motor Credit',
  'Gulf Coast Auto Lending',
  'Prairie State Bank',
  'Red River Financial',
];

/** How many made-up choices sit beside the true one (and "None of the above"). */
const DECOYS = 3;

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** "500 Congress Ave" → "Congress Ave": people are asked about streets, not house numbers. */
export function streetName(street: string): string {
  return street.replace(/^\s*\d+[A-Za-z]?\s+/, '').trim();
}

function decoys(pool: readonly string[], truth: string | null): string[] {
  return shuffled(pool.filter((item) => item.toLowerCase() !== truth?.toLowerCase())).slice(0, DECOYS);
}

function birthYearDecoys(year: number | null): string[] {
  const base = year ?? 1985;
  const offsets = shuffled([-7, -5, -3, -2, 2, 3, 5, 7]).slice(0, DECOYS);
  return offsets.map((offset) => String(base + offset));
}

function lastFourDecoys(truth: string | null): string[] {
  const found = new Set<string>();
  while (found.size < DECOYS) {
    const candidate = String(randomInt(10_000)).padStart(4, '0');
    if (candidate !== truth) found.add(candidate);
  }
  return [...found];
}

interface Draft {
  id: string;
  text: string;
  /** The true answer, or null when the records have none: then "None of the above" is right. */
  truth: string | null;
  decoys: string[];
}

function draftsFor(subject: IdentitySubject): Draft[] {
  const street = subject.address ? streetName(subject.address.street) || null : null;
  const year = subject.dateOfBirth ? Number(subject.dateOfBirth.slice(0, 4)) : null;
  const phoneLast4 = subject.phoneNumber?.replace(/\D/g, '').slice(-4) || null;
  return [
    {
      id: 'street',
      text: 'Which of these streets have you lived on?',
      truth: street,
      decoys: decoys(streetPool, street),
    },
    {
      id: 'birth_year',
      text: 'In which year were you born?',
      truth: year === null ? null : String(year),
      decoys: birthYearDecoys(year),
    },
    {
      id: 'phone',
      text: 'Which of these are the last four digits of a phone number you have used?',
      truth: phoneLast4,
      decoys: lastFourDecoys(phoneLast4),
    },
    {
      id: 'auto_loan',
      text: 'Which of these lenders have you had an auto loan with?',
      truth: SANDBOX_AUTO_LENDER,
      decoys: decoys(lenderPool, SANDBOX_AUTO_LENDER),
    },
  ];
}

/**
 * Four multiple-choice questions in random order of choices, "None of the above" always last, and the
 * id of each question's right choice.
 */
export function buildQuiz(subject: IdentitySubject): {
  questions: IdentityQuestion[];
  answers: Record<string, string>;
} {
  const answers: Record<string, string> = {};
  const questions = draftsFor(subject).map((draft) => {
    const texts = [...shuffled([...(draft.truth ? [draft.truth] : []), ...draft.decoys]), NONE_OF_THE_ABOVE];
    const choices = texts.map((text, index) => ({ id: String(index + 1), text }));
    const right = choices.find((choice) => choice.text === (draft.truth ?? NONE_OF_THE_ABOVE));
    if (right) answers[draft.id] = right.id;
    return { id: draft.id, text: draft.text, choices };
  });
  return { questions, answers };
}
