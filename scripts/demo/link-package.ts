import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";

const REPO_ROOT = resolve(__dirname, "../..");

/**
 * The examples depend on this package by `file:../..`; `npm install` in an example would
 * link it into the example's node_modules. This makes the same link, so that running an
 * example from this repository needs nothing but the root's `npm ci` (`@pulumi/pulumi`
 * then resolves from the root's node_modules, one copy for the program and the package).
 */
export function linkPackageIntoExample(projectDir: string): void {
  const link = join(projectDir, "node_modules", "pulumi-datafold");
  if (existsSync(link)) return;
  mkdirSync(join(projectDir, "node_modules"), { recursive: true });
  symlinkSync(REPO_ROOT, link, "dir");
}
