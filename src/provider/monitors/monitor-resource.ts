/**
 * The lifecycle every monitor kind shares, on the resource kit: a kind gives its fields, how
 * its definition (data source, metric, data diff, test, table) becomes the create body, how
 * GET's `dataset` shows it, and its alert; create, read, update, delete and adoption follow.
 *
 * - create: POST /api/v1/monitors/create/{kind}, reconciled (a lost answer never leaves two
 *   monitors, and never takes another stack's: it names what it found), then GET; with `adoptMonitorId`, GET that monitor instead, refuse another kind
 *   or definition, PATCH what differs and toggle it to the inputs, then GET.
 * - read: GET; the settings GET returns are state (observed: an edit in the app shows as
 *   drift), the definition's parts GET shows as `dataset` are compared, the rest state keeps
 *   as it was sent; 404 drops the resource (the next up creates it again).
 * - update: PATCH /update with the settings that differ, PUT /toggle when `enabled` does.
 * - delete: DELETE, or with `onDelete: "pause"` a toggle off; a monitor already gone is done.
 */
import { InvalidArgumentError, NotFoundError } from "../../core/errors";
import type { MonitorType as MonitorCreateKind } from "../../types/monitor";
import type { MonitorDetail } from "../../types/monitor-spec";
import { defineResource, sameValue, type DefinedResource } from "../../kit/define-resource";
import type { CheckRules } from "../../kit/check-inputs";
import { inputsOf, type Fields, type InputsOf, type StateOf } from "../../kit/fields";
import { MONITOR_FAMILY, MONITOR_OUTPUTS, monitorNameInput, monitorSettingsInputs } from "./monitor-inputs";
import type { ResourcePresentation } from "../../kit/presentation";
import { commonCreateBody, commonFromWire, commonUpdateBody, type CommonMonitorSettings } from "./monitor-wire";
import { providerClients } from "../shared/provider-config";
import { unlessGone } from "../shared/unless-gone";
import { listed, wrapped } from "../shared/doc-text";
import { ImportRefusedError, unshownInput, type Imported } from "../../kit/import";
import type { CommonShown, ShownMonitor } from "./monitor-shown";
import { commonShown } from "./monitor-shown";

type Json = Record<string, unknown>;
type MonitorOutputs = typeof MONITOR_OUTPUTS;
/** The inputs every kind has: the shared lifecycle reads them, by these fields, from any kind's inputs. */
const COMMON_INPUTS = { name: monitorNameInput, ...monitorSettingsInputs() };

/** What the inputs of every kind hold besides its definition. */
export interface MonitorCommonInputs extends CommonMonitorSettings {
  readonly onDelete: "delete" | "pause";
  readonly adoptMonitorId?: number;
}

/** What a monitor kind adds to the shared lifecycle. */
export interface MonitorKindDefinition<I extends Fields, N extends string = string> {
  /** The resource's name: `MetricMonitor`. */
  readonly name: N;
  /** What the resource manages, for the package schema (the shared lifecycle is added to it). */
  readonly description: string;
  /**
   * How the package presents it: its class's doc is its `summary`, then the lifecycle every
   * monitor shares, which names the kind's own replacing and observed inputs (derived here);
   * the monitors' family is added.
   */
  readonly presentation: Omit<ResourcePresentation, "family" | "doc"> & { readonly summary: string };
  /** The kind, as the create endpoint and `monitor_type` name it. */
  readonly kind: MonitorCreateKind;
  readonly inputs: I;
  readonly checkRules?: CheckRules<I>;
  /** The kind's own fields of the create body (snake_case), alert included. */
  readonly createBody: (inputs: InputsOf<I>) => Json;
  /** The kind's own fields of the update body besides the shared ones (its alert, for kinds with one). */
  readonly updateBody: (inputs: InputsOf<I>) => Json;
  /**
   * Fields of the kind's update body that GET shows only in part (a standard test: its first
   * table's path), so that adoption cannot tell whether the monitor already has them.
   */
  readonly partlyShownUpdateFields?: readonly string[];
  /** The kind's updatable inputs besides the shared ones, as GET shows them. */
  readonly settingsFromWire: (detail: MonitorDetail) => Partial<InputsOf<I>>;
  /**
   * The kind's inputs from GET alone, and what GET cannot show of them (./monitor-shown.ts):
   * for `getMonitor`, the export command and `pulumi import`.
   */
  readonly specFromDetail: (detail: MonitorDetail, common: CommonShown) => ShownMonitor<object>;
  /**
   * The definition inputs (replacing ones) with what GET's `dataset` shows of them put in
   * place: a value that differs shows as drift, and the next up replaces the monitor.
   */
  readonly definitionFromWire: (state: InputsOf<I>, detail: MonitorDetail) => Partial<InputsOf<I>>;
}

