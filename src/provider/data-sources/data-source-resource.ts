import { z } from "zod";
import { ConnectionTestError, InvalidArgumentError, NotFoundError } from "../../core/errors";
import { defineResource, sameValue } from "../../kit/define-resource";
import { output, type StateOf } from "../../kit/fields";
import { ResourceInitError } from "../../kit/init-failure";
import type { DataSource, DataSourceCreate } from "../../types/data-source";
import { providerClients } from "../shared/provider-config";
import { unlessGone } from "../shared/unless-gone";
import { warnEngine } from "../shared/engine-log";
import { DATA_SOURCE_KINDS, KIND_NAMES, kindOfType, type DataSourceKindName } from "./data-source-kinds";
import { KIND_OPTIONS, optionsFromWire, optionsToWire, secretOptionNames } from "./data-source-options";
import { ImportRefusedError, unshownInput, type Imported } from "../../kit/import";
import {
  COMMON_FIELDS,
  COMMON_NAMES,
  DATA_SOURCE_INPUTS,
  dataSourceCheckRules,
  DESCRIBING_INPUTS,
  firstDifference,
  kindsSet,
  kindShapeName,
  refusedChanges,
  type DataSourceInputs,
} from "./data-source-inputs";

const DATA_SOURCE_OUTPUTS = {
  dataSourceId: output(z.number().int(), { description: "The data source's id in Datafold: what a monitor's `connectionId` takes." }),
  type: output(z.string(), { description: "The kind on the wire: `snowflake`, `pg`, `bigquery`, ... (the vendor's tag)." }),
  connectionTest: output(z.string(), {
    description: "`passed` or `failed`: the last connection test this resource ran; `not run` when `testConnection` is false.",
    tsType: '"passed" | "failed" | "not run"',
  }),
};

type State = StateOf<typeof DATA_SOURCE_INPUTS, typeof DATA_SOURCE_OUTPUTS>;
type Bag = Record<string, unknown>;

/** The inputs that say what the resource does, not what the data source is: kept from the program. */
const CONTROL_INPUTS = ["testConnection", "replaceOnChange", "adoptDataSourceId"] as const;

const client = () => providerClients.datafold();

/** The kind an input set or a state has (check makes sure there is exactly one). */
function kindOf(values: Readonly<Bag>): DataSourceKindName {
  const kind = kindsSet(values)[0];
  if (kind === undefined) throw new InvalidArgumentError("kind", `The DataSource has no kind block: set exactly one of ${KIND_NAMES.join(", ")}.`);
  return kind;
}

/** POST's body: the kind's tag, its options by wire name, and the common fields set. */
function createBody(kind: DataSourceKindName, inputs: DataSourceInputs): DataSourceCreate {
  const given = inputs as Readonly<Bag>;
  const body: Bag = { type: DATA_SOURCE_KINDS[kind].type, name: inputs.name, options: optionsToWire(kind, given[kind] as Bag) };
  for (const name of COMMON_NAMES) if (given[name] !== undefined) body[COMMON_FIELDS[name].wire] = given[name];
  return body as unknown as DataSourceCreate;
}

/**
 * State from what the service shows: the name, the kind's options (credentials as the program
 * gave them, since GET masks them) and the common fields it reports (null ones left out), the
 * resource's own inputs as the program gave them, and the outputs.
 */
function stateOf(kind: DataSourceKindName, given: Readonly<Bag>, source: DataSource, connectionTest: string): State {
  const wire = source as Readonly<Bag>;
  const state: Bag = { name: source.name, [kind]: optionsFromWire(kind, source.options, given[kind] as Bag | undefined) };
  for (const name of COMMON_NAMES) {
    const value = wire[COMMON_FIELDS[name].wire];
    if (value !== undefined && value !== null) state[name] = value;
  }
  for (const name of CONTROL_INPUTS) if (given[name] !== undefined) state[name] = given[name];
  return { ...state, dataSourceId: source.id, type: source.type, connectionTest } as State;
}

/**
 * Runs the vendor's connection test. A failure keeps the data source in the stack (the API
 * cannot delete it): a ResourceInitError, which the engine records as created with an error.
 */
async function tested(state: State, id: number, resource: string): Promise<State> {
  try {
    await client().testDataSource(id);
    return { ...state, connectionTest: "passed" };
  } catch (error) {
    if (!(error instanceof ConnectionTestError)) throw error;
    throw new ResourceInitError(
      `${error.message} DataSource ${resource} exists in Datafold (id ${id}), and the stack keeps it, since the API cannot delete it. ` +
        "Fix the connection (in the Datafold app, Settings → Data connections, or with replaceOnChange: true and new options), " +
        "then run `pulumi up` again: it tests the connection again.",
      String(id),
      { ...state, connectionTest: "failed" },
    );
  }
}

