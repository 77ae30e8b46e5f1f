import type * as provider from "@pulumi/pulumi/provider";
import type { KitDiff } from "../kit/kit-provider";
import { resourceNameOfUrn, resourceOfUrn } from "./resource-types";
import { isInitFailure } from "../kit/init-failure";
import { formatFieldPath } from "../core/format-issue-path";
import { warnEngine } from "../provider/shared/engine-log";
import { concealBag, concealDeclared, plainCredentials, revealBag } from "./secret-values";
import { unshownWarning } from "./import-warning";

type Bag = Record<string, unknown>;

/**
 * The resources' lifecycle for `provider.main`: each call is handed to the kit provider of
 * the URN's type, the one the dynamic resources run, with secrets unwrapped on the way in and
 * wrapped again on the way out (`secret-values.ts`): every property that came in secret, and
 * the definition's secret outputs (a ProxyToken's `token`).
 */
export const pluginResources = {
  async check(urn: string, olds: Bag, news: Bag): Promise<provider.CheckResult> {
    const resource = resourceOfUrn(urn);
    const next = revealBag(news);
    const result = await resource.provider.check(revealBag(olds).values, next.values);
    for (const [field, ...inside] of plainCredentials(next, resource.secretInputs)) {
      const place = formatFieldPath(field!, inside.map((key) => (/^\d+$/.test(key) ? Number(key) : key)));
      await warnEngine(
        `The input ${place} of ${resource.definition.name} "${urn.split("::").at(-1)}" came in plain text: Pulumi keeps it ` +
          "secret in state, but it is not a secret where the program got it (its source, or plain stack config). Set it with " +
          "`pulumi config set --secret <key> <value>` and read it as a secret (Python `config.require_secret`, Go " +
          "`cfg.RequireSecret`, Pulumi YAML a secret config value), and rotate it if the source or config was shared.",
        urn,
      );
    }
    // The inputs the engine stores: credentials secret even when the program passed them plain.
    return { inputs: concealDeclared(result.inputs, next, resource.secretInputs), failures: result.failures };
  },

  async diff(id: string, urn: string, olds: Bag, news: Bag, oldInputs?: Bag): Promise<KitDiff> {
    return resourceOfUrn(urn).provider.diff(id, revealBag(olds).values, revealBag(news).values, oldInputs && revealBag(oldInputs).values);
  },

  async create(urn: string, inputs: Bag): Promise<provider.CreateResult> {
    const resource = resourceOfUrn(urn);
    const given = revealBag(inputs);
    const conceal = (outs: Bag) => concealBag(concealDeclared(outs, given, resource.secretInputs), resource.secretOutputs);
    const created = await concealingInitFailure(conceal, () => resource.provider.create(given.values, { resourceName: resourceNameOfUrn(urn) }));
    return { id: created.id, outs: conceal(created.outs) };
  },

  async read(id: string, urn: string, props: Bag): Promise<provider.ReadResult> {
    const resource = resourceOfUrn(urn);
    const state = revealBag(props);
    const result = await resource.provider.read(id, state.values);
    // Gone: an empty id tells the engine to drop the resource from state (an import: that it does not exist).
    if (result.id === undefined) return { id: "", props: {} };
    if (result.unshown !== undefined && result.unshown.length > 0) await warnEngine(unshownWarning(resource.definition.name, urn, result.id, result.unshown), urn);
    const read = concealBag(concealDeclared(result.props, state, resource.secretInputs), resource.secretOutputs);
    return { id: result.id, props: read, inputs: result.inputs && concealDeclared(result.inputs, state, resource.secretInputs) };
  },

  async update(id: string, urn: string, olds: Bag, news: Bag): Promise<provider.UpdateResult> {
    const resource = resourceOfUrn(urn);
    const next = revealBag(news);
    const conceal = (outs: Bag) => concealBag(concealDeclared(outs, next, resource.secretInputs), resource.secretOutputs);
    const updated = await concealingInitFailure(conceal, () => resource.provider.update(id, revealBag(olds).values, next.values, { resourceName: resourceNameOfUrn(urn) }));
    return { outs: conceal(updated.outs) };
  },

  async delete(id: string, urn: string, props: Bag): Promise<void> {
    await resourceOfUrn(urn).provider.delete(id, revealBag(props).values);
  },
};

/**
 * A create or update whose object exists but failed (src/kit/init-failure.ts): the state it
 * carries goes to the engine too, so its secrets are wrapped as a success's outputs are.
 */
async function concealingInitFailure<T>(conceal: (outs: Bag) => Bag, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isInitFailure(error)) error.properties = conceal(error.properties);
    throw error;
  }
}
