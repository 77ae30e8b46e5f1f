// Its own module: the provider entry's declarations name these types, and must not lead to the
// kit's field types, which name zod's (test/packaging/published-types.test.ts).
import type { CheckFailure } from "../provider/check-failure";

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

/** The provider the shells load: plain property bags at the engine's side, typed values inside. */
export interface KitProvider {
  check(olds: Bag, news: Bag): Promise<CheckResponse>;
  diff(id: string, olds: Bag, news: Bag): Promise<KitDiff>;
  create(inputs: Bag): Promise<{ id: string; outs: Bag }>;
  read(id: string, props: Bag): Promise<{ id?: string; props?: Bag; inputs?: Bag }>;
  update(id: string, olds: Bag, news: Bag): Promise<{ outs: Bag }>;
  delete(id: string, props: Bag): Promise<void>;
}
