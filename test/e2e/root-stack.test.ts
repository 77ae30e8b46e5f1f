/**
 * The repository's root Pulumi.yaml: `pulumi up` at the root runs a real program against the
 * emulator, and the provider host started there loads the implementation by the package's own
 * name (this build, no link and no install).
 */
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { describeWithCli, E2E_TIMEOUT_MS, emulatorEnvironment, useE2E } from "./support/e2e";
import { summaryCounts } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const REPO_ROOT = resolve(__dirname, "../..");

describeWithCli("pulumi up at the repository root", (cliDir) => {
  const e2e = useE2E(cliDir);

  test("creates the CI token and reads the monitors, then destroy revokes the token", async () => {
    // A name of its own: the CLI writes Pulumi.<stack>.yaml at the root, removed after the test.
    const stack = e2e.project({ inPlace: REPO_ROOT }).stack(`e2e-root-${randomBytes(4).toString("hex")}`, emulatorEnvironment(e2e.emulator));
    await stack.init();
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ created: 2 });
    const counts = JSON.parse((await stack.ok(["stack", "output", "monitorCountsByState", "--json"])).stdout) as Record<string, number>;
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe((await e2e.clients.datafold.listAllMonitors()).length);

    const secret = await stack.output("ciToken", true);
    const principal = await e2e.clients.control.authenticateProxyToken(secret);
    expect(principal).toMatchObject({ principal_type: "service_principal", principal_id: "pulumi-datafold-ci" });
    await stack.refresh("--expect-no-changes");

    await stack.destroy();
    const [token] = await e2e.clients.proxy.listTokens({ type: "service_principal", id: "pulumi-datafold-ci" }, { includeRevoked: true });
    expect(token).toMatchObject({ status: "revoked", revoked_reason: "rotated by the pulumi-datafold root stack" });
    await stack.ok(["stack", "rm", "--yes"]);
  });
});
