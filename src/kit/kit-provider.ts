// Its own module: the provider entry's declarations name these types, and must not lead to the
// kit's field types, which name zod's (test/packaging/published-types.test.ts).
import type { CheckFailure } from "./check-failure";
import type { UnshownInput } from "./import";

/** A property bag as the engine hands it over: plain values, secrets unwrapped. */
type Bag = Record<string, unknown>;

/** What `check` returns to the engine. */
export interface CheckResponse {
  readonly inputs: Bag;
  readonly failures: CheckFailure[];
}

/** What `diff` returns: the dynamic-provider host reads the first three, a plugin's detailed diff `diffs` too. */
export interface KitDiff {
  readonly changes: boolean;
  readonly replaces: string[];
  readonly deleteBeforeReplace: boolean;
  /**
   * The inputs that changed, in documented order. `replaces` may also name a reason that is no
   * input change (a token's `status` when it was revoked).
   */
  readonly diffs: string[];
}

/**
 * What the engine tells a provider about the resource besides its properties. The plugin reads
 * it from the URN; the dynamic-provider host passes none, and the kit then reads the name the
 * resource class put in the inputs (`RESOURCE_NAME_KEY`).
 */
export interface ResourceContext {
  /** `<project>/<stack>/<name>` of the resource. */
  readonly resourceName?: string;
  /**
   * The readable start of the labels of what the resource makes (a token's own label), when the
   * route is not Pulumi: OpenTofu tells a provider no resource address, so its tokens are
   * labelled `terraform datafold_proxy_token` and the unique part.
   */
  readonly labelBase?: string;
}

/** The provider the shells load: plain property bags at the engine's side, typed values inside. */
export interface KitProvider {
  check(olds: Bag, news: Bag): Promise<CheckResponse>;
  /** `oldInputs`: the inputs of the last deployment, which a plugin is given (the dynamic-provider host is not). */
  diff(id: string, olds: Bag, news: Bag, oldInputs?: Bag): Promise<KitDiff>;
  create(inputs: Bag, context?: ResourceContext): Promise<{ id: string; outs: Bag }>;
  /**
   * A refresh, or, with no state at all, `pulumi import` (./import.ts): then `unshown` names
   * what GET could not show, for the plugin to tell the user.
   */
  read(id: string, props: Bag): Promise<{ id?: string; props?: Bag; inputs?: Bag; unshown?: readonly UnshownInput[] }>;
  update(id: string, olds: Bag, news: Bag, context?: ResourceContext): Promise<{ outs: Bag }>;
  delete(id: string, props: Bag): Promise<void>;
}
