import { int, list, model, nullable, optional, required, str, enumOf, type ModelReader } from "./pydantic-model";

/*
 * The create (and PUT) bodies of /api/v1/lineage/bi/<kind>/ as the vendor's OpenAPI gives
 * them (LookerDataSourceConfig, ...), read as pydantic reads them: required fields `missing`,
 * `X | None` fields null, defaults filled in, unknown fields ignored. Which fields are
 * credentials (`format: password`, `writeOnly`) is said here too: the store keeps only their
 * hashes and GET never shows them.
 */

export const BI_KINDS = ["looker", "tableau", "powerbi", "mode", "hightouch", "dbt"] as const;
export type BiKind = (typeof BI_KINDS)[number];

const DataSourceBinding = model("DataSourceBinding", {
  remoteId: required(str),
  boundIds: required(list(int)),
});

/** `name` and `indexing_cron`, which every kind has: `str | None`, default None. */
const COMMON = { indexing_cron: optional(nullable(str)), name: optional(nullable(str)) };

/*
 * Fields in the order the vendor's models declare them, as far as the OpenAPI tells: its
 * `required` lists keep the declaration order (its `properties` are sorted), so required fields
 * come in that order and pydantic reports their errors so; where the optional ones sit is a
 * guess (after them).
 */
export const BI_CONFIGS: Readonly<Record<BiKind, ModelReader>> = {
  looker: model("LookerDataSourceConfig", {
    base_url: required(str),
    client_id: required(str),
    repo_id: required(int),
    client_secret: required(str),
    project_ids: optional(list(str), () => []),
    bindings: optional(list(DataSourceBinding), () => []),
    ...COMMON,
  }),
  tableau: model("TableauDataSourceConfig", {
    token_name: required(str),
    token_value: required(str),
    site_id: required(str),
    server_url: required(str),
    ...COMMON,
  }),
  powerbi: model("PowerBIDataSourceConfig", {
    auth_type: optional(nullable(enumOf(["delegated", "service_principal"]))),
    client_id: optional(nullable(str)),
    client_secret: optional(nullable(str)),
    tenant_id: optional(nullable(str)),
    ...COMMON,
  }),
  mode: model("ModeDataSourceConfig", {
    token: required(str),
    password: required(str),
    workspace: optional(str, ""),
    ...COMMON,
  }),
  hightouch: model("HighTouchDataSourceConfig", {
    token: required(str),
    bindings: required(list(DataSourceBinding)),
    workspace: optional(nullable(str)),
    ...COMMON,
  }),
  dbt: model("DbtDataSourceConfig", {
    ci_config_id: required(int),
    ...COMMON,
  }),
};

/** The credentials of each kind (`format: password`, `writeOnly` in the OpenAPI): stored as hashes, never shown. */
export const BI_CREDENTIALS: Readonly<Record<BiKind, readonly string[]>> = {
  looker: ["client_secret"],
  tableau: ["token_value"],
  powerbi: ["client_secret"],
  mode: ["token", "password"],
  hightouch: ["token"],
  dbt: [],
};

/** What the request log shows in place of a credential. */
export const WITHHELD = "[credential withheld]";
const ALL_CREDENTIALS = new Set(Object.values(BI_CREDENTIALS).flat());

/**
 * A body of a /api/v1/lineage/bi/ request as the request log keeps it: each credential's value
 * withheld (a string or not), so that reading the log never shows one. Other paths, and bodies
 * that are no object, are kept as they came.
 */
export function withheldCredentials(path: string, body: unknown): unknown {
  if (!path.startsWith("/api/v1/lineage/bi/") || typeof body !== "object" || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).map(([field, value]) => [field, ALL_CREDENTIALS.has(field) && value !== null ? WITHHELD : value]));
}
