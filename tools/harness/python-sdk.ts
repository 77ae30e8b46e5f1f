import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { PYTHON_CONSTRAINTS, PYTHON_PULUMI, PYTHON_WHEELHOUSE } from "../pulumi-python/locate";
import { PLUGIN_VERSION } from "./plugin";

const REPO_ROOT = resolve(__dirname, "../..");

/** Builds the Python SDK's wheel and sdist into `destination` with `npm run sdk:pack`'s script; returns the wheel. */
export function packPythonSdk(destination: string): string {
  execFileSync("bash", [join(REPO_ROOT, "scripts", "pack-python-sdk.sh"), "--out", destination], { cwd: REPO_ROOT, stdio: ["ignore", "ignore", "inherit"] });
  return join(destination, `pulumi_datafold-${PLUGIN_VERSION}-py3-none-any.whl`);
}

/**
 * A virtualenv at `venv` with the SDK's wheel and what it requires, from the wheelhouse of
 * `npm run python:install` (no PyPI), as a user's project would have after `pip install`.
 */
export function pythonVirtualenvWithSdk(venv: string, wheel: string): void {
  execFileSync(PYTHON_PULUMI, ["-m", "venv", venv]);
  execFileSync(
    join(venv, "bin", "python"),
    ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-index", "--find-links", PYTHON_WHEELHOUSE, "-c", PYTHON_CONSTRAINTS, wheel],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
}
