/** A day in milliseconds: token lifetimes, rotation windows and audit ages are counted in days. */
export const DAY_MS = 24 * 60 * 60 * 1000;
