/**
 * A catalog in another language: every key of the English one, each with a text of its own. Writing a
 * Spanish catalog as `Translation<typeof accounts>` makes a missing or extra key a type error.
 */
export type Translation<English> = {
  readonly [Key in keyof English]: English[Key] extends string ? string : Translation<English[Key]>;
};
