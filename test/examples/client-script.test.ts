import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { startTestEmulator, type TestEmulator } from "../../tools/harness/emulator";
import { clientsFor } from "../../tools/harness/clients";

const run = promisify(execFile);
const script = join(__dirname, "..", "..", "examples", "client-script", "report.js");

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ monitors: 130 });
});
afterAll(() => emulator.close());

const envFor = (e: TestEmulator, overrides: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? "",
  DATAFOLD_HOST: e.url,
  DATAFOLD_API_KEY: e.apiKey,
  DATAFOLD_PROXY_URL: e.url,
  DATAFOLD_PROXY_MANAGER_TOKEN: e.proxyManagerToken,
  ...overrides,
});

it("reads monitors, failed transforms, top queries and token metadata with the built package", async () => {
  const { proxy } = clientsFor(emulator);
  const created = await proxy.createToken({ type: "service_principal", id: "dbt-prod" }, { expiresInDays: 30 });

  const { stdout } = await run(process.execPath, [script, "2", "dbt-prod"], { env: envFor(emulator) });
  const report = JSON.parse(stdout);

  expect(report.monitors).toBe(130);
  expect(Object.values(report.monitorsByState as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(130);
  expect(report.failedTransforms.length).toBeGreaterThan(0);
  expect(report.topQueries).toHaveLength(3);
  expect(report.tokens).toEqual([{ id: created.id, prefix: created.prefix, status: "active", expiresAt: created.expires_at }]);
  expect(stdout).not.toContain(created.token);
});

it("fails with the error's code and advice, and no credential, when the API key is wrong", async () => {
  const wrong = "df_not_the_key_987654";
  const failure = await run(process.execPath, [script], { env: envFor(emulator, { DATAFOLD_API_KEY: wrong }) }).catch(
    (error: { code: number; stderr: string }) => error,
  );
  expect(failure).toMatchObject({ code: 1 });
  const { stderr } = failure as { stderr: string };
  expect(stderr).toContain("DATAFOLD_AUTHENTICATION: Request failed with status code 401");
  expect(stderr).toContain("(from the environment variable DATAFOLD_API_KEY)");
  expect(stderr).not.toContain(wrong);
});
