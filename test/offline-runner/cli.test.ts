/**
 * The command line (scripts/offline-pulumi.ts), run as a user would, on the TypeScript fixture:
 * which also shows that TypeScript programs run through the SDK's own ts-node handling.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { OfflineFixture } from "./offline-fixture";

jest.setTimeout(90_000);

const run = promisify(execFile);
const root = join(__dirname, "..", "..");
const cli = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, ["--require", "./tools/typescript/register.js", "scripts/offline-pulumi.ts", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });

const fixture = new OfflineFixture("typescript");
afterAll(() => fixture.remove());

it("says it is a test and demo tool, not Pulumi", async () => {
  const { stdout } = await cli(["--help"]);
  expect(stdout).toContain("usage: offline-pulumi <preview|up|refresh|destroy>");
  expect(stdout).toContain("NOT Pulumi");
});

it("rejects a usage error with exit code 2", async () => {
  const failure = await cli(["launch"]).catch((error: { code: number; stderr: string }) => error);
  expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('error: unknown command "launch"') });
});

it("runs a TypeScript program up and destroys it", async () => {
  const env = { FAKE_CLOUD_FILE: fixture.cloudFile, PULUMI_CONFIG_PASSPHRASE: fixture.passphrase };
  const args = ["--cwd", fixture.projectDir, "--stack", "dev", "--state", fixture.stateFile];

  const up = await cli(["up", ...args], env);
  expect(up.stdout).toMatch(/^Updating \(dev\):/);
  expect(up.stdout).toMatch(/\+ +└─ pulumi-nodejs:dynamic\/fake:Thing +typed +created/);
  expect(up.stdout).toMatch(/label +: "typed-dev"/);
  expect(up.stdout).toContain("+ 2 created");
  expect(fixture.thingNamed("typed-dev")).toMatchObject({ size: 3 });

  const destroy = await cli(["destroy", ...args], env);
  expect(destroy.stdout).toMatch(/^Destroying \(dev\):/);
  expect(destroy.stdout).toContain("- 2 deleted");
  expect(fixture.cloud().things).toEqual({});
});

it("exits 1 and says why when a run fails", async () => {
  const failure = await cli(["preview", "--cwd", join(fixture.dir, "nowhere"), "--state", fixture.stateFile]).catch(
    (error: { code: number; stdout: string }) => error,
  );
  expect(failure).toMatchObject({ code: 1, stdout: expect.stringContaining(`error: no Pulumi.yaml in ${join(fixture.dir, "nowhere")}`) });
});
