import { FastApiValidator, modelAttributesIssue, valueErrorIssue, type Loc } from "./fastapi-validation";
import {
  missingField,
  readBool,
  readEnum,
  readFloat,
  readInt,
  readList,
  readObject,
  readString,
  readStringList,
  readStringPair,
} from "./pydantic-fields";

/*
 * The body of POST /api/v1/datadiffs, `ApiDataDiffData` of the vendor's OpenAPI, read as
 * pydantic reads it: every field of the schema, typed as the schema types it. Fields the
 * schema does not have are ignored (pydantic's default), as `algorithm`, which the MCP server
 * of datafold-sdk sends. The few fields of nested shapes the emulator does not check (column
 * rules, per-column tolerances, file options, time intervals and time-travel points) are kept
 * as sent.
 */

type Reader = (validator: FastApiValidator, loc: Loc, input: unknown) => unknown;

const TIME_AGGREGATES = ["minute", "hour", "day", "week", "month", "year"] as const;
const TOLERANCE_MODES = ["absolute", "relative"] as const;
const TABLE_MODIFIERS = ["case_insensitive_strings", "null_equals_empty_string"] as const;

const asIs: Reader = (_validator, _loc, input) => input;

/** Each optional field (`X | None`, no default) and how it is read; absent or null is null. */
const NULLABLE_FIELDS: Readonly<Record<string, Reader>> = {
  bisection_factor: readInt,
  bisection_threshold: readInt,
  column_mapping: (validator, loc, input) => readList(validator, loc, input, readStringPair),
  column_rules: asIs,
  columns_to_compare: readStringList,
  compare_duplicates: readBool,
  data_source1_session_parameters: readObject,
  data_source2_session_parameters: readObject,
  datetime_tolerance: readInt,
  diff_tolerance: readFloat,
  diff_tolerances_per_column: asIs,
  download_limit: readInt,
  exclude_columns: readStringList,
  file1: readString,
  file1_options: asIs,
  file2: readString,
  file2_options: asIs,
  filter1: readString,
  filter2: readString,
  include_columns: readStringList,
  infer_pk_avoid_names: readStringList,
  infer_pk_avoid_types: readStringList,
  materialization_destination_id: readInt,
  materialize_dataset1: readBool,
  materialize_dataset2: readBool,
  per_column_diff_limit: readInt,
  query1: readString,
  query2: readString,
  run_profiles: readBool,
  sampling_confidence: readFloat,
  sampling_max_rows: readInt,
  sampling_ratio: readFloat,
  sampling_threshold: readInt,
  sampling_tolerance: readFloat,
  sort_array_columns: readBool,
  table1: readStringList,
  table2: readStringList,
  table_modifiers: (validator, loc, input) => readList(validator, loc, input, (v, l, i) => readEnum(v, l, i, TABLE_MODIFIERS)),
  tags: readStringList,
  time_aggregate: (validator, loc, input) => readEnum(validator, loc, input, TIME_AGGREGATES),
  time_column: readString,
  time_interval_end: asIs,
  time_interval_start: asIs,
  time_travel_point1: asIs,
  time_travel_point2: asIs,
  tolerance_mode: (validator, loc, input) => readEnum(validator, loc, input, TOLERANCE_MODES),
};

/** Fields with a default, which a null does not replace: pydantic refuses null for them. */
const DEFAULTED_FIELDS: Readonly<Record<string, { read: Reader; fallback: unknown }>> = {
  archived: { read: readBool, fallback: false },
  purged: { read: readBool, fallback: false },
  infer_pk: { read: readBool, fallback: false },
  materialize_without_sampling: { read: (v, l, i) => (i === null ? null : readBool(v, l, i)), fallback: false },
  pk_columns: { read: readStringList, fallback: [] },
};

/** A create request as read: every field of `ApiDataDiffData`, defaults filled in. */
export interface DataDiffRequest {
  readonly data_source1_id: number;
  readonly data_source2_id: number;
  readonly pk_columns: string[];
  readonly infer_pk: boolean;
  readonly archived: boolean;
  readonly purged: boolean;
  readonly [field: string]: unknown;
}

/** The field of each side that names its dataset: exactly one per side. */
const DATASETS = [
  ["table1", "query1", "file1"],
  ["table2", "query2", "file2"],
] as const;

/**
 * Reads the body as FastAPI would, recording every problem on the validator (pydantic's
 * items at `["body", field, ...]`), then the rules the model's own validators would add,
 * which the OpenAPI states in words (a guess at their wording, at `["body"]`): each side
 * names exactly one of a table, a query or a file, and the primary key is given unless it
 * is to be inferred. Returns undefined when anything was wrong.
 */
export function readDataDiffRequest(validator: FastApiValidator, body: unknown): DataDiffRequest | undefined {
  if (body === undefined || body === null) return missingField(validator, ["body"], null);
  if (typeof body !== "object" || Array.isArray(body)) return void validator.add(modelAttributesIssue(body));
  const fields = body as Record<string, unknown>;
  const read: Record<string, unknown> = {};
  const before = validator.issues.length;
  for (const name of ["data_source1_id", "data_source2_id"]) {
    read[name] = fields[name] === undefined ? missingField(validator, ["body", name], body) : readInt(validator, ["body", name], fields[name]);
  }
  for (const [name, reader] of Object.entries(NULLABLE_FIELDS)) {
    const input = fields[name];
    read[name] = input === undefined || input === null ? null : reader(validator, ["body", name], input);
  }
  for (const [name, { read: reader, fallback }] of Object.entries(DEFAULTED_FIELDS)) {
    const input = fields[name];
    read[name] = input === undefined ? fallback : reader(validator, ["body", name], input);
  }
  if (validator.issues.length > before) return undefined;

  const request = read as unknown as DataDiffRequest;
  for (const side of DATASETS) {
    const given = side.filter((name) => request[name] !== null);
    if (given.length !== 1) {
      validator.add(valueErrorIssue(["body"], `give exactly one of ${side.join(", ")} (given: ${given.length === 0 ? "none" : given.join(", ")})`, body));
    }
  }
  if (request.pk_columns.length === 0 && !request.infer_pk) {
    validator.add(valueErrorIssue(["body"], "pk_columns must name at least one column, or infer_pk must be true", body));
  }
  return validator.issues.length > before ? undefined : request;
}
