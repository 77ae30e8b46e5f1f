/**
 * The lifecycle every BI integration kind shares, on the resource kit, as the monitors share
 * monitor-resource.ts: a kind gives its fields and their wire names; create, read, update,
 * delete, adoption and the optional sync follow.
 *
 * - create: POST /api/v1/lineage/bi/<kind>/, reconciled (a lost answer never leaves two
 *   integrations, and never takes another stack's: it names what it found), then GET; with
 *   `adoptIntegrationId`, GET that integration instead, refuse another kind, PUT the inputs.
 * - read: GET; the settings GET shows are state (observed: an edit in the app shows as drift);
 *   credentials are write-only, so state keeps what was sent; 404 drops the resource.
 * - update: PUT of the whole body (the kind's PUT replaces every field): the inputs the program
 *   sets, the settings it leaves out as GET shows them (so the PUT does not reset what the
 *   stack does not manage), the credentials from the inputs. Sent only when a setting or a
 *   credential differs.
 * - with `syncAfterChange`: GET .../sync/ after a create, an adoption or an update that sent a PUT.
 * - delete: DELETE; an integration already gone is done.
 */
import { InvalidArgumentError, NotFoundError, UnresolvedCreateError } from "../../core/errors";
import type { BiIntegration, BiIntegrationKind } from "../../types/bi-integration";
import type { BiIntegrationConfigs } from "../../client/main-service/bi-integration-configs";
import { defineResource, sameValue, type DefinedResource } from "../../kit/define-resource";
import type { CheckRules } from "../../kit/check-inputs";
import type { Fields, InputsOf, StateOf } from "../../kit/fields";
import type { ResourcePresentation } from "../../kit/presentation";
import { secretPathsOf } from "../../kit/secret";
import { providerClients } from "../shared/provider-config";
import { unlessGone } from "../shared/unless-gone";
import { listed, wrapped } from "../shared/doc-text";
import { BI_INTEGRATION_FAMILY, BI_INTEGRATION_OUTPUTS } from "./bi-integration-inputs";
import { ImportRefusedError, unshownInput, type Imported, type UnshownInput } from "../../kit/import";

/** The resource of each BI integration kind, for an import of the wrong one. */
const BI_RESOURCES: Readonly<Record<string, string>> = {
  looker: "LookerIntegration",
  tableau: "TableauIntegration",
  powerbi: "PowerBiIntegration",
  mode: "ModeIntegration",
  hightouch: "HightouchIntegration",
  dbt: "DbtIntegration",
};

/** Why a credential is left out of the code `pulumi import` writes. */
const CREDENTIAL_UNSHOWN =
  "a credential, write-only: no answer of the API shows it. Add it from secret config; it is taken as the one Datafold holds " +
  "(no change planned), and sent with the next update";
/** Why a setting GET leaves out is left out of that code. */
const SETTING_UNSHOWN = "the integration's GET (`/api/v1/lineage/bi/{id}/`) does not return it";

type Json = Record<string, unknown>;
type Outputs = typeof BI_INTEGRATION_OUTPUTS;

/** What a BI integration kind adds to the shared lifecycle. */
export interface BiIntegrationKindDefinition<I extends Fields, N extends string = string> {
  /** The resource's name: `LookerIntegration`. */
  readonly name: N;
  /** The kind, as the create endpoint names it. */
  readonly kind: BiIntegrationKind;
  /** What the resource manages, for the package schema (the shared lifecycle is added to it). */
  readonly description: string;
  /** How the package presents it: its class's doc is its `summary`, then the shared lifecycle. */
  readonly presentation: Omit<ResourcePresentation, "family" | "doc"> & { readonly summary: string };
  readonly inputs: I;
  /** The wire name of each input the API takes (every input but the provider's own options). */
  readonly wire: { readonly [K in keyof I]?: string };
  readonly checkRules?: CheckRules<I>;
}

/** Reads a BI integration resource's id (the integration's id, in decimal). */
export function parseIntegrationId(resource: string, id: string): number {
  const integrationId = /^[1-9][0-9]*$/.test(id) ? Number(id) : NaN;
  if (Number.isSafeInteger(integrationId)) return integrationId;
  throw new InvalidArgumentError(
    "id",
    `${JSON.stringify(id)} is not a ${resource} id: expected the integration's id, a positive whole number such as "12". ` +
      "If the state was edited by hand, restore the id the resource was created with. Nothing was sent.",
  );
}

