import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadProjectSettings } from "../../tools/offline-engine/project-settings";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "offline-project-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => writeFileSync(join(dir, name), text);

it("merges project defaults, the stack file and the caller's config, the caller winning", () => {
  write(
    "Pulumi.yaml",
    "name: proj\nruntime:\n  name: nodejs\n  options:\n    typescript: false\n    nodeargs: --max-old-space-size=512  --trace-warnings\nconfig:\n  region:\n    default: eu\n  datafold:host: https://default\n",
  );
  write("Pulumi.dev.yaml", "config:\n  proj:size: 3\n  datafold:host: https://stack\n  datafold:tags: [a, b]\n");
  const settings = loadProjectSettings(dir, "dev", {
    config: { size: "4" },
    secretConfig: { "datafold:apiKey": "key-123" },
  });
  expect(settings).toMatchObject({ name: "proj", projectDir: dir, programDir: dir, program: ".", typescript: false });
  expect(settings.nodeArgs).toEqual(["--max-old-space-size=512", "--trace-warnings"]);
  expect(settings.config).toEqual({
    "proj:region": "eu",
    "proj:size": "4",
    "datafold:host": "https://stack",
    "datafold:tags": '["a","b"]',
    "datafold:apiKey": "key-123",
  });
  expect(settings.secretKeys).toEqual(["datafold:apiKey"]);
});

it("refuses secure: values, which only the Pulumi CLI can decrypt", () => {
  write("Pulumi.yaml", "name: proj\nruntime: nodejs\n");
  write("Pulumi.dev.yaml", "config:\n  datafold:apiKey:\n    secure: AAABAKx==\n");
  expect(() => loadProjectSettings(dir, "dev")).toThrow(/datafold:apiKey is a "secure:" value.*--secret datafold:apiKey=/);
});

it("runs the program from main: a directory becomes the working directory", () => {
  mkdirSync(join(dir, "app"));
  write("Pulumi.yaml", "name: proj\nruntime: nodejs\nmain: app\n");
  expect(loadProjectSettings(dir, "dev")).toMatchObject({ programDir: join(dir, "app"), program: ".", typescript: true });
  write("main.js", "");
  write("Pulumi.yaml", "name: proj\nruntime: nodejs\nmain: main.js\n");
  expect(loadProjectSettings(dir, "dev")).toMatchObject({ programDir: dir, program: join(dir, "main.js") });
});

it("names what is missing or unsupported", () => {
  expect(() => loadProjectSettings(dir, "dev")).toThrow(`no Pulumi.yaml in ${dir}`);
  write("Pulumi.yaml", "name: proj\nruntime: python\n");
  expect(() => loadProjectSettings(dir, "dev")).toThrow('runtime "python" is not supported');
});
