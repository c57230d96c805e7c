/** English texts of the accounts feature (sign-up, sign-in, passwords, account page, idle logout). */
export const accounts = {} as const;
