import { randomBytes } from "node:crypto";
import { constants, readdirSync, readFileSync, unlinkSync } from "node:fs";
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

const RUN_STATES = ["ok", "alert", "error", "learning", "checking", "created", "skipped", "cancelled", "queued"] as const;

const StoredMonitorSchema = z.strictObject({
  id: z.number().int().positive(),
  type: z.enum(["diff", "metric", "schema", "test"]),
  // The spec was validated when it was created or edited; the file only needs it to be an object.
  spec: z.record(z.string(), z.unknown()),
  createdAt: isoInstant,
  modifiedAt: isoInstant,
  state: z.enum(RUN_STATES).nullable(),
  lastRun: isoInstant.nullable(),
  lastAlert: isoInstant.nullable(),
  runs: z.array(
    z.strictObject({
      runId: z.number().int().positive(),
      startedAt: isoInstant,
      state: z.enum(RUN_STATES),
      diffId: z.number().int().nullable(),
      error: z.string().nullable(),
      warnings: z.array(z.string()),
    }),
  ),
});

const StoredBiIntegrationSchema = z.strictObject({
  id: z.number().int().positive(),
  type: z.enum(["looker", "tableau", "powerbi", "mode", "hightouch", "dbt"]),
  // The settings were validated when they were sent; the file only needs them to be an object.
  settings: z.record(z.string(), z.unknown()),
  credentialHashes: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/, "must be a hex SHA-256 hash").nullable()),
  createdAt: isoInstant,
  modifiedAt: isoInstant,
  lastSyncedAt: isoInstant.nullable(),
  syncCount: z.number().int().nonnegative(),
});

const StoredAuditLogSchema = z.strictObject({
  timestamp: isoInstant,
  event_uuid: z.string(),
  client_ip: z.string(),
  url: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.number().int(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  user_agent: z.string().nullable(),
  request_type: z.string(),
  source: z.string(),
  status: z.string(),
  is_support_user: z.boolean(),
  referer: z.string().nullable(),
  log_entry: z.string(),
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
    runningDataDiffs: z.record(z.string(), isoInstant).optional(),
    monitors: z.record(z.string(), StoredMonitorSchema.nullable()).optional(),
    nextMonitorId: z.number().int().positive().optional(),
    nextMonitorRunId: z.number().int().positive().optional(),
    dataSources: z.record(z.string(), z.looseObject({ id: z.number().int(), name: z.string(), type: z.string(), options: z.record(z.string(), z.unknown()).nullable() }).nullable()).optional(),
    nextDataSourceId: z.number().int().positive().optional(),
    dataSourceTests: z
      .record(
        z.string(),
        z.strictObject({
          id: z.number().int().positive(),
          dataSourceId: z.number().int(),
          status: z.string(),
          results: z.array(z.strictObject({ step: z.string(), status: z.string(), result: z.unknown() })),
        }),
      )
      .optional(),
    dataSourceTestOutcomes: z.record(z.string(), z.strictObject({ outcome: z.enum(["pass", "fail", "hang"]), message: z.string().nullable() })).optional(),
    biIntegrations: z.record(z.string(), StoredBiIntegrationSchema).optional(),
    nextBiIntegrationId: z.number().int().positive().optional(),
    apiKeyUsers: z.array(z.strictObject({ keyHash: z.string().regex(/^[0-9a-f]{64}$/), id: z.number().int().positive(), email: z.string() })).optional(),
    auditLogs: z.array(StoredAuditLogSchema).optional(),
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

/** saveStateFile writes `<file>.tmp-<32 random hex digits>` first, then renames it over the file. */
const TEMPORARY_INFIX = ".tmp-";
/**
 * Names of leftover temporary files: 32 hex digits, and digits alone for those of earlier
 * versions, which named them after the process id.
 */
const TEMPORARY_SUFFIX = /^(?:[0-9a-f]{32}|[0-9]+)$/;

/** A fresh, unpredictable temporary path beside `file`: nobody can plant anything at it in advance. */
export function temporaryPathFor(file: string): string {
  return `${file}${TEMPORARY_INFIX}${randomBytes(16).toString("hex")}`;
}

/**
 * Removes the temporary files of writes that a crash (kill -9, power loss) interrupted:
 * each is a full copy of the state that no later run would otherwise delete, since its name
 * is random. Best effort, at start-up, before this process writes. Unlinking removes a
 * symbolic link itself, never what it points to.
 */
export function removeInterruptedWrites(file: string): void {
  const directory = dirname(file);
  const prefix = basename(file) + TEMPORARY_INFIX;
  const isLeftover = (name: string): boolean => name.startsWith(prefix) && TEMPORARY_SUFFIX.test(name.slice(prefix.length));
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
      // Gone already, a directory, or not ours to remove: none affects the state loaded.
    }
  }
}

/**
 * Open flags of the temporary file: created here or not at all. O_EXCL fails on anything
 * already at the path, a symbolic link included, so a link planted there cannot redirect
 * the write; O_NOFOLLOW says the same where it exists (not on Windows).
 */
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);
/** The state holds token hashes: readable by its owner only, whatever the umask. */
const FILE_MODE = 0o600;

/**
 * Replaces the file atomically and durably: a crash leaves either the old or the new
 * content, never a torn one. The directory is synced too, or the rename itself could be
 * lost. `temporary` is a fresh random path unless a test chooses one.
 */
export async function saveStateFile(file: string, text: string, temporary = temporaryPathFor(file)): Promise<void> {
  const handle = await open(temporary, CREATE_NEW, FILE_MODE);
  try {
    try {
      await handle.chmod(FILE_MODE);
      await handle.writeFile(text, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    // Only a file this call created is removed: a failed open leaves whatever was there.
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
