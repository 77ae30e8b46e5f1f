/**
 * What the Terraform token tests read of a workspace: each `datafold_proxy_token` in state with
 * the token it holds now, the owner, and the secret; and whether anything tofu printed shows a
 * secret. The counterpart of test/e2e/support/token-state.ts and printed-secrets.ts for OpenTofu.
 */
import type { RequestLogEntry } from "datafold-emulator";
import { tokenBasePath, type Principal } from "../../../src/core/principal";
import { parseProxyTokenId } from "../../../src/provider/tokens/proxy-token-state";
import type { TofuWorkspace } from "./tofu-workspace";

/** A `datafold_proxy_token` as the state holds it. */
export interface TokenInTofuState {
  readonly id: string;
  readonly principal: Principal;
  /** The token the resource holds now (after a rotation in place, not the one its id names). */
  readonly tokenId: number;
  /** The secret: in state in plain text (OpenTofu's state is, unless encrypted). */
  readonly secret: string;
  readonly values: Readonly<Record<string, unknown>>;
}

/** Each `datafold_proxy_token` in state, by resource name, from `tofu show -json`. */
export async function tokensInTofuState(workspace: TofuWorkspace): Promise<Map<string, TokenInTofuState>> {
  const tokens = new Map<string, TokenInTofuState>();
  for (const resource of (await workspace.state()).values?.root_module.resources ?? []) {
    if (resource.type !== "datafold_proxy_token") continue;
    const id = String(resource.values.id);
    const { principal } = parseProxyTokenId(id);
    tokens.set(resource.name, { id, principal, tokenId: Number(resource.values.token_id), secret: String(resource.values.token), values: resource.values });
  }
  return tokens;
}

/**
 * The commands of a workspace's transcript that print secrets on purpose: `show -json` of state
 * or a plan file (as a script reads them) and `output -raw` (a consumer taking the token). Exempt
 * from the leak check, as `--show-secrets` is in the Pulumi tests'.
 */
const SHOWS_STATE = /^\$ tofu (show\b.*-json|output -raw)/;

/**
 * Where a secret was printed, as `tofu <command>: <which secret>`, never the secret itself (so a
 * failing test does not print it either). Empty is the expected answer.
 */
export function printedSecrets(workspace: TofuWorkspace, secrets: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const entry of workspace.transcript) {
    const command = entry.slice(0, entry.indexOf("\n"));
    if (SHOWS_STATE.test(command)) continue;
    for (const [what, secret] of secrets) if (entry.includes(secret)) found.push(`${command}: ${what}`);
  }
  return found;
}

/** How many commands {@link printedSecrets} looked through: a check of nothing proves nothing. */
export function commandsChecked(workspace: TofuWorkspace): number {
  return workspace.transcript.filter((entry) => !SHOWS_STATE.test(entry.slice(0, entry.indexOf("\n")))).length;
}

/**
 * Positions in the request log of the answered POST that created a token of `principal` and of
 * the DELETE of token `oldTokenId`, to compare; -1 when absent.
 */
export function createAndRevokePositions(log: readonly RequestLogEntry[], principal: Principal, oldTokenId: number): { post: number; del: number } {
  const base = tokenBasePath(principal);
  return {
    post: log.findIndex((entry) => entry.method === "POST" && entry.path === base && entry.status === 201),
    del: log.findIndex((entry) => entry.method === "DELETE" && entry.path === `${base}/${oldTokenId}` && entry.status === 200),
  };
}
