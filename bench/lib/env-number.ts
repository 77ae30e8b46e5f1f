/**
 * A whole number a benchmark takes from the environment (its size, its rounds), so that a quick
 * run while developing needs no edit: `fallback` when the variable is unset or empty, an error
 * naming it when it is not a whole number of at least `least`.
 */
export function wholeFromEnv(name: string, fallback: number, least: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number from ${least}, got "${text}"`);
  return value;
}
