/**
 * Misconfiguration through the real CLI: a missing or misspelt setting fails `pulumi preview`
 * (not half of `up`), each cause is printed once as a clear message without a stack trace,
 * credentials set in plain text are warned about, and data functions take Pulumi's invoke
 * options, `dependsOn` included.
 */
import type { RequestLogEntry } from "../../packages/datafold-emulator/src/control-client";
import { describeWithCli, E2E_TIMEOUT_MS, emulatorEnvironment, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type CliResult, type PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

/** Three tokens and a DataDiffFlags, the flags first: the resource that would be applied before the tokens fail. */
const TOKENS_AND_FLAGS = [
  `import * as datafold from "pulumi-datafold";`,
  `new datafold.DataDiffFlags("flags", { datadiffId: 101, archived: true });`,
  ...["a", "b", "c"].map(
    (name) => `new datafold.ProxyToken("${name}", { principalType: "service_principal", principalId: "misconfigured-${name}", expiresInDays: 5 });`,
  ),
].join("\n");

/** Four data functions, awaited and as Outputs, all of the main service. */
const DATA_FUNCTIONS = [
  `import * as datafold from "pulumi-datafold";`,
  `export const monitors = datafold.getMonitorsOutput({ tags: ["critical"] }).total;`,
  `export const queries = datafold.getTopQueriesOutput({ limit: 5 }).queries;`,
  `export const summaries = datafold.getTransformSummariesOutput({ projectId: 1 }).summaries;`,
  `export const lineage = datafold.getQueryLineage({ fingerprint: "abc" }).then((result) => result.fingerprint);`,
].join("\n");

function output(result: CliResult): string {
  return result.stdout + result.stderr;
}

/**
 * The Diagnostics section, where the CLI lists each message once (the progress lines above it
 * repeat them as they come).
 */
function diagnostics(result: CliResult): string {
  const text = output(result);
  return text.slice(text.indexOf("Diagnostics:"), text.lastIndexOf("Resources:"));
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** Lines of a stack trace, and paths into the package's files. */
const STACK_FRAME = /^\s+at .+\(.+:\d+:\d+\)$|^\s+at .+:\d+:\d+$|node_modules\/pulumi-datafold|src\/client\//m;

describeWithCli("misconfiguration, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);

  function environmentWithout(...names: string[]): Record<string, string> {
    const env: Record<string, string> = { ...emulatorEnvironment(e2e.emulator) };
    for (const name of names) delete env[name];
    return env;
  }

  async function stackOf(name: string, program: string, env: Record<string, string>): Promise<PulumiStack> {
    const stack = await e2e.stack(programFiles(name, program), env);
    printed.watch(stack);
    return stack;
  }

  async function requestsDuring(action: () => Promise<CliResult>): Promise<{ result: CliResult; requests: RequestLogEntry[] }> {
    await e2e.clients.control.clearRequests();
    const result = await action();
    return { result, requests: await e2e.clients.control.requests() };
  }

  describe("a stack of three tokens and a DataDiffFlags with no proxy URL", () => {
    let stack: PulumiStack;
    beforeAll(async () => {
      stack = await stackOf("no-proxy-url", TOKENS_AND_FLAGS, environmentWithout("DATAFOLD_PROXY_URL"));
    });

    test("preview fails, names the missing setting and how to set it, and sends no request", async () => {
      const { result, requests } = await requestsDuring(() => stack.run(["preview"]));
      expect(result.code).not.toBe(0);
      expect(output(result)).toContain(
        "Missing SQL proxy URL: set it with `pulumi config set datafold:proxyUrl <value>` or the environment variable DATAFOLD_PROXY_URL.",
      );
      // The stack, and the DataDiffFlags when its check came before a token's: never the five of a passing preview.
      expect(summaryCounts(result.stdout)["to create"]).toBeLessThanOrEqual(2);
      expect(result.stdout).toMatch(/^\s+1 errored$/m);
      expect(requests).toEqual([]);
    });

    test("up stops at its preview: no request at all, the data diff is not archived", async () => {
      const { result, requests } = await requestsDuring(() => stack.run(["up", "--yes"]));
      expect(result.code).not.toBe(0);
      expect(output(result)).toContain("Missing SQL proxy URL");
      expect(requests).toEqual([]);
      expect((await e2e.clients.datafold.getDataDiff(101)).archived).toBe(false);
    });
  });

  test("a DataDiffFlags with no API key fails preview naming datafold:apiKey, without a request", async () => {
    const stack = await stackOf("no-api-key", `import * as datafold from "pulumi-datafold";\nnew datafold.DataDiffFlags("flags", { datadiffId: 102, archived: true });`, environmentWithout("DATAFOLD_API_KEY"));
    const { result, requests } = await requestsDuring(() => stack.run(["preview"]));
    expect(result.code).not.toBe(0);
    expect(output(result)).toContain("Missing Datafold API key: set it with `pulumi config set --secret datafold:apiKey <value>`");
    expect(requests).toEqual([]);
  });

  test("a malformed proxy URL fails preview with the message create would give", async () => {
    const stack = await stackOf("bad-proxy-url", TOKENS_AND_FLAGS, environmentWithout("DATAFOLD_PROXY_URL"));
    await stack.config("datafold:proxyUrl", "sqlproxy.example.com");
    const { result, requests } = await requestsDuring(() => stack.run(["preview"]));
    expect(result.code).not.toBe(0);
    expect(output(result)).toContain(
      'The SQL proxy URL "sqlproxy.example.com" (from the stack config datafold:proxyUrl) is not an absolute URL with an http:// or https:// scheme',
    );
    expect(requests).toEqual([]);
  });

  describe("four data functions with no API key", () => {
    let result: CliResult;
    beforeAll(async () => {
      const stack = await stackOf("functions-no-key", DATA_FUNCTIONS, environmentWithout("DATAFOLD_API_KEY"));
      result = await stack.run(["preview"]);
    });

    test("preview fails with the cause printed once", () => {
      expect(result.code).not.toBe(0);
      const message = "Missing Datafold API key: set it with `pulumi config set --secret datafold:apiKey <value>` or the environment variable DATAFOLD_API_KEY.";
      expect(occurrences(diagnostics(result), message)).toBe(1);
      expect(diagnostics(result).match(/error: /g)).toHaveLength(1);
    });

    test("without a stack trace and without PromiseRejectionHandledWarning", () => {
      expect(output(result)).not.toMatch(STACK_FRAME);
      expect(output(result)).not.toContain("PromiseRejectionHandledWarning");
      expect(output(result)).not.toContain("unhandled exception");
    });
  });

  test("a stack with a resource and a data function that lacks its setting: up stops at preview, ends, and applies nothing", async () => {
    const program = [
      `import * as datafold from "pulumi-datafold";`,
      `new datafold.DataDiffFlags("flags", { datadiffId: 103, archived: true });`,
      `export const tokens = datafold.getProxyTokensOutput({ principalType: "proxy_manager" }).tokens;`,
    ].join("\n");
    const stack = await stackOf("resource-and-function", program, environmentWithout("DATAFOLD_PROXY_URL"));
    const { result, requests } = await requestsDuring(() => stack.run(["up", "--yes"]));
    expect(result.code).not.toBe(0);
    expect(occurrences(diagnostics(result), "Missing SQL proxy URL: set it with `pulumi config set datafold:proxyUrl <value>`")).toBe(1);
    expect(output(result)).not.toContain("PromiseRejectionHandledWarning");
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
    expect((await e2e.clients.datafold.getDataDiff(103)).archived).toBe(false);
  });

  test("data functions whose API key is refused fail with one message each, without a stack trace or PromiseRejectionHandledWarning", async () => {
    const stack = await stackOf(
      "functions-wrong-key",
      // Exported, as a result is: the runtime prints a rejection that comes after the program has
      // finished (a call nobody awaits) with its stack, whatever the error.
      [
        `import * as datafold from "pulumi-datafold";`,
        `export const total = datafold.getMonitorsOutput({ tags: ["critical"] }).total;`,
        `export const alerting = datafold.getMonitorsOutput({ states: ["alert"] }).countsByState;`,
        `export const queries = datafold.getTopQueriesOutput({ limit: 5 }).queries;`,
      ].join("\n"),
      { ...emulatorEnvironment(e2e.emulator), DATAFOLD_API_KEY: "df_not_the_right_key_5b7e" },
    );
    const result = await stack.run(["preview"]);
    expect(result.code).not.toBe(0);
    // Three calls, three refusals: each is one failure, printed once.
    expect(occurrences(diagnostics(result), "The Datafold API key (from the environment variable DATAFOLD_API_KEY) was rejected")).toBe(3);
    expect(output(result)).not.toMatch(STACK_FRAME);
    expect(output(result)).not.toContain("PromiseRejectionHandledWarning");
    expect(output(result)).not.toContain("unhandled exception");
    expect(output(result)).not.toContain("df_not_the_right_key_5b7e");
  });

  describe("config keys with typos and a credential in plain text", () => {
    let result: CliResult;
    beforeAll(async () => {
      const stack = await stackOf(
        "typos",
        [TOKENS_AND_FLAGS, `export const monitors = datafold.getMonitorsOutput({}).total;`].join("\n"),
        environmentWithout("DATAFOLD_PROXY_URL", "DATAFOLD_API_KEY"),
      );
      await stack.config("datafold:proxyURL", e2e.emulator.url);
      await stack.config("datafold:timeoutMS", "5000");
      // Plain, not --secret: the CLI refuses a plain value that looks like a secret unless told --plaintext.
      await stack.ok(["config", "set", "datafold:apiKey", "--plaintext"], { stdin: e2e.emulator.apiKey });
      result = await stack.run(["preview"]);
    });

    test("the misspelt keys get 'did you mean', once each, from the program", () => {
      const text = diagnostics(result);
      expect(occurrences(text, "The stack config key `datafold:proxyURL` is not a setting of pulumi-datafold and is ignored: did you mean `datafold:proxyUrl`?")).toBe(1);
      expect(occurrences(text, "The stack config key `datafold:timeoutMS` is not a setting of pulumi-datafold and is ignored: did you mean `datafold:timeoutMs`?")).toBe(1);
    });

    test("the missing proxy URL fails check with the same hint", () => {
      expect(result.code).not.toBe(0);
      expect(output(result)).toContain(
        "Missing SQL proxy URL: set it with `pulumi config set datafold:proxyUrl <value>` or the environment variable DATAFOLD_PROXY_URL. " +
          "The stack config has `datafold:proxyURL`, which is not a setting of pulumi-datafold: did you mean `datafold:proxyUrl`?",
      );
    });

    test("the plain-text API key is warned about once, with the command that fixes it, and its value is not printed", () => {
      const text = diagnostics(result);
      expect(occurrences(text, "The stack config datafold:apiKey (the Datafold API key) is set in plain text, not as a secret")).toBe(1);
      expect(text).toContain("`pulumi config set --secret datafold:apiKey <value>`");
      expect(output(result)).not.toContain(e2e.emulator.apiKey);
    });
  });

  test("a data function with dependsOn a ProxyToken runs after the token is created, and sees it; a deprecated option still works, with a warning", async () => {
    const program = [
      `import * as datafold from "pulumi-datafold";`,
      `const token = new datafold.ProxyToken("token", { principalType: "service_principal", principalId: "depends-on", expiresInDays: 5 });`,
      // timeoutMs: a deprecated option, which must still work, with a warning.
      `const listed = datafold.getProxyTokensOutput({ principalType: "service_principal", principalId: "depends-on" }, { dependsOn: [token], timeoutMs: 20000 });`,
      `export const tokenId = token.tokenId;`,
      `export const listedIds = listed.tokens.apply((tokens) => tokens.map((t) => t.id));`,
    ].join("\n");
    const stack = await stackOf("depends-on", program, emulatorEnvironment(e2e.emulator));
    await stack.preview();
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ created: 2 });
    expect(occurrences(diagnostics(up), "The data function option timeoutMs is deprecated and will be removed: use the stack config datafold:timeoutMs or DATAFOLD_TIMEOUT_MS.")).toBe(1);
    const listed = JSON.parse((await stack.ok(["stack", "output", "listedIds", "--json"])).stdout) as number[];
    expect(listed).toEqual([Number(await stack.output("tokenId"))]);
  });

  test("nothing the CLI printed shows a token secret or a credential", () => {
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(8);
    expect(printed.leaks()).toEqual([]);
  });
});