/** Reads a monitor resource's id (the monitor's id, in decimal). */
export function parseMonitorId(resource: string, id: string): number {
  const monitorId = /^[1-9][0-9]*$/.test(id) ? Number(id) : NaN;
  if (Number.isSafeInteger(monitorId)) return monitorId;
  throw new InvalidArgumentError(
    "id",
    `${JSON.stringify(id)} is not a ${resource} id: expected the monitor's id, a positive whole number such as "100001". ` +
      "If the state was edited by hand, restore the id the resource was created with. Nothing was sent.",
  );
}

/** Builds a monitor kind's resource. */
export function defineMonitorResource<I extends Fields, const N extends string>(kind: MonitorKindDefinition<I, N>): DefinedResource<I, MonitorOutputs, N> {
  type Inputs = InputsOf<I>;
  type State = StateOf<I, MonitorOutputs>;
  const common = (inputs: Inputs): MonitorCommonInputs => inputsOf(COMMON_INPUTS, inputs);
  const client = () => providerClients.datafold();

  /** State from a GET: the kept inputs, then what the service shows of the settings and the definition. */
  const stateOf = (kept: Inputs, detail: MonitorDetail): State => {
    const settings = commonFromWire(detail);
    const next: Json = { ...(kept as Json) };
    // Optional settings the service shows as unset are unset in state too.
    for (const field of ["owner", "description"] as const) delete next[field];
    Object.assign(next, settings, kind.settingsFromWire(detail), kind.definitionFromWire(kept, detail));
    for (const [field, value] of Object.entries(next)) if (value === undefined) delete next[field];
    return { ...(next as Inputs), monitorId: detail.id, monitorType: detail.monitor_type ?? kind.kind } as State;
  };

  /**
   * PATCHes the settings that differ from what the service holds, toggles `enabled` if it
   * differs; returns the GET after (or the GET before, when nothing was sent). What GET
   * cannot show is taken from the old state; without one (adoption) from the inputs, except
   * the kind's fields GET shows only in part, which adoption always sends: the part it cannot
   * see may differ. So adopting a monitor that already matches sends nothing.
   */
  const apply = async (monitorId: number, inputs: Inputs, current: MonitorDetail, olds?: Inputs): Promise<MonitorDetail> => {
    const wanted = { ...commonUpdateBody(common(inputs)), ...kind.updateBody(inputs) };
    const known = olds ?? { ...(inputs as Json), ...kind.definitionFromWire(inputs, current) };
    const held: Json = { ...commonUpdateBody(commonFromWire(current)), ...kind.updateBody({ ...(known as Json), ...kind.settingsFromWire(current) } as Inputs) };
    const unseen = olds === undefined ? (kind.partlyShownUpdateFields ?? []) : [];
    const changed = Object.keys(wanted).filter(
      (field) => !sameValue(held[field], wanted[field]) || (unseen.includes(field) && wanted[field] !== null && wanted[field] !== undefined),
    );
    if (changed.length > 0) await client().updateMonitor(monitorId, { type: kind.kind, ...Object.fromEntries(changed.map((f) => [f, wanted[f]])) });
    if (current.enabled !== common(inputs).enabled) await client().toggleMonitor(monitorId, common(inputs).enabled);
    return changed.length > 0 || current.enabled !== common(inputs).enabled ? client().getMonitor(monitorId) : current;
  };

  /** Adoption: the monitor must exist, be of this kind and watch what the inputs define. */
  const adopt = async (monitorId: number, inputs: Inputs): Promise<State> => {
    let current: MonitorDetail;
    try {
      current = await client().getMonitor(monitorId);
    } catch (error) {
      if (error instanceof NotFoundError) {
        throw new InvalidArgumentError("adoptMonitorId", `adoptMonitorId ${monitorId}: no such monitor in Datafold (GET answered 404). Nothing was changed.`);
      }
      throw error;
    }
    if (current.monitor_type !== kind.kind) {
      throw new InvalidArgumentError(
        "adoptMonitorId",
        `adoptMonitorId ${monitorId} is a ${current.monitor_type ?? "monitor of unknown"} monitor, not a ${kind.kind} monitor: a ${kind.name} ` +
          "can adopt only a monitor of its own kind. Use the resource of that kind. Nothing was changed.",
      );
    }
    const shown = kind.definitionFromWire(inputs, current) as Json;
    // Only what the update cannot change refuses adoption; the rest the update sets.
    const differs = Object.keys(shown).filter((field) => kind.inputs[field]?.replaces === true && !sameValue((inputs as Json)[field], shown[field]));
    if (differs.length > 0) {
      throw new InvalidArgumentError(
        "adoptMonitorId",
        `adoptMonitorId ${monitorId}: the monitor's ${differs.join(" and ")} differ from the inputs, and cannot be changed in place ` +
          `(the service shows ${differs.map((f) => `${f} ${JSON.stringify(shown[f])}`).join(", ")}). Set the inputs to match it, or leave ` +
          "adoptMonitorId out to create a new monitor. Nothing was changed.",
      );
    }
    return stateOf(inputs, await apply(monitorId, inputs, current));
  };

  return defineResource({
    name: kind.name,
    description:
      `${kind.description} Create makes the monitor (after a lost answer it never makes a second one nor takes another stack's: ` +
      "it names what it found, for `adoptMonitorId`), or adopts an existing " +
      "one with `adoptMonitorId`; the shared settings update in place (and the toggle endpoint for `enabled`); edits made in " +
      'the Datafold app show as drift on refresh, and the next `up` sets them back; delete deletes it, or with `onDelete: "pause"` ' +
      "disables it and leaves it. The resource id is the monitor's id. Connection: the `apiKey` (secret) and `host` settings.",
    presentation: { ...kind.presentation, doc: monitorClassDoc(kind), family: MONITOR_FAMILY },
    client: "datafold",
    inputs: kind.inputs,
    outputs: MONITOR_OUTPUTS,
    ...(kind.checkRules === undefined ? {} : { checkRules: kind.checkRules }),

    async create(inputs) {
      const adoptId = common(inputs).adoptMonitorId;
      if (adoptId !== undefined) return { id: String(adoptId), state: await adopt(adoptId, inputs) };
      const body = { ...commonCreateBody(common(inputs)), ...kind.createBody(inputs) };
      const created = await client().createMonitorReconciled(kind.kind, body as { name: string; schedule: Json });
      return { id: String(created.id), state: stateOf(inputs, await client().getMonitor(created.id)) };
    },

    async read(id, state) {
      const detail = await unlessGone(client().getMonitor(parseMonitorId(kind.name, id)));
      return detail === undefined ? undefined : stateOf(state, detail);
    },

    async update(id, olds, news) {
      const monitorId = parseMonitorId(kind.name, id);
      const current = await client().getMonitor(monitorId);
      return stateOf(news, await apply(monitorId, news, current, olds));
    },

    async delete(id, state) {
      const monitorId = parseMonitorId(kind.name, id);
      if (common(state).onDelete === "pause") await unlessGone(client().toggleMonitor(monitorId, false));
      else await unlessGone(client().deleteMonitor(monitorId));
    },

    async importFromId(id): Promise<Imported<State> | undefined> {
      const detail = await unlessGone(client().getMonitor(parseMonitorId(kind.name, id)));
      if (detail === undefined) return undefined;
      if (detail.monitor_type !== kind.kind) {
        const other = MONITOR_RESOURCES[detail.monitor_type ?? ""];
        throw new ImportRefusedError(
          kind.name,
          `Monitor ${id} is a ${detail.monitor_type ?? "monitor of unknown"} monitor, not a ${kind.kind} monitor: ` +
            (other === undefined ? "this version has no resource for its kind." : `import it as datafold:index:${other}.`) +
            " Nothing was imported.",
        );
      }
      const shown = kind.specFromDetail(detail, commonShown(detail));
      const unshown = shown.unknownFields.map((place) =>
        unshownInput(place, IMPORT_UNSHOWN_REASON, shown.missingRequiredFields.some((required) => place === required || place.startsWith(`${required}.`))),
      );
      // A required place GET shows nothing of (a data diff's primary key) is named even when it is not an option.
      for (const place of shown.missingRequiredFields) if (!shown.unknownFields.includes(place)) unshown.push(unshownInput(place, IMPORT_UNSHOWN_REASON, true));
      return { state: stateOf({ ...shown.spec, onDelete: "delete" } as unknown as Inputs, detail), unshown };
    },
  }, providerClients);
}

