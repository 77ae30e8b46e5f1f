import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A Go module proxy in a directory (GOPROXY=file://<dir>) serving one version of one module
 * from a directory holding its go.mod, as the tag of a release would: `go get module@version`
 * then works as it will once the repository is tagged. The zip is written by Python's zipfile
 * (Python is there wherever the tests run), in Go's module zip layout: every file under
 * `<module>@<version>/`.
 */
export function goModuleProxy(proxyDir: string, module: string, version: string, moduleDir: string): void {
  const versions = join(proxyDir, ...module.split("/"), "@v");
  mkdirSync(versions, { recursive: true });
  writeFileSync(join(versions, "list"), `${version}\n`);
  writeFileSync(join(versions, `${version}.info`), JSON.stringify({ Version: version, Time: "2026-11-26T00:00:00Z" }));
  writeFileSync(join(versions, `${version}.mod`), readFileSync(join(moduleDir, "go.mod")));
  const zipper = [
    "import os, sys, zipfile",
    "src, out, prefix = sys.argv[1], sys.argv[2], sys.argv[3]",
    "with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:",
    "    for root, dirs, files in os.walk(src):",
    "        dirs[:] = sorted(d for d in dirs if d not in ('.git', '__pycache__'))",
    "        for name in sorted(files):",
    "            path = os.path.join(root, name)",
    "            z.write(path, prefix + '/' + os.path.relpath(path, src))",
  ].join("\n");
  execFileSync("python3", ["-c", zipper, moduleDir, join(versions, `${version}.zip`), `${module}@${version}`]);
}
