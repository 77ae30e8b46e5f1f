/**
 * Connections found by name in an exported program: each numeric `connectionId` of the
 * monitors becomes a look-up of its data source by name (`getDataSourceOutput({ name })`),
 * declared once per data source at the top of the program, so that the program applies to
 * another account that names its connections alike. An id whose name is not unique in the
 * account, or that the account does not list, stays a number, with a note saying why.
 */
import type { DataSource } from "../types/data-source";

/** How one connection id is written. */
export type ConnectionLookup =
  | { readonly kind: "lookup"; readonly name: string; readonly variable: string }
  | { readonly kind: "kept"; readonly reason: string };

/** A TypeScript expression written as is (not as a JSON value) by the program writer. */
export class Code {
  constructor(readonly text: string) {}
}

/** `Snowflake production` → `snowflakeProduction`; a name with no letter → `dataSource`. */
function identifierOf(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((word) => word !== "");
  const joined = words.map((word, index) => (index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1))).join("");
  const safe = /^[A-Za-z_$]/.test(joined) ? joined : `dataSource${joined.charAt(0).toUpperCase()}${joined.slice(1)}`;
  return RESERVED.has(safe) ? `${safe}DataSource` : safe;
}

const RESERVED = new Set(["datafold", "pulumi", "new", "const", "let", "var", "class", "function", "return", "default", "delete", "import", "export"]);

/** The connection ids the monitors use (`connectionId` at any depth: a data diff's datasets too). */
export function connectionIdsOf(values: readonly unknown[]): number[] {
  const ids = new Set<number>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === "connectionId" && typeof inner === "number") ids.add(inner);
        else walk(inner);
      }
    }
  };
  values.forEach(walk);
  return [...ids].sort((a, b) => a - b);
}

/** How each id is written, from the account's data sources. */
export function connectionLookups(ids: readonly number[], sources: readonly DataSource[]): Map<number, ConnectionLookup> {
  const lookups = new Map<number, ConnectionLookup>();
  const taken = new Set<string>();
  for (const id of ids) {
    const source = sources.find((candidate) => candidate.id === id);
    if (source === undefined) {
      lookups.set(id, { kind: "kept", reason: `connection ${id} is not among the account's data sources: kept as an id` });
      continue;
    }
    const namesakes = sources.filter((candidate) => candidate.name === source.name).length;
    if (namesakes > 1) {
      lookups.set(id, { kind: "kept", reason: `connection ${id}'s name ${JSON.stringify(source.name)} is shared by ${namesakes} data sources, so a look-up by name could not tell them apart: kept as an id` });
      continue;
    }
    let variable = identifierOf(source.name);
    for (let n = 2; taken.has(variable); n++) variable = `${identifierOf(source.name)}${n}`;
    taken.add(variable);
    lookups.set(id, { kind: "lookup", name: source.name, variable });
  }
  return lookups;
}

/** The declarations of the look-ups, one per data source, in id order. */
export function lookupDeclarations(lookups: ReadonlyMap<number, ConnectionLookup>): string[] {
  return [...lookups.values()].flatMap((lookup) =>
    lookup.kind === "lookup" ? [`const ${lookup.variable} = datafold.getDataSourceOutput({ name: ${JSON.stringify(lookup.name)} });`] : [],
  );
}

/** `inputs` with each looked-up `connectionId` replaced by its expression; the notes of the ids kept. */
export function withLookups(inputs: Readonly<Record<string, unknown>>, lookups: ReadonlyMap<number, ConnectionLookup>): { inputs: Record<string, unknown>; notes: string[] } {
  const notes: string[] = [];
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace);
    if (typeof value !== "object" || value === null || value instanceof Code) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key !== "connectionId" || typeof inner !== "number") return [key, replace(inner)];
        const lookup = lookups.get(inner);
        if (lookup?.kind === "lookup") return [key, new Code(`${lookup.variable}.id`)];
        if (lookup !== undefined && !notes.includes(`NOTE: ${lookup.reason}.`)) notes.push(`NOTE: ${lookup.reason}.`);
        return [key, inner];
      }),
    );
  };
  return { inputs: replace(inputs) as Record<string, unknown>, notes };
}
