/**
 * The Terraform provider's release files (scripts/pack-terraform-provider.sh, `npm run
 * tofu:pack`), as the Terraform Registry reads a release: packed from a stand-in entry
 * (test/fixtures/terraform/stand-in-provider-entry.ts) built exactly as src/terraform/main.ts is,
 * so that what is checked here is the packing, whatever the provider does.
 */
import { execFile, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

jest.setTimeout(180_000);

const ROOT = resolve(__dirname, "../..");
const SCRIPT = join(ROOT, "scripts/pack-terraform-provider.sh");
const STAND_IN = join(ROOT, "test/fixtures/terraform/stand-in-provider-entry.ts");
const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
const NAME = "terraform-provider-datafold";
const PLATFORM = `${process.platform === "win32" ? "windows" : process.platform}_${process.arch === "x64" ? "amd64" : process.arch}`;

function pack(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile("bash", [SCRIPT, ...args], { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      done({ code: error === null ? 0 : Number(error.code), stdout, stderr }),
    );
  });
}

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

let out: string;
let packed: { code: number; stdout: string; stderr: string };
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "terraform-provider-release-"));
  packed = await pack(["--out", out, "--entry", STAND_IN]);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

test("this platform's zip, the manifest and the sums, named as the registry reads them", () => {
  expect(packed).toMatchObject({ code: 0, stderr: "" });
  expect(readdirSync(out).sort()).toEqual([`${NAME}_${VERSION}_SHA256SUMS`, `${NAME}_${VERSION}_${PLATFORM}.zip`, `${NAME}_${VERSION}_manifest.json`]);
  expect(packed.stdout.split("\n").filter((line) => line !== "")).toEqual([
    expect.stringMatching(new RegExp(`^pack-terraform-provider: ${out}/${NAME}_${VERSION.replace(/\./g, "\\.")}_${PLATFORM}\\.zip \\(\\d+M; the Node runtime \\S+\\)$`)),
    expect.stringMatching(new RegExp(`^pack-terraform-provider: ${out}/${NAME}_${VERSION.replace(/\./g, "\\.")}_SHA256SUMS \\(1 zip\\(s\\) and the manifest\\) in \\d+ s$`)),
  ]);
});

test("the zip holds the executable, named with its version and runnable, and the LICENSE; the executable needs no node_modules", () => {
  const zip = join(out, `${NAME}_${VERSION}_${PLATFORM}.zip`);
  const listing = execFileSync("unzip", ["-Z", zip], { encoding: "utf8" });
  expect(listing).toMatch(new RegExp(`^-rwx.* ${NAME}_v${VERSION.replace(/\./g, "\\.")}$`, "m"));
  expect(execFileSync("unzip", ["-Z1", zip], { encoding: "utf8" }).split("\n").filter((line) => line !== "")).toEqual([`${NAME}_v${VERSION}`, "LICENSE"]);

  const unpacked = join(out, "unpacked");
  mkdirSync(unpacked);
  execFileSync("unzip", ["-q", zip, "-d", unpacked]);
  expect(readFileSync(join(unpacked, "LICENSE"), "utf8")).toBe(readFileSync(join(ROOT, "LICENSE"), "utf8"));
  // Run from a directory with no node_modules above it: everything is in the executable.
  const ran = execFileSync(join(unpacked, `${NAME}_v${VERSION}`), ["serve"], { cwd: tmpdir(), encoding: "utf8" });
  expect(JSON.parse(ran)).toEqual({ package: `pulumi-datafold@${VERSION}`, sea: true, args: ["serve"] });
  rmSync(unpacked, { recursive: true });
});

test("the manifest says tfplugin 6.0, and the sums are those of the zip and the manifest", () => {
  const manifest = readFileSync(join(out, `${NAME}_${VERSION}_manifest.json`), "utf8");
  expect(manifest).toBe(readFileSync(join(ROOT, "terraform/terraform-registry-manifest.json"), "utf8"));
  expect(JSON.parse(manifest)).toEqual({ version: 1, metadata: { protocol_versions: ["6.0"] } });
  const files = [`${NAME}_${VERSION}_${PLATFORM}.zip`, `${NAME}_${VERSION}_manifest.json`];
  expect(readFileSync(join(out, `${NAME}_${VERSION}_SHA256SUMS`), "utf8")).toBe(files.map((file) => `${sha256(join(out, file))}  ${file}\n`).join(""));
});

test("--checksums-only sums every zip of the version gathered in the directory, building nothing", async () => {
  const gathered = mkdtempSync(join(tmpdir(), "terraform-provider-gathered-"));
  try {
    const ours = `${NAME}_${VERSION}_${PLATFORM}.zip`;
    copyFileSync(join(out, ours), join(gathered, ours));
    writeFileSync(join(gathered, `${NAME}_${VERSION}_darwin_arm64.zip`), "from the macOS runner");
    writeFileSync(join(gathered, `${NAME}_0.0.1_linux_amd64.zip`), "another version's");
    const run = await pack(["--out", gathered, "--checksums-only"]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    const sums = readFileSync(join(gathered, `${NAME}_${VERSION}_SHA256SUMS`), "utf8");
    const files = [`${NAME}_${VERSION}_darwin_arm64.zip`, ours, `${NAME}_${VERSION}_manifest.json`].sort();
    expect(sums.split("\n").filter((line) => line !== "").map((line) => line.split("  ")[1]).sort()).toEqual(files);
    expect(sums).toContain(`${sha256(join(gathered, `${NAME}_${VERSION}_darwin_arm64.zip`))}  ${NAME}_${VERSION}_darwin_arm64.zip\n`);
  } finally {
    rmSync(gathered, { recursive: true, force: true });
  }
});

test("without the provider's entry it says there is nothing to pack, and builds nothing", async () => {
  const empty = mkdtempSync(join(tmpdir(), "terraform-provider-none-"));
  try {
    const run = await pack(["--out", empty, "--entry", "src/terraform/absent.ts"]);
    expect(run).toEqual({ code: 1, stdout: "", stderr: "pack-terraform-provider: src/terraform/absent.ts, the Terraform provider's entry, does not exist: there is no provider to pack yet\n" });
    expect(readdirSync(empty)).toEqual([]);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test("another platform needs its Node runtime, and the message says where to get it", async () => {
  const run = await pack(["--out", out, "--entry", STAND_IN, "darwin-arm64"], { NODE_RUNTIME_DARWIN_ARM64: "" });
  expect(run.code).toBe(1);
  expect(run.stderr).toBe(
    `pack-terraform-provider: no Node runtime for darwin-arm64: download its Node ${process.version} binary from https://nodejs.org/dist/${process.version}/ (check it against SHASUMS256.txt) and pass its path as NODE_RUNTIME_DARWIN_ARM64\n`,
  );
});

test("build.ts builds only the executables it knows, and says which", () => {
  const build = () =>
    execFileSync(process.execPath, ["--require", join(ROOT, "tools/typescript/register.js"), join(ROOT, "scripts/plugin-executable/build.ts"), "--name", "terraform-provider-other", out], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  expect(build).toThrow("build.ts: --name must be pulumi-resource-datafold or terraform-provider-datafold, got terraform-provider-other");
});
