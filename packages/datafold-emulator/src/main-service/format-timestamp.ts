/**
 * An instant as pydantic v2 serializes an aware UTC datetime: `2025-05-31T09:30:00Z`, or
 * `2025-05-31T09:30:00.250000Z` when there is a fraction (microseconds, six digits).
 */
export function formatTimestamp(instant: Date | number): string {
  const iso = new Date(instant).toISOString();
  const millis = iso.slice(20, 23);
  return millis === "000" ? `${iso.slice(0, 19)}Z` : `${iso.slice(0, 19)}.${millis}000Z`;
}
