/** English texts of the application journey (welcome, address, military status, lease terms, drawer). */
export const journey = {} as const;
