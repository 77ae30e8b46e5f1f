import { readdirSync, readFileSync, unlinkSync } from "node:fs";
import { open, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { z } from "zod";
import { describeIssues } from "./errors";
import type { EmulatorState } from "./state";

const isoInstant = z.iso.datetime({ offset: true });

const StoredTokenSchema = z.strictObject({
  id: z.number().int().positive(),
  principalType: z.enum(["user", "service_principal", "proxy_manager"]),
  principalId: z.string().min(1).nullable(),
  secretHash: z.string().regex(/^[0-9a-f]{64}$/, "must be a hex SHA-256 hash"),
  prefix: z.string(),
  label: z.string(),
  createdAt: isoInstant,
  expiresAt: isoInstant.nullable(),
  lastUsedAt: isoInstant.nullable(),
  useCount: z.number().int().nonnegative(),
  revokedAt: isoInstant.nullable(),
  revokedReason: z.string().nullable(),
});

const StateFileSchema = z
  .strictObject({
    version: z.literal(1),
    clockOffsetMs: z.number(),
    frozenAt: isoInstant.nullable(),
    dataDiffs: z.record(
      z.string(),
      z.looseObject({ id: z.number().int(), archived: z.boolean(), purged: z.boolean() }),
    ),
    tokens: z.array(StoredTokenSchema),
    nextTokenId: z.number().int().positive(),
  })
  .superRefine((state, check) => {
    const ids = new Set(state.tokens.map((token) => token.id));
    if (ids.size !== state.tokens.length) check.addIssue({ code: "custom", path: ["tokens"], message: "token ids repeat" });
    if (state.tokens.some((token) => token.id >= state.nextTokenId)) {
      check.addIssue({ code: "custom", path: ["nextTokenId"], message: "must be above every token id" });
    }
  });

/** The data file exists but cannot be used: start fails rather than silently losing state. */
export class StateFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`Cannot load emulator state from ${file}: ${reason}. Fix or remove the file to start afresh.`);
    this.name = "StateFileError";
  }
}

/** Reads and validates a data file; null when there is none yet. Runs once, at start-up. */
export function loadStateFile(file: string): EmulatorState | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new StateFileError(file, (error as Error).message);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(file, `not valid JSON (${(error as Error).message})`);
  }
  const parsed = StateFileSchema.safeParse(json);
  if (!parsed.success) throw new StateFileError(file, describeIssues(parsed.error));
  return parsed.data;
}

/** saveStateFile writes `<file>.tmp-<pid>` first, then renames it over the file. */
const TEMPORARY_INFIX = ".tmp-";

/**
 * Removes the temporary files of writes that a crash (kill -9, power loss) interrupted:
 * each is a full copy of the state that no later run would otherwise delete, since its name
 * carries the dead process's id. Best effort, at start-up, before this process writes.
 */
export function removeInterruptedWrites(file: string): void {
  const directory = dirname(file);
  const prefix = basename(file) + TEMPORARY_INFIX;
  const isLeftover = (name: string): boolean => name.startsWith(prefix) && /^[0-9]+$/.test(name.slice(prefix.length));
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return; // A missing directory fails start-up when the file is written, with a clearer error.
  }
  for (const name of names.filter(isLeftover)) {
    try {
      unlinkSync(join(directory, name));
    } catch {
      // Gone already, or not ours to remove: either way it does not affect the state loaded.
    }
  }
}

/**
 * Replaces the file atomically and durably: a crash leaves either the old or the new
 * content, never a torn one. The directory is synced too, or the rename itself could be
 * lost. Callers must not run two writes at once (the temporary name is per process).
 */
export async function saveStateFile(file: string, text: string): Promise<void> {
  const temporary = `${file}${TEMPORARY_INFIX}${process.pid}`;
  try {
    const handle = await open(temporary, "w", 0o600);
    try {
      await handle.writeFile(text, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dirname(file));
}

async function syncDirectory(directory: string): Promise<void> {
  let handle;
  try {
    handle = await open(directory, "r");
    await handle.sync();
  } catch (error) {
    // Some platforms (Windows) cannot open or fsync a directory; the rename is all they offer.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EISDIR" && code !== "EPERM" && code !== "EINVAL" && code !== "EBADF") throw error;
  } finally {
    await handle?.close();
  }
}
