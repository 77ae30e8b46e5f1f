// The monitors' floor (monitor-provider.js), typed for the floor plugin's entry (plugin/entry.ts).
import type { FloorProvider } from "./do-nothing-provider";

declare const provider: FloorProvider;
export = provider;
