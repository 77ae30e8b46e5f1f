// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { ProxyTokenRevocationInputFields, ProxyTokenRevocationOutputFields } from "./generated/proxy-token-revocation";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/proxy-token-revocation";

/** The inputs of a {@link ProxyTokenRevocation} (each described where it is defined, src/provider/tokens/proxy-token-revocation-inputs.ts). */
export type ProxyTokenRevocationArgs = ProxyTokenRevocationInputFields;

/**
 * Offboarding as a resource: every active SQL-proxy token of a user or a service principal
 * is revoked, and stays revoked. With `tokenIds`, exactly the listed tokens of a user, a
 * service principal or the proxy manager are revoked instead, never any other: the way to
 * clean up a stray token (one nobody ever used, which `getProxyTokens` with `neverUsed` and
 * `label` finds), such as one left by a create whose answer was lost.
 *
 * - create: revokes all of the principal's active tokens (DELETE `{base_path}` with
 *   `reason`), between two listings of them. With `tokenIds`: each listed token that is
 *   active (DELETE `{base_path}/{token_id}` with `reason`); one already revoked, expired or
 *   gone counts as done.
 * - read (refresh): lists the principal's tokens (with `tokenIds`, reads each listed one). An
 *   active one (made after the revocation) shows as drift in `activeTokens`, so
 *   `pulumi refresh --expect-no-changes` fails, and the next `pulumi up` revokes it: run
 *   refresh and up on a schedule (or `pulumi up --refresh`) to enforce the departure
 *   continuously. With no new token, a refresh changes nothing.
 * - update (a change of `reason` or `tokenIds`, or drift): revokes all active tokens again, or
 *   the listed ones, with the current `reason`. The id stays.
 * - delete: does nothing to tokens. Revoked tokens stay revoked (the API cannot restore
 *   them); tokens created afterwards are no longer revoked.
 *
 * Without `tokenIds`, do not manage a `ProxyToken` of the same principal in the same stack:
 * the revocation would revoke its token after every refresh, and the ProxyToken would
 * replace it on every up. `check` refuses such a pair when both are in the same deployment;
 * it cannot see a token managed by another stack. With `tokenIds` the pair is allowed: do not
 * list the ProxyToken's own token. Credentials come from the stack config or environment, as
 * for `ProxyToken`. The resource id names the principal only, `users/<user_id>`,
 * `service-principals/<client_id>` or `proxy-manager`; `tokenIds` is kept in state.
 *
 * @example
 * new datafold.ProxyTokenRevocation("alice-left", {
 *   principalType: "user",
 *   principalId: "alice",
 *   reason: "left the company",
 * });
 *
 * // One stray token of a service principal whose current token the stack holds.
 * new datafold.ProxyTokenRevocation("dbt-stray", {
 *   principalType: "service_principal",
 *   principalId: "dbt-prod",
 *   tokenIds: [4711],
 *   reason: "stray from a lost create answer",
 * });
 */
// The outputs, each documented where it is defined, merge into the class: declaration merging
// is how a class gets members it does not declare itself.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface ProxyTokenRevocation extends ProxyTokenRevocationOutputFields {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class ProxyTokenRevocation extends pulumi.dynamic.Resource {
  constructor(name: string, args: ProxyTokenRevocationArgs, opts?: pulumi.CustomResourceOptions) {
    // Each output named, so that the engine reports it (an output not passed to super is dropped).
    const outputs = { revokedTokenIds: undefined, activeTokens: undefined };
    super(PROVIDER, name, { ...outputs, ...args }, opts, "datafold", "ProxyTokenRevocation");
    // The provider host cannot tell a plain credential from a secret one; the program can.
    warnAboutProgramConfig();
  }
}
