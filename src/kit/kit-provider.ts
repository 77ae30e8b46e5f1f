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

/** The provider the shells load: plain property bags at the engine's side, typed values inside. */
export interface KitProvider {
  check(olds: Bag, news: Bag): Promise<CheckResponse>;
  diff(id: string, olds: Bag, news: Bag): Promise<{ changes: boolean; replaces: string[]; deleteBeforeReplace: boolean }>;
  create(inputs: Bag): Promise<{ id: string; outs: Bag }>;
  read(id: string, props: Bag): Promise<{ id?: string; props?: Bag; inputs?: Bag }>;
  update(id: string, olds: Bag, news: Bag): Promise<{ outs: Bag }>;
  delete(id: string, props: Bag): Promise<void>;
}
