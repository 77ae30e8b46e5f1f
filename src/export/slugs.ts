/**
 * The names exported monitors go by: a resource's name in the TypeScript program and a key
 * of `monitors:` in the YAML, both made from the monitor's name. A slug is snake_case, a
 * valid identifier in TypeScript (so that it can also name a variable) and in the YAML, and
 * unique among the monitors exported together.
 */

/** Words a TypeScript identifier cannot be. */
const RESERVED = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for function if " +
    "import in instanceof new null return super switch this throw true try typeof var void while with as implements interface " +
    "let package private protected public static yield await any boolean constructor declare get module require number set " +
    "string symbol type from of undefined"
  ).split(" "),
);

/** The slug of one monitor's name: lowercase words joined by `_`; `monitor_<id>` for a name with no letter or digit. */
export function slugOf(name: string | null, monitorId: number): string {
  const words = (name ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  if (words.length === 0) return `monitor_${monitorId}`;
  const slug = words.join("_");
  if (/^[0-9]/.test(slug)) return `monitor_${slug}`;
  return RESERVED.has(slug) ? `${slug}_monitor` : slug;
}

/**
 * A unique slug per monitor, by id. Monitors are taken in id order, so the result does not
 * depend on the order they were read in: the oldest keeps the plain slug, a later one with the
 * same slug gets its id appended (`orders_100002`).
 */
export function uniqueSlugs(monitors: readonly { readonly id: number; readonly name: string | null }[]): Map<number, string> {
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  for (const monitor of [...monitors].sort((a, b) => a.id - b.id)) {
    let slug = slugOf(monitor.name, monitor.id);
    if (taken.has(slug)) slug = `${slug}_${monitor.id}`;
    for (let n = 2; taken.has(slug); n++) slug = `${slugOf(monitor.name, monitor.id)}_${monitor.id}_${n}`;
    taken.add(slug);
    slugs.set(monitor.id, slug);
  }
  return slugs;
}
