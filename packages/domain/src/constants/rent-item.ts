/**
 * The name the portal gives the rent among a lease's or a quote's monthly items. Every other item is named
 * by its community (an option, a fee, a concession); this one is the portal's own word, which the web says in
 * the reader's language.
 */
export const RENT_ITEM_NAME = 'Rent';
