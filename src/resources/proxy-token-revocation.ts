// Generated from src/registry.ts by `npm run generate`: do not edit.
import * as pulumi from "@pulumi/pulumi";
import { warnAboutProgramConfig } from "../program-config-warnings";
import type { ProxyTokenRevocationInputFields, ProxyTokenRevocationOutputFields } from "./generated/proxy-token-revocation";
/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/proxy-token-revocation";

/** The inputs of a {@link ProxyTokenRevocation} (each described where it is defined, src/provider/proxy-token-revocation-inputs.ts). */
export type ProxyTokenRevocationArgs = ProxyTokenRevocationInputFields;

/**
 * Offboarding as a resource: every active SQL-proxy token of a user or a service principal
 * is revoked, and stays revoked.
 *
 * - create: revokes all of the principal's active tokens (DELETE `{base_path}` with
 *   `reason`), between two listings of them.
 * - read (refresh): lists the principal's tokens. An active one (made after the revocation)
 *   shows as drift in `activeTokens`, so `pulumi refresh --expect-no-changes` fails, and the
 *   next `pulumi up` revokes it: run refresh and up on a schedule (or `pulumi up --refresh`) to
 *   enforce the departure continuously. With no new token, a refresh changes nothing.
 * - update: revokes all active tokens again, with the current `reason`.
 * - delete: does nothing to tokens. Revoked tokens stay revoked (the API cannot restore
 *   them); tokens created afterwards are no longer revoked.
 *
 * Do not manage a `ProxyToken` of the same principal in the same stack: the revocation would
 * revoke its token after every refresh, and the ProxyToken would replace it on every up.
 * `check` refuses such a pair when both are in the same deployment; it cannot see a token
 * managed by another stack. Credentials come from the stack config or environment, as for
 * `ProxyToken`. The resource id is `users/<user_id>` or `service-principals/<client_id>`.
 *
 * @example
 * new datafold.ProxyTokenRevocation("alice-left", {
 *   principalType: "user",
 *   principalId: "alice",
 *   reason: "left the company",
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
