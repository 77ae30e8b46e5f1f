import { clockNow } from "./clock";
import type { EmulatorContext } from "./context";
import { createGroupCommit, type GroupCommit } from "./group-commit";
import { seedDataDiffs } from "./main-service";
import type { RuntimeOptions } from "./options";
import type { EmulatorState } from "./state";
import { loadStateFile, removeInterruptedWrites, saveStateFile } from "./state-file";

/** A fresh state: real time, no tokens, the seeded data diffs. */
export function createSeedState(now: Date = new Date()): EmulatorState {
  return { version: 1, clockOffsetMs: 0, frozenAt: null, dataDiffs: seedDataDiffs(now), tokens: [], nextTokenId: 1 };
}

/**
 * Holds the state and is the context route modules get. `state` is read through a getter
 * because reset swaps the whole object: handlers must read `ctx.state` on each request.
 */
export class EmulatorStore implements EmulatorContext {
  private current: EmulatorState;
  private readonly persistence: GroupCommit | null;
  /** Settles when the state written at start-up (if any) is on disk. */
  readonly startupWrite: Promise<void>;

  /** Loads the data file when there is one (a bad file throws StateFileError), else seeds. */
  constructor(readonly options: RuntimeOptions) {
    const file = options.dataFile;
    if (file !== undefined) removeInterruptedWrites(file);
    const loaded = file !== undefined ? loadStateFile(file) : null;
    this.current = loaded ?? createSeedState();
    // JSON.stringify runs when the write starts, so it snapshots every change made before.
    this.persistence = file !== undefined ? createGroupCommit(() => saveStateFile(file, this.serialize())) : null;
    // A new file is written at once, so an unwritable path fails start-up, not the first change.
    this.startupWrite = loaded === null ? this.commit() : Promise.resolve();
    // Whoever starts the server awaits it; this only keeps an unawaited failure from crashing.
    this.startupWrite.catch(() => undefined);
  }

  get state(): EmulatorState {
    return this.current;
  }

  now(): Date {
    return clockNow(this.current);
  }

  commit(): Promise<void> {
    return this.persistence?.commit() ?? Promise.resolve();
  }

  /** Waits for every pending write (shutdown). */
  flush(): Promise<void> {
    return this.persistence?.flush() ?? Promise.resolve();
  }

  /** Back to a freshly seeded state with a real-time clock, persisted. */
  reset(): Promise<void> {
    this.current = createSeedState();
    return this.commit();
  }

  private serialize(): string {
    return `${JSON.stringify(this.current, null, 2)}\n`;
  }
}
