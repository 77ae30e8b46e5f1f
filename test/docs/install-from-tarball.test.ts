/**
 * The README's install route until the package is on npm: `npm pack` of the repository, then
 * `npm install <tarball>` in a project of one's own. The real npm installs the tarball here,
 * from its cache where it can (`--prefer-offline`): `npm ci` of this repository leaves the
 * packages' tarballs in the cache but not their registry metadata, which resolving a range
 * such as `got@^14` needs, so on a fresh machine npm fetches that metadata from the registry
 * once (npm's registry is reached by every machine this project runs on; with `--offline` the
 * test failed with ENOTCACHED on a fresh clone). `@pulumi/pulumi` is linked in afterwards, as a user's Pulumi
 * project already has it. (The emulator's tarball, whose Fastify is not in that cache, is
 * unpacked and run as npm would leave it by test/emulator/package.test.ts.)
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

jest.setTimeout(120_000);

const run = promisify(execFile);
const ROOT = join(__dirname, "..", "..");

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "install-from-tarball-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("installs the packed package with npm, and each entry loads from the project", async () => {
  const packed = async (args: string[]) => {
    const { stdout } = await run("npm", ["pack", ...args, "--pack-destination", scratch, "--json"], { cwd: ROOT });
    return join(scratch, (JSON.parse(stdout.slice(stdout.indexOf("["))) as [{ filename: string }])[0].filename);
  };
  const tarball = await packed([]);
  const project = join(scratch, "project");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "users-project", private: true }));

  await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", tarball], { cwd: project });

  symlinkSync(join(ROOT, "node_modules", "@pulumi"), join(project, "node_modules", "@pulumi"), "dir");
  const probe = [
    'const datafold = require("pulumi-datafold");',
    'const { DatafoldClient } = require("pulumi-datafold/client");',
    "console.log(JSON.stringify([typeof datafold.ProxyToken, typeof datafold.getMonitorsOutput, typeof DatafoldClient]));",
  ].join("\n");
  const { stdout } = await run(process.execPath, ["-e", probe], { cwd: project });
  expect(JSON.parse(stdout)).toEqual(["function", "function", "function"]);
});
