/**
 * Where the bytes of `pulumi stack export` go, per resource of one type: each field of the
 * resource's record (urn, inputs, stack trace, ...), each property of its inputs and outputs,
 * and the pretty-printing. Measured on the export's own text: the CLI prints the deployment as
 * JSON indented by four spaces, which JSON.stringify(value, null, 4) reproduces byte for byte
 * (checked), so the bytes a field takes are the export's bytes less the bytes of the same
 * export with that field taken out of every resource of the type.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Resource = { [key: string]: Json };
interface Export {
  deployment: { resources?: Resource[] };
}

/** One row of a breakdown: bytes per resource. */
export interface StateShare {
  readonly field: string;
  readonly bytes: number;
}

export interface StateBreakdown {
  /** Resources of the type in the export. */
  readonly resources: number;
  /** The export's bytes per resource of the type (all of it, divided). */
  readonly exportBytesPerResource: number;
  /** What one more resource of the type adds to the export. */
  readonly recordBytes: number;
  /** Each top-level field of the record (`inputs`, `stackTrace`, ...), by what removing it saves. */
  readonly fields: readonly StateShare[];
  /** Each property of the inputs and of the outputs (`inputs.__provider`, `outputs.token`, ...). */
  readonly properties: readonly StateShare[];
  /** The record's bytes that are indentation and line breaks (the record printed compact is this much smaller). */
  readonly prettyPrinting: number;
}

function bytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value, null, 4));
}

/** The export with `edit` applied to a copy of every resource of the type. */
function edited(parsed: Export, isOfType: (r: Resource) => boolean, edit: (r: Resource) => void): Export {
  const copy = structuredClone(parsed);
  for (const resource of copy.deployment.resources ?? []) if (isOfType(resource)) edit(resource);
  return copy;
}

export function stateBreakdown(exportText: string, type: string): StateBreakdown {
  const parsed = JSON.parse(exportText) as Export;
  const reprinted = JSON.stringify(parsed, null, 4);
  if (reprinted.trimEnd() !== exportText.trimEnd()) {
    throw new Error("pulumi stack export is not JSON indented by four spaces as expected: the breakdown would not add up to its bytes");
  }
  const isOfType = (r: Resource) => r.type === type;
  const ofType = (parsed.deployment.resources ?? []).filter(isOfType);
  const count = ofType.length;
  if (count === 0) throw new Error(`no resource of type ${type} in the export`);
  const total = bytes(parsed);
  const perResource = (saved: number) => Math.round((saved / count) * 10) / 10;
  const without = (edit: (r: Resource) => void) => perResource(total - bytes(edited(parsed, isOfType, edit)));

  const keys = [...new Set(ofType.flatMap((r) => Object.keys(r)))];
  const fields = keys.map((key) => ({ field: key, bytes: without((r) => delete r[key]) }));
  const properties: StateShare[] = [];
  for (const part of ["inputs", "outputs"] as const) {
    const names = [...new Set(ofType.flatMap((r) => Object.keys((r[part] ?? {}) as object)))];
    for (const name of names) properties.push({ field: `${part}.${name}`, bytes: without((r) => delete (r[part] as Resource)[name]) });
  }
  const others = (parsed.deployment.resources ?? []).filter((r) => !isOfType(r));
  const recordBytes = perResource(total - bytes({ ...parsed, deployment: { ...parsed.deployment, resources: others } }));
  // Each record is printed at a depth of three (deployment > resources > record): all its lines
  // carry 12 more spaces than it printed alone, and a line break follows it.
  const indentation = ofType.reduce((sum, r) => {
    const alone = JSON.stringify(r, null, 4);
    return sum + Buffer.byteLength(alone) - Buffer.byteLength(JSON.stringify(r)) + 12 * alone.split("\n").length + 1;
  }, 0);
  return {
    resources: count,
    exportBytesPerResource: perResource(Buffer.byteLength(exportText)),
    recordBytes,
    fields,
    properties,
    prettyPrinting: perResource(indentation),
  };
}
