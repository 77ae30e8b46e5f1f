/**
 * Bad ProxyToken inputs through the real CLI: `pulumi preview` must fail before any request
 * and show every failure of a resource at once, each naming its property and the reason, so
 * that a user fixes them all in one go. The engine stops at the first resource whose check
 * fails, so each program here has one bad resource.
 */
import type { RequestLogEntry } from "../../packages/datafold-emulator/src/control-client";
import { describeWithCli, E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { programFiles } from "../../tools/harness/program-files";
import type { CliResult } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

/** A program with one ProxyToken; the cast lets through what the types forbid, as plain JavaScript or JSON config would. */
function oneToken(name: string, args: string): string {
  return [
    `import * as pulumi from "@pulumi/pulumi";`,
    `import * as datafold from "pulumi-datafold";`,
    `new datafold.ProxyToken("${name}", ${args} as unknown as datafold.ProxyTokenArgs);`,
  ].join("\n");
}

/** The diagnostics of a failed command: each error once (the progress lines repeat them). */
function diagnostics(result: CliResult): string[] {
  const output = result.stdout + result.stderr;
  const section = output.slice(output.indexOf("Diagnostics:"), output.indexOf("Resources:"));
  return section.split("\n").map((line) => line.trim()).filter((line) => line.startsWith("error: "));
}

describeWithCli("bad ProxyToken inputs, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);

  async function preview(program: string): Promise<{ result: CliResult; requests: RequestLogEntry[] }> {
    const stack = await e2e.stack(programFiles("bad-inputs", program));
    printed.watch(stack);
    await e2e.clients.control.clearRequests();
    const result = await stack.run(["preview"]);
    return { result, requests: await e2e.clients.control.requests() };
  }

  describe("a user token with five bad inputs", () => {
    let run: { result: CliResult; requests: RequestLogEntry[] };
    beforeAll(async () => {
      run = await preview(
        oneToken("bad", `{ principalType: "user", label: "", expiresInDays: 30, rotateBeforeDays: 45, revokeOnDelete: "yes", expireInDays: 30 }`),
      );
    });

    test("preview fails with exactly five errors, without sending a single request", () => {
      expect(run.result.code).not.toBe(0);
      expect(diagnostics(run.result)).toHaveLength(5);
      expect(run.requests).toEqual([]);
    });

    test.each([
      ["principalId", 'principalId is required when principalType is "user": give the user id.'],
      ["label", 'label must not be empty; leave it out for a label of its own that names the stack and the resource.'],
      ["rotateBeforeDays", "rotateBeforeDays (45) must be smaller than expiresInDays (30), or every new token would be inside its rotation window at once."],
      ["revokeOnDelete", 'revokeOnDelete must be true or false; got the string "yes".'],
      ["expireInDays", 'ProxyToken has no input named "expireInDays". Remove it or use one of: principalType, principalId, label,'],
    ])("the error about %s names it and gives the reason", (property, reason) => {
      // The reason names the property; the engine is given no property, so it prints no value.
      const line = diagnostics(run.result).find((error) => error.includes(`resource 'bad' has a problem: ${property}`) || error.includes(reason));
      expect(line).toContain(`resource 'bad' has a problem: ${reason}`);
      expect(line).not.toContain(" value ");
    });
  });

  test("a proxy manager token with an id and expiresInDays 0 fails preview with both reasons", async () => {
    const { result, requests } = await preview(oneToken("zero", `{ principalType: "proxy_manager", principalId: "nobody", expiresInDays: 0 }`));
    expect(result.code).not.toBe(0);
    expect(requests).toEqual([]);
    const errors = diagnostics(result);
    expect(errors).toHaveLength(2);
    expect(errors).toContainEqual(
      expect.stringContaining(
        `resource 'zero' has a problem: principalId must not be set when principalType is "proxy_manager": the proxy manager has no id. Remove principalId.`,
      ),
    );
    expect(errors).toContainEqual(
      expect.stringContaining(
        "resource 'zero' has a problem: expiresInDays must be a whole number of days from 1 to 36500 (leave it out or set null for a token that never expires); got 0.",
      ),
    );
    expect(errors.join("\n")).not.toContain("nobody");
  });

  // For a failure that names its property the engine prints that input's raw value beside the
  // reason ("property proxyManagerToken value {&{{sqlp_pm_...}}} has a problem"), even a
  // pulumi.secret. Our providers name no property (each reason begins with it), so the
  // engine prints the reason alone.
  test("preview's check failure does not print the credential, even marked secret", async () => {
    const credential = e2e.emulator.proxyManagerToken;
    const stack = await e2e.stack(
      programFiles("misplaced-credential", oneToken("misplaced", `{ principalType: "proxy_manager", proxyManagerToken: pulumi.secret("${credential}") }`)),
    );
    const result = await stack.run(["preview"]);
    expect(result.code).not.toBe(0);
    expect(diagnostics(result).join("\n")).toContain('ProxyToken has no input named "proxyManagerToken"');
    expect(result.stdout + result.stderr).not.toContain(credential);
  });

  test("nothing the CLI printed shows a credential, a credential given as an input aside", () => {
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(4);
    expect(printed.leaks()).toEqual([]);
  });
});