/** A value GET shows, as the inputs hold it: a binding without the fields the service may add. */
function fromWireValue(field: string, value: unknown): unknown {
  if (field === "bindings" && Array.isArray(value)) {
    return value.map((binding) => {
      const { remoteId, boundIds } = (binding ?? {}) as { remoteId?: unknown; boundIds?: unknown };
      return { remoteId, boundIds };
    });
  }
  return value;
}

/** Builds a BI integration kind's resource. */
export function defineBiIntegrationResource<I extends Fields, const N extends string>(kind: BiIntegrationKindDefinition<I, N>): DefinedResource<I, Outputs, N> {
  type Inputs = InputsOf<I>;
  type State = StateOf<I, Outputs>;
  const client = () => providerClients.datafold();
  const wired = Object.keys(kind.inputs).filter((field) => kind.wire[field] !== undefined);
  /** Credentials: write-only, never shown by GET, compared only between the program's inputs. */
  const credentials = wired.filter((field) => secretPathsOf(kind.inputs[field]!.schema).length > 0);
  /** Settings: what GET shows, compared with it (observed). */
  const settings = wired.filter((field) => !credentials.includes(field));
  const syncAfterChange = (inputs: Inputs) => (inputs as Json).syncAfterChange === true;

  /** The settings GET shows, by input name, as it shows them; a setting GET does not show is left out (refresh cannot see it). */
  const shownSettings = (shown: BiIntegration): Json => {
    const out: Json = {};
    for (const field of settings) {
      const value = (shown as Json)[kind.wire[field]!];
      if (value !== undefined) out[field] = value === null ? null : fromWireValue(field, value);
    }
    return out;
  };

  /** Settings GET shows with a value the input's own check refuses (a URL emptied in the app): state cannot hold them. */
  const unheldSettings = (shown: BiIntegration): string[] =>
    Object.entries(shownSettings(shown))
      .filter(([field, value]) => value !== null && !kind.inputs[field]!.schema.safeParse(value).success)
      .map(([field]) => field);

  /**
   * State from a GET: the inputs, with each setting GET shows as it shows it (null: not set). A
   * value state cannot hold (`unheldSettings`) reads as not set, or, for a required input, as it
   * was: the state must stay readable by the next step. Such settings are named in the output
   * `unheldSettings`, which makes the next plan an update that sets them back.
   */
  const stateOf = (kept: Inputs, shown: BiIntegration): State => {
    const unheld = unheldSettings(shown);
    const next: Json = { ...(kept as Json) };
    for (const [field, value] of Object.entries(shownSettings(shown))) {
      if (!unheld.includes(field)) next[field] = value;
      else if (kind.inputs[field]!.required === undefined) delete next[field];
    }
    for (const [field, value] of Object.entries(next)) if (value === undefined || value === null) delete next[field];
    delete next.unheldSettings;
    return { ...(next as Inputs), integrationId: shown.id, ...(unheld.length > 0 ? { unheldSettings: unheld } : {}) } as State;
  };

  /**
   * The whole body a create or PUT sends: the settings GET shows (so that a PUT keeps what the
   * program does not set, as the service has it), the inputs over them, credentials from the inputs.
   */
  const bodyOf = (inputs: Inputs, shown?: BiIntegration): Json => {
    const values: Json = { ...(shown === undefined ? {} : shownSettings(shown)) };
    for (const field of wired) if ((inputs as Json)[field] !== undefined) values[field] = (inputs as Json)[field];
    const body: Json = {};
    for (const field of wired) if (values[field] !== undefined && values[field] !== null) body[kind.wire[field]!] = values[field];
    return body;
  };

  const put = (integrationId: number, body: Json) =>
    client().updateBiIntegration(kind.kind, integrationId, body as unknown as BiIntegrationConfigs[typeof kind.kind]);

  /** The kind GET shows, when it shows one, must be this resource's. */
  const refuseOtherKind = (integrationId: number, shown: BiIntegration) => {
    if (shown.type === undefined || shown.type === null || shown.type === kind.kind) return;
    throw new InvalidArgumentError(
      "adoptIntegrationId",
      `adoptIntegrationId ${integrationId} is a ${shown.type} integration, not a ${kind.kind} one: a ${kind.name} can adopt only ` +
        "an integration of its own kind. Use the resource of that kind. Nothing was changed.",
    );
  };

  /** Adoption: the integration must exist and be of this kind; the inputs are PUT to it. */
  const adopt = async (integrationId: number, inputs: Inputs): Promise<State> => {
    let shown: BiIntegration;
    try {
      shown = await client().getBiIntegration(integrationId);
    } catch (error) {
      if (error instanceof NotFoundError) {
        throw new InvalidArgumentError(
          "adoptIntegrationId",
          `adoptIntegrationId ${integrationId}: no such BI integration in Datafold (GET answered 404). Give the id of an existing ` +
            `${kind.kind} integration, or leave adoptIntegrationId out to create one. Nothing was changed.`,
        );
      }
      throw error;
    }
    refuseOtherKind(integrationId, shown);
    // Always sent: whether the credentials already match, no answer shows.
    await put(integrationId, bodyOf(inputs, shown));
    if (syncAfterChange(inputs)) await client().syncBiIntegration(integrationId);
    return stateOf(inputs, await client().getBiIntegration(integrationId));
  };

  /**
   * After a create, nothing may fail and leave an integration the stack does not track: a
   * failed sync or read deletes it again, and says so.
   */
  const settleCreated = async (integrationId: number, inputs: Inputs): Promise<State> => {
    try {
      if (syncAfterChange(inputs)) await client().syncBiIntegration(integrationId);
      return stateOf(inputs, await client().getBiIntegration(integrationId));
    } catch (error) {
      const reason = (error as Error).message;
      try {
        await unlessGone(client().deleteBiIntegration(integrationId));
      } catch (deleteError) {
        throw new UnresolvedCreateError(
          `The ${kind.kind} integration ${integrationId} was created, then the sync or read that followed failed (${reason}), and ` +
            `deleting it again failed too (${(deleteError as Error).message}). Set adoptIntegrationId to ${integrationId} and run ` +
            "up again to keep it, or delete it in the Datafold app.",
          [],
          error as Error,
          [integrationId],
        );
      }
      throw new UnresolvedCreateError(
        `The ${kind.kind} integration ${integrationId} was created, then the sync or read that followed failed (${reason}); it was ` +
          "deleted again, so nothing is left that the stack does not track. Run up again once the service answers.",
        [],
        error as Error,
      );
    }
  };

  return defineResource(
    {
      name: kind.name,
      description:
        `${kind.description} Create makes the integration (after a lost answer it never makes a second one nor takes another ` +
        "stack's: it names what it found, for `adoptIntegrationId`), or adopts an existing one with `adoptIntegrationId`; every " +
        "change updates in place with the kind's PUT (credentials are rotated by changing them); settings edited in the Datafold " +
        "app show as drift on refresh, and the next `up` sets them back; credentials are write-only, so refresh cannot compare " +
        "them; `syncAfterChange` starts a sync after a create or a change; delete deletes it. The resource id is the " +
        "integration's id. Connection: the `apiKey` (secret) and `host` settings.",
      presentation: { ...kind.presentation, doc: classDoc(kind, settings, credentials), family: BI_INTEGRATION_FAMILY },
      client: "datafold",
      inputs: kind.inputs,
      outputs: BI_INTEGRATION_OUTPUTS,
      ...(kind.checkRules === undefined ? {} : { checkRules: kind.checkRules }),
      // A setting the service holds that state cannot (unheldSettings) is drift no input shows: plan an update.
      diff: ({ changed, replaces, olds }) => ({ changes: changed.length > 0 || (olds.unheldSettings?.length ?? 0) > 0, replaces }),

      async create(inputs) {
        const adoptId = (inputs as Json).adoptIntegrationId as number | undefined;
        if (adoptId !== undefined) return { id: String(adoptId), state: await adopt(adoptId, inputs) };
        const body = bodyOf(inputs) as unknown as BiIntegrationConfigs[typeof kind.kind];
        const created = await client().createBiIntegrationReconciled(kind.kind, body);
        return { id: String(created.id), state: await settleCreated(created.id, inputs) };
      },

      async read(id, state) {
        const shown = await unlessGone(client().getBiIntegration(parseIntegrationId(kind.name, id)));
        return shown === undefined ? undefined : stateOf(state, shown);
      },

      async update(id, olds, news) {
        const integrationId = parseIntegrationId(kind.name, id);
        const shown = await client().getBiIntegration(integrationId);
        const wanted = bodyOf(news, shown);
        const held = bodyOf({ ...(olds as Json), ...shownSettings(shown) } as Inputs, shown);
        const differs = Object.keys({ ...wanted, ...held }).some((field) => !sameValue(held[field], wanted[field]));
        if (!differs) return stateOf(news, shown);
        await put(integrationId, wanted);
        if (syncAfterChange(news)) await client().syncBiIntegration(integrationId);
        return stateOf(news, await client().getBiIntegration(integrationId));
      },

      async delete(id) {
        await unlessGone(client().deleteBiIntegration(parseIntegrationId(kind.name, id)));
      },

      async importFromId(id): Promise<Imported<State> | undefined> {
        const shown = await unlessGone(client().getBiIntegration(parseIntegrationId(kind.name, id)));
        if (shown === undefined) return undefined;
        if (shown.type !== undefined && shown.type !== null && shown.type !== kind.kind) {
          const other = BI_RESOURCES[shown.type];
          throw new ImportRefusedError(
            kind.name,
            `BI integration ${id} is a ${shown.type} integration, not a ${kind.kind} one: ` +
              (other === undefined ? "this version has no resource for its kind." : `import it as datafold:index:${other}.`) +
              " Nothing was imported.",
          );
        }
        // The provider's own inputs at their defaults; the rest as GET shows it.
        const defaults = Object.fromEntries(Object.entries(kind.inputs).flatMap(([field, spec]) => (spec.default === undefined ? [] : [[field, spec.default]])));
        const state = stateOf(defaults as Inputs, shown);
        const unshown: UnshownInput[] = wired
          .filter((field) => credentials.includes(field) || (shown as Json)[kind.wire[field]!] === undefined)
          .map((field) => unshownInput(field, credentials.includes(field) ? CREDENTIAL_UNSHOWN : SETTING_UNSHOWN, kind.inputs[field]!.required !== undefined));
        return { state, unshown };
      },
    },
    providerClients,
  );
}