/** Adoption: the data source must exist, be of the kind set, and show what the inputs say (credentials cannot be compared). */
async function adopt(kind: DataSourceKindName, inputs: DataSourceInputs, id: number): Promise<DataSource> {
  let source: DataSource;
  try {
    source = await client().getDataSource(id);
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new InvalidArgumentError("adoptDataSourceId", `adoptDataSourceId ${id}: no such data source in Datafold (GET answered 404). Nothing was changed.`);
    }
    throw error;
  }
  const type = DATA_SOURCE_KINDS[kind].type;
  if (source.type !== type) {
    throw new InvalidArgumentError(
      "adoptDataSourceId",
      `adoptDataSourceId ${id} is a "${source.type}" data source, not "${type}": set the block of its kind (${kindOfType(source.type) ?? "a kind this version does not know"}). Nothing was changed.`,
    );
  }
  const shown = stateOf(kind, inputs as Readonly<Bag>, source, "not run") as Readonly<Bag>;
  const given = inputs as Readonly<Bag>;
  const differ = DESCRIBING_INPUTS.filter((field) => given[field] !== undefined && !sameValue(shown[field], given[field])).map((field) =>
    firstDifference(field, shown[field], given[field]).join("."),
  );
  if (differ.length > 0) {
    throw new InvalidArgumentError(
      "adoptDataSourceId",
      `adoptDataSourceId ${id}: ${differ.join(", ")} ${differ.length === 1 ? "differs" : "differ"} from what Datafold shows, and the API cannot change a ` +
        "data source. Set the program to what the app shows, or leave adoptDataSourceId out to create a new one. Nothing was changed.",
    );
  }
  return source;
}

/** Why a credential is left out of the code `pulumi import` writes. */
const CREDENTIAL_UNSHOWN =
  "a credential, write-only: GET shows it masked. Add it from secret config; it is taken as the one Datafold holds " +
  "(no change planned; the API cannot update a data source, so it is never sent)";

/** `pulumi import`: the data source as GET shows it, its credentials named as unshown. */
async function importDataSource(id: string): Promise<Imported<State> | undefined> {
  if (!/^[1-9][0-9]*$/.test(id)) {
    throw new InvalidArgumentError("id", `${JSON.stringify(id)} is not a DataSource id: expected the data source's id, a positive whole number such as "12". Nothing was imported.`);
  }
  const source = await unlessGone(client().getDataSource(Number(id)));
  if (source === undefined) return undefined;
  const kind = kindOfType(source.type);
  if (kind === undefined) {
    throw new ImportRefusedError(
      "DataSource",
      `Data source ${id} is of type "${source.type}", which this version has no kind block for (its kinds: ${KIND_NAMES.join(", ")}). ` +
        "Nothing was imported.",
    );
  }
  const defaults = { testConnection: true, replaceOnChange: false };
  const unshown = KIND_OPTIONS[kind].filter((option) => option.type === "secret").map((option) => unshownInput(`${kind}.${option.name}`, CREDENTIAL_UNSHOWN, option.required));
  return { state: stateOf(kind, defaults, source, "not run"), unshown };
}

/** The state with each credential it lacks (an imported one: GET masks them) taken from the inputs of the same kind. */
function withCredentialsOf(state: Readonly<Bag>, inputs: Readonly<Bag>): Bag {
  const kind = kindsSet(state)[0];
  const block = kind === undefined ? undefined : (state[kind] as Bag | undefined);
  const given = kind === undefined ? undefined : (inputs[kind] as Bag | undefined);
  if (kind === undefined || block === undefined || given === undefined) return { ...state };
  const filled = { ...block };
  for (const name of secretOptionNames(kind)) if (filled[name] === undefined && given[name] !== undefined) filled[name] = given[name];
  return { ...state, [kind]: filled };
}

/** `"snowflake-prod" (id 12)`, for messages. */
function named(state: Readonly<Bag>, id: string): string {
  return `"${String(state.name)}" (id ${id})`;
}

/**
 * The DataSource, run by the dynamic-provider host through the shell stored in state, and by
 * the plugin:
 * - create: POST /api/v1/data_sources (or, with `adoptDataSourceId`, GET that one and check it
 *   matches), then with `testConnection` POST .../{id}/test and GET .../test/{job_id} until it
 *   ends; a failed test is an init failure: recorded in state, the update failed.
 * - read: GET /api/v1/data_sources/{id}; what it shows is compared (observed inputs); 404 drops it.
 * - update: only the resource's own inputs, or a test again after a failed one; a change of the
 *   data source is refused at preview by `diff`, or replaces it with `replaceOnChange`.
 * - delete: nothing the API can do: a warning through the engine's log says it stays.
 */
