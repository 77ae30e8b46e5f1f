import type { ConnectionLimits } from "./connection-limits";
import type { EmulatorState } from "./state";

/** Options the emulator runs with (the CLI flags, or `startEmulator` options). */
export interface EmulatorOptions {
  /** API key the main service accepts as `Authorization: Key <apiKey>` or bare, `Authorization: <apiKey>`. */
  readonly apiKey: string;
  /** Bootstrap proxy-manager token the admin API accepts as `Authorization: Bearer <token>`. */
  readonly proxyManagerToken: string;
  /** Number of seeded monitors (generated deterministically). */
  readonly monitors: number;
  /** Delay added before answering every API request (not the /__emulator controls). */
  readonly latencyMs: number;
  /**
   * Most API requests per second before answering 429 with `Retry-After` (a token bucket
   * holding one second's worth); 0 for no limit.
   */
  readonly rateLimit: number;
  /**
   * Largest page size the listings serve (monitors, data diffs); a larger `page_size` is
   * served in pages of this size, which the answer's `page_size` says, as services that cap
   * their page size do. 0 for no cap (the vendor documents none).
   */
  readonly maxPageSize: number;
  /** When set, state is loaded from and persisted to this JSON file (atomic writes). */
  readonly dataFile?: string;
  /** Timeouts for what clients send, and the most connections held; defaults for those not given. */
  readonly connectionLimits?: Partial<ConnectionLimits>;
}

/** What route modules get: state, the emulator clock, and the way to persist a change. */
export interface EmulatorContext {
  readonly options: EmulatorOptions;
  /** Current state. Route handlers mutate it, then `await commit()` before answering. */
  readonly state: EmulatorState;
  /** The emulator's clock (tests move it through /__emulator/clock). */
  now(): Date;
  /**
   * Persists the state when a data file is set (a no-op otherwise). Resolves once the
   * change is durably on disk, so a success answer is only sent for what survives a crash.
   */
  commit(): Promise<void>;
}
