// The do-nothing providers' lifecycle (do-nothing-provider.js), typed for the floor plugin's entry (plugin/entry.ts).
type Bag = Record<string, unknown>;

/** A dynamic provider's methods, as the floors implement them: nothing asked of anyone. */
export interface FloorProvider {
  check(olds: Bag, news: Bag): Promise<{ inputs: Bag }>;
  diff(id: string, olds: Bag, news: Bag): Promise<{ changes: boolean }>;
  create(inputs: Bag): Promise<{ id: string; outs: Bag }>;
  read(id: string, props: Bag): Promise<{ id: string; props: Bag; inputs?: Bag }>;
  update(id: string, olds: Bag, news: Bag): Promise<{ outs: Bag }>;
  delete(id: string, props: Bag): Promise<void>;
}

export declare function doNothingProvider(shape: { withDefaults(news: Bag): Bag; outputsOf(inputs: Bag, id: number): Bag }): FloorProvider;
