import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { startTestEmulator, type TestEmulator } from "../../tools/harness/emulator";

/*
 * The data functions as a Pulumi program runs them: a separate Node process that loads the
 * built package (Jest's global setup builds dist/) and gets its stack config the way the
 * language host hands it over, in PULUMI_CONFIG.
 */
const run = promisify(execFile);
const functionsEntry = join(__dirname, "..", "..", "dist", "functions", "index.js");

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ monitors: 12 });
});
afterAll(() => emulator.close());

async function runProgram(source: string, env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  const program = `const functions = require(${JSON.stringify(functionsEntry)});\n${source}`;
  return run(process.execPath, ["-e", program], { env: { PATH: process.env.PATH ?? "", ...env } });
}

it("reads the stack config the language host passes in PULUMI_CONFIG, secret keys included, ahead of the environment", async () => {
  const { stdout, stderr } = await runProgram(
    `functions.getMonitors({ pageSize: 5 }).then((r) => console.log(JSON.stringify({ total: r.total })));`,
    {
      // The host writes keys in the old "<namespace>:config:<key>" form; the SDK accepts both.
      PULUMI_CONFIG: JSON.stringify({ "datafold:config:host": emulator.url, "datafold:config:apiKey": emulator.apiKey }),
      PULUMI_CONFIG_SECRET_KEYS: JSON.stringify(["datafold:apiKey"]),
      DATAFOLD_HOST: "http://127.0.0.1:9",
      DATAFOLD_API_KEY: "df_not_this_one",
    },
  );
  expect(JSON.parse(stdout)).toEqual({ total: 12 });
  expect(stderr).toBe("");
});