/** The resource of each monitor kind, for an import of the wrong one. */
const MONITOR_RESOURCES: Readonly<Record<string, string>> = { metric: "MetricMonitor", schema: "SchemaChangeMonitor", test: "DataTestMonitor", diff: "DataDiffMonitor" };

/** Why an input of a monitor is left out of the code `pulumi import` writes. */
const IMPORT_UNSHOWN_REASON = "the monitor's GET (`/api/v1/monitors/{id}`) does not return it, so its value in Datafold cannot be read";

/** Inputs no GET shows, since only the provider reads them: how to delete, and which monitor to adopt. */
const PROVIDER_ONLY_INPUTS: readonly string[] = ["onDelete", "adoptMonitorId"];

/** A monitor kind's class doc: its summary, then the shared lifecycle, with its own replacing and observed inputs. */
function monitorClassDoc<I extends Fields>(kind: MonitorKindDefinition<I>): string {
  const fields = Object.keys(kind.inputs);
  const replacing = fields.filter((field) => kind.inputs[field]!.replaces === true);
  // What the app can edit: every input that updates in place, but those only the provider reads.
  const editable = fields.filter((field) => kind.inputs[field]!.replaces !== true && !PROVIDER_ONLY_INPUTS.includes(field));
  return [
    wrapped(kind.presentation.summary),
    "",
    wrapped(
      `- create: POST \`/api/v1/monitors/create/${kind.kind}\` (after a lost answer, never two monitors, nor another stack's), ` +
        "then GET; or, with `adoptMonitorId`, adopts that existing monitor of this kind.",
    ),
    wrapped(
      `- read (refresh): GET \`/api/v1/monitors/{id}\`; ${listed(editable, "and")} changed in the app show as drift; a ` +
        "monitor deleted in the app is dropped, and the next up creates it again.",
    ),
    wrapped(`- update: PATCH \`/api/v1/monitors/{id}/update\`, and PUT \`.../toggle\` for \`enabled\`; a change of ${listed(replacing, "or")} replaces the monitor.`),
    wrapped('- delete: DELETE, or with `onDelete: "pause"` disables it and leaves it.'),
    "",
    wrapped("Credentials come from `datafold:apiKey` / `datafold:host` or `DATAFOLD_API_KEY` / `DATAFOLD_HOST`. The resource id is the monitor's id."),
  ].join("\n");
}
