export const PetType = {
  Dog: 'pets-dogs',
  Cat: 'pets-cats',
  Other: 'pets-other',
} as const;
export type PetType = (typeof PetType)[keyof typeof PetType];

const labels = {
  [PetType.Dog]: 'Dog',
  [PetType.Cat]: 'Cat',
  [PetType.Other]: 'Other',
} as const satisfies Record<PetType, string>;
export type PetTypeLabel = (typeof labels)[PetType];

export function isPetType(value: unknown): value is PetType {
  return typeof value === 'string' && Object.hasOwn(labels, value);
}

export function petTypeLabel(type: PetType): PetTypeLabel;
export function petTypeLabel(type: string): PetTypeLabel | undefined;
export function petTypeLabel(type: string): PetTypeLabel | undefined {
  return isPetType(type) ? labels[type] : undefined;
}