/** A kind's class doc: its summary, then the shared lifecycle, with its own settings and credentials named. */
function classDoc<I extends Fields>(kind: BiIntegrationKindDefinition<I>, settings: readonly string[], credentials: readonly string[]): string {
  const one = credentials.length === 1;
  return [
    wrapped(kind.presentation.summary),
    "",
    wrapped(
      `- create: POST \`/api/v1/lineage/bi/${kind.kind}/\` (after a lost answer, never two integrations, nor another stack's), ` +
        "then GET; or, with `adoptIntegrationId`, PUTs the inputs to that existing integration.",
    ),
    wrapped(
      `- read (refresh): GET \`/api/v1/lineage/bi/{id}/\`; ${listed(settings, "and")} changed in the app show as drift; an ` +
        "integration deleted in the app is dropped, and the next up creates it again.",
    ),
    wrapped(`- update: PUT \`/api/v1/lineage/bi/${kind.kind}/{id}/\` with the whole body, in place, for any change.`),
    "- delete: DELETE `/api/v1/lineage/bi/{id}/`.",
    ...(credentials.length === 0
      ? []
      : [
          wrapped(
            `- ${listed(credentials, "and")}: secret and write-only (GET never shows ${one ? "it" : "them"}, so refresh cannot ` +
              `compare ${one ? "it" : "them"}); change the input to rotate ${one ? "it" : "them"}, an update in place.`,
          ),
        ]),
    wrapped("- `syncAfterChange: true` starts a sync (GET `.../sync/`) after a create, an adoption or a change."),
    "",
    wrapped("Credentials come from `datafold:apiKey` / `datafold:host` or `DATAFOLD_API_KEY` / `DATAFOLD_HOST`. The resource id is the integration's id."),
  ].join("\n");
}
