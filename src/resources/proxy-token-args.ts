// The arguments of a ProxyToken as the compiler checks them: hand-written, because the owner
// decides whether principalId is given, which the generated input fields cannot say. The class
// (generated, ./proxy-token.ts) takes them; each field is described where it is defined
// (src/provider/tokens/proxy-token-inputs.ts).
import type * as pulumi from "@pulumi/pulumi";
import type { PrincipalType } from "../types/principal";
import type { ProxyTokenInputFields } from "./generated/proxy-token";

/**
 * The inputs of a {@link ProxyToken}, by owner, so that the compiler catches a `principalId`
 * missing for a user or a service principal, or given for the proxy manager, before `check`
 * does:
 *
 * - `principalType: "user"` or `"service_principal"` with `principalId`;
 * - `principalType: "proxy_manager"` without it;
 * - `principalType` computed (an `Output` or a `Promise`, such as `pulumi.output(value)`):
 *   the compiler cannot know which, so `principalId` is optional here and the provider's
 *   `check` enforces the rule at preview, with the same message. A plain value whose type is
 *   the whole {@link PrincipalType} union (read from config, say) either is narrowed first or
 *   is passed as `pulumi.output(value)`.
 *
 * `principalType` is the discriminant: a literal there picks the owner, so that the compiler's
 * message names what is wrong ("Property 'principalId' is missing ...").
 */
export type ProxyTokenArgs = PrincipalTokenArgs | ProxyManagerTokenArgs | ComputedPrincipalTokenArgs;

/** A user's or a service principal's token, the owner written as a literal: `principalId` is required. */
interface PrincipalTokenArgs extends ProxyTokenSettings {
  /**
   * Who the token belongs to: `"user"` or `"service_principal"` (with `principalId`), or
   * `"proxy_manager"` (without it). Required. Changing it replaces the token: the service
   * cannot move a token to another owner.
   */
  readonly principalType: "user" | "service_principal";
  /**
   * The user id, or the service principal's OAuth client id: one non-empty path segment (no
   * `/`). Required for a user or a service principal; leave it out for the proxy manager.
   * Changing it replaces the token.
   */
  readonly principalId: pulumi.Input<string>;
}

/** The proxy manager's own token, the owner written as a literal: it has no `principalId`. */
interface ProxyManagerTokenArgs extends ProxyTokenSettings {
  /**
   * Who the token belongs to: `"user"` or `"service_principal"` (with `principalId`), or
   * `"proxy_manager"` (without it). Required. Changing it replaces the token: the service
   * cannot move a token to another owner.
   */
  readonly principalType: "proxy_manager";
  /** The proxy manager has no id: leave `principalId` out. */
  readonly principalId?: never;
}

/** An owner known only when the program runs: `check` enforces the `principalId` rule. */
interface ComputedPrincipalTokenArgs extends ProxyTokenSettings {
  /**
   * Who the token belongs to, computed: an Output or a Promise of `"user"`,
   * `"service_principal"` or `"proxy_manager"`. Changing it replaces the token.
   */
  readonly principalType: pulumi.Output<PrincipalType> | Promise<PrincipalType>;
  /**
   * The user id or the service principal's OAuth client id, one non-empty path segment;
   * required unless the owner turns out to be the proxy manager, which must have none
   * (`check` says which at preview). Changing it replaces the token.
   */
  readonly principalId?: pulumi.Input<string>;
}

/** The inputs every ProxyToken takes, whoever owns it (described where they are defined, src/provider/tokens/proxy-token-inputs.ts). */
type ProxyTokenSettings = Omit<ProxyTokenInputFields, "principalType" | "principalId">;
