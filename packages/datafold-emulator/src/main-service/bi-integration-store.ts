import { createHash } from "node:crypto";
import type { EmulatorContext } from "../context";
import type { StoredBiIntegration } from "../state";
import { BI_CREDENTIALS, type BiKind } from "./bi-integration-spec";

/*
 * BI integrations as the emulator keeps them: the settings as read (defaults filled in), the
 * credentials only as SHA-256 hashes (a test can tell that a rotation arrived without the
 * emulator holding the secret), and the sync fields a sync moves.
 */

const hash = (value: string) => createHash("sha256").update(value).digest("hex");

/** The body split into settings (what GET shows) and credential hashes (what it never shows). */
function split(kind: BiKind, body: Readonly<Record<string, unknown>>): Pick<StoredBiIntegration, "settings" | "credentialHashes"> {
  const settings: Record<string, unknown> = {};
  const credentialHashes: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(body)) {
    if (BI_CREDENTIALS[kind].includes(field)) credentialHashes[field] = typeof value === "string" ? hash(value) : null;
    else settings[field] = value;
  }
  return { settings, credentialHashes };
}

function integrations(ctx: EmulatorContext): Record<string, StoredBiIntegration> {
  ctx.state.biIntegrations ??= {};
  return ctx.state.biIntegrations;
}

export function findBiIntegration(ctx: EmulatorContext, id: number): StoredBiIntegration | undefined {
  return ctx.state.biIntegrations?.[String(id)];
}

export function listBiIntegrations(ctx: EmulatorContext): StoredBiIntegration[] {
  return Object.values(ctx.state.biIntegrations ?? {}).sort((a, b) => a.id - b.id);
}

export function createBiIntegration(ctx: EmulatorContext, kind: BiKind, body: Readonly<Record<string, unknown>>): StoredBiIntegration {
  const id = ctx.state.nextBiIntegrationId ?? 1;
  ctx.state.nextBiIntegrationId = id + 1;
  const now = ctx.now().toISOString();
  const stored: StoredBiIntegration = { id, type: kind, ...split(kind, body), createdAt: now, modifiedAt: now, lastSyncedAt: null, syncCount: 0 };
  integrations(ctx)[String(id)] = stored;
  return stored;
}

/** PUT: the whole body replaces the settings and the credentials, as the vendor's PUT takes the whole config. */
export function replaceBiIntegration(ctx: EmulatorContext, stored: StoredBiIntegration, body: Readonly<Record<string, unknown>>): void {
  Object.assign(stored, split(stored.type, body), { modifiedAt: ctx.now().toISOString() });
}

/** An edit in the app: the settings given change, the credentials stay. */
export function editBiIntegration(ctx: EmulatorContext, stored: StoredBiIntegration, settings: Readonly<Record<string, unknown>>): void {
  Object.assign(stored.settings, settings);
  stored.modifiedAt = ctx.now().toISOString();
}

export function deleteBiIntegration(ctx: EmulatorContext, id: number): boolean {
  const all = ctx.state.biIntegrations;
  if (all?.[String(id)] === undefined) return false;
  delete all[String(id)];
  return true;
}

/** A sync: the integration is indexed at once (the emulator has nothing to index). */
export function syncBiIntegration(ctx: EmulatorContext, stored: StoredBiIntegration): void {
  stored.lastSyncedAt = ctx.now().toISOString();
  stored.syncCount += 1;
}

/** GET's answer (a guess: the vendor publishes no schema): the settings, the kind as `type`, times and sync status; no credential. */
export function biIntegrationView(stored: StoredBiIntegration): Record<string, unknown> {
  return {
    id: stored.id,
    type: stored.type,
    ...stored.settings,
    created_at: stored.createdAt,
    modified_at: stored.modifiedAt,
    last_synced_at: stored.lastSyncedAt,
    sync_status: stored.lastSyncedAt === null ? "never_synced" : "synced",
  };
}
