/**
 * A BI integration create that settles a lost answer without ever taking another stack's
 * integration: the same rule as `createMonitorReconciled` (reconciled-monitor-create.ts), by
 * other means. A POST whose answer is lost may have made the integration, and sending it again
 * blindly would make a second one. The monitors' create tells a new monitor by its
 * `created_at`; the vendor publishes no schema of an integration, so nothing says an
 * integration shows when it was made. Instead, the integrations are listed before the first
 * POST, and after a lost answer those that appeared since, of the same kind and name, not made
 * by another create of this process, are looked for.
 *
 * - None: the service made nothing, and the create is sent again, for at most
 *   {@link DEFAULT_BI_INTEGRATION_CREATE_ATTEMPTS} attempts in all.
 * - Some: one of them may be this create's, but another stack may have made one of that kind
 *   and name meanwhile, and nothing the API shows proves which. None is taken: the create fails
 *   with UnresolvedCreateError naming them and saying how to adopt the right one
 *   (`adoptIntegrationId`).
 *
 * The procedure, shared with data sources, is reconciled-listed-create.ts; this module gives it
 * the integrations' identity and messages.
 */
import { UnresolvedCreateError } from "../../core/errors";
import type { BiIntegration, BiIntegrationKind, CreatedBiIntegration } from "../../types/bi-integration";
import { summarizeFailure } from "../transport/lost-answer";
import { createByListing } from "./reconciled-listed-create";

export const DEFAULT_BI_INTEGRATION_CREATE_ATTEMPTS = 3;

/** How a reconciled create is run: the calls it makes, injected by DatafoldClient. */
export interface BiIntegrationCreateCalls {
  readonly create: () => Promise<CreatedBiIntegration>;
  readonly list: () => Promise<BiIntegration[]>;
}

/** Options of {@link DatafoldClient.createBiIntegrationReconciled}. */
export interface ReconciledBiIntegrationCreateOptions {
  /** Creates tried in all. Default 3. */
  readonly attempts?: number;
  /** Waits before the look, after a timeout or a gateway's 504; default a real timer. */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** `"name"`, or "without a name". */
const described = (name: string | null) => (name === null ? "without a name" : `"${name}"`);

/** Runs the create, reconciling a lost answer as the module's comment says. */
export function createBiIntegrationReconciledWith(
  kind: BiIntegrationKind,
  name: string | null,
  calls: BiIntegrationCreateCalls,
  options: ReconciledBiIntegrationCreateOptions = {},
): Promise<CreatedBiIntegration> {
  const attempts = options.attempts ?? DEFAULT_BI_INTEGRATION_CREATE_ATTEMPTS;
  return createByListing<CreatedBiIntegration, BiIntegration>({
    identity: `BI integration\u0000${kind}\u0000${name ?? ""}`,
    ...calls,
    // An answer without its kind is taken as of this kind: the name still has to match.
    isSame: (integration) => (integration.type ?? kind) === kind && (integration.name ?? null) === name,
    attempts,
    ...(options.sleep === undefined ? {} : { sleep: options.sleep }),
    lookFailed: (last, error) =>
      new UnresolvedCreateError(
        `The ${kind} integration ${described(name)} may have been created (${summarizeFailure(last)}), and looking for it failed: ` +
          `${error.message}. Check the ${kind} integrations in the Datafold app (Settings, Integrations) and delete a ` +
          "duplicate before trying again.",
        [],
        last,
      ),
    unprovable: (last, found) => unprovable(kind, name, last, found),
    exhausted: (last) =>
      new UnresolvedCreateError(
        `The ${kind} integration ${described(name)} could not be created: ${attempts} attempts failed after they were sent (the last: ` +
          `${summarizeFailure(last)}), and no integration any of them made was found.`,
        [],
        last,
      ),
  });
}

/** The failure of a create whose lost answer may have made one of `found`: what they are, why none was taken, how to adopt. */
function unprovable(kind: BiIntegrationKind, name: string | null, cause: Error, found: readonly BiIntegration[]): UnresolvedCreateError {
  const ids = found.map((integration) => integration.id);
  const one = found.length === 1;
  return new UnresolvedCreateError(
    `The ${kind} integration ${described(name)} may have been created (${summarizeFailure(cause)}): since the create began, ` +
      `${one ? "1 integration" : `${found.length} integrations`} of that kind and name appeared: ${ids.join(", ")}. ` +
      `${one ? "It" : "One of them"} may be the integration this create made, or another stack's, so none was taken. If ` +
      `${one ? `integration ${ids[0]}` : "one of them"} is this create's (no other stack creates a ${kind} integration named ` +
      `alike), adopt it: set adoptIntegrationId to its id on the resource and run the update again. Otherwise run the update ` +
      "again to create a new one, and delete in the Datafold app any integration this create made, which no stack manages. " +
      "Names unique to each stack let nothing be mistaken.",
    [],
    cause,
    ids,
  );
}