export const dataSourceResource = defineResource(
  {
    name: "DataSource",
    description:
      "A Datafold data source (a connection to a warehouse, a database or a bucket), of one of 27 kinds, each a block of typed options " +
      "(credentials secret). Create is POST /api/v1/data_sources, then the vendor's connection test unless `testConnection` is false: " +
      "a failed test fails the create with the vendor's message and keeps the data source in the stack (the API cannot delete it). " +
      "The API has no update: a change fails at preview, naming it, unless `replaceOnChange` (then a new data source is created). " +
      "Refresh compares what GET shows (credentials are write-only: never compared). Delete cannot delete it: a warning says it stays " +
      "in Datafold (Settings → Data connections). `adoptDataSourceId` adopts a live one. Connection: the `apiKey` (secret) and `host` settings.",
    presentation: {
      source: "src/provider/data-sources/data-source-inputs.ts",
      doc: [
        "A Datafold data source: a connection to a warehouse, a database or a bucket, of one of 27",
        "kinds. Set exactly one kind block (`snowflake`, `postgres`, `bigQuery`, ...) with its options;",
        "credentials (`password`, `jsonKeyFile`, `keyPairFile`, ...) are secrets.",
        "",
        "- create: POST `/api/v1/data_sources`, then (`testConnection`, default true) the vendor's",
        "  connection test, waited for. A failed test fails the `up` with the vendor's message; the data",
        "  source, which the API cannot delete, stays in the stack and the next `up` tests it again.",
        "- read (refresh): GET `/api/v1/data_sources/{id}`; an edit made in the app shows as drift;",
        "  credentials are never compared (GET masks them); gone (404) is dropped from state.",
        "- update: the API has none. A change fails at preview naming the input, unless",
        "  `replaceOnChange: true` (a new data source is created; the old one stays in Datafold).",
        "- delete: the API has none. The data source stays in Datafold, and a warning says where to",
        "  delete it (Settings → Data connections).",
        "",
        "The resource id is the data source's id; `getDataSourceOutput({ name }).id` finds it by name.",
      ].join("\n"),
      example: [
        'const config = new pulumi.Config();',
        'const warehouse = new datafold.DataSource("snowflake-prod", {',
        '  name: "snowflake-prod",',
        '  snowflake: { account: "acme-eu1", user: "DATAFOLD", password: config.requireSecret("snowflakePassword"), warehouse: "COMPUTE_WH" },',
        '  tempSchema: "ANALYTICS.DATAFOLD_TMP",',
        "});",
      ].join("\n"),
      shapes: KIND_NAMES.map((kind) => [DATA_SOURCE_INPUTS[kind].schema, kindShapeName(kind)] as const),
    },
    client: "datafold",
    inputs: DATA_SOURCE_INPUTS,
    outputs: DATA_SOURCE_OUTPUTS,
    checkRules: dataSourceCheckRules,
    refreshUpdatesInputs: true,

    // check has refused what differs unless replaceOnChange; what is left replaces. (Throwing
    // here would fail refresh too: the engine diffs what a refresh read.)
    diff({ news, changed }) {
      const describing = changed.filter((field) => DESCRIBING_INPUTS.includes(field));
      if (describing.length === 0) return { changes: changed.length > 0, replaces: [] };
      return { changes: true, replaces: news.replaceOnChange === true ? describing : [] };
    },

    async create(inputs, context) {
      const kind = kindOf(inputs as Bag);
      const source =
        inputs.adoptDataSourceId !== undefined ? await adopt(kind, inputs, inputs.adoptDataSourceId) : await client().createDataSourceReconciled(createBody(kind, inputs));
      const state = stateOf(kind, inputs as Bag, source, "not run");
      const resource = context.resourceName === undefined ? named(state as Bag, String(source.id)) : `${context.resourceName} (id ${source.id})`;
      return { id: String(source.id), state: inputs.testConnection ? await tested(state, source.id, resource) : state };
    },

    async read(id, state) {
      const source = await unlessGone(client().getDataSource(Number(id)));
      if (source === undefined) return undefined;
      return stateOf(kindOfType(source.type) ?? kindOf(state as Bag), state as Bag, source, state.connectionTest ?? "not run");
    },

    async update(id, olds, news) {
      // The old state lacks a credential only after an import (GET masks it): the program's is taken, as check took it.
      const known = withCredentialsOf(olds as Bag, news as Bag);
      const changed = DESCRIBING_INPUTS.filter((field) => {
        const next = (news as Bag)[field];
        const observedAndLeftOut = next === undefined && field !== "name";
        return !observedAndLeftOut && !sameValue(known[field], next);
      });
      const refused = refusedChanges(named(olds as Bag, id), changed, known, news as Bag);
      if (refused !== undefined) throw new InvalidArgumentError(changed[0]!, refused);
      const state = { ...known } as Bag;
      for (const name of CONTROL_INPUTS) state[name] = (news as Bag)[name];
      // After a failed test (an init failure), the engine calls update again: test again.
      const retest = news.testConnection && olds.connectionTest === "failed";
      return retest ? tested(state as State, Number(id), named(olds as Bag, id)) : (state as State);
    },

    importFromId: importDataSource,

    async delete(id, state) {
      await warnEngine(
        `DataSource ${named(state as Bag, id)} stays in Datafold: its API cannot delete a data source, so the stack only stops tracking it. ` +
          "Delete it in the Datafold app (Settings → Data connections) if nothing uses it any more.",
      );
    },
  },
  providerClients,
);
