import type { E2EContext } from "./e2e";
import type { PulumiStack } from "../../../tools/harness/pulumi-project";

/** The one kind of command whose job is to print secrets: its transcript is exempt from the checks. */
const SHOWS_SECRETS = "--show-secrets";

/**
 * Every secret of one e2e test file: the emulator's two credentials, plus each token secret
 * read from state along the way. Token secrets must be collected while their tokens are in
 * state (a replaced token's secret is gone from state afterwards and the emulator keeps only
 * hashes), so tests call {@link collect} after each command that creates tokens.
 */
export class PrintedSecrets {
  private readonly secrets = new Map<string, string>();
  private readonly stacks = new Set<PulumiStack>();

  constructor(private readonly e2e: E2EContext) {}

  /** Watches `stack`'s transcript and records the secret of every ProxyToken now in its state. */
  async collect(stack: PulumiStack): Promise<Map<string, string>> {
    this.stacks.add(stack);
    const tokens = await stack.tokenSecrets();
    for (const [name, token] of tokens) {
      if (![...this.secrets.values()].includes(token)) this.secrets.set(`token #${this.secrets.size + 1} (of ${name})`, token);
    }
    return tokens;
  }

  /** Watches a stack that holds no token, or none yet. */
  watch(stack: PulumiStack): void {
    this.stacks.add(stack);
  }

  /** Records a credential the test itself gives the stack (a BI token, a data source's password). */
  add(what: string, secret: string): void {
    this.secrets.set(what, secret);
  }

  /** Token secrets collected so far. */
  tokens(): string[] {
    return [...this.secrets.values()];
  }

  /**
   * Where a secret was printed, as `pulumi <command>: <which secret>` (never the secret
   * itself, so a failing test does not print it either). Empty is the expected answer.
   */
  leaks(): string[] {
    const all = new Map(this.secrets);
    all.set("the API key", this.e2e.emulator.apiKey);
    all.set("the proxy manager token", this.e2e.emulator.proxyManagerToken);
    const found: string[] = [];
    for (const stack of this.stacks) {
      for (const entry of stack.transcript) {
        const command = entry.slice(0, entry.indexOf("\n"));
        if (command.includes(SHOWS_SECRETS)) continue;
        for (const [what, secret] of all) if (entry.includes(secret)) found.push(`${command}: ${what}`);
      }
    }
    return found;
  }

  /** How many commands' output {@link leaks} looked through: a check of nothing proves nothing. */
  commandsChecked(): number {
    let count = 0;
    for (const stack of this.stacks) count += stack.transcript.filter((entry) => !entry.split("\n")[0]!.includes(SHOWS_SECRETS)).length;
    return count;
  }
}
