import { readFileSync } from "node:fs";
import { join } from "node:path";

// Read at run time rather than imported, so the build's rootDir stays `src`. Both
// src/version.ts and dist/version.js sit one level below the package root.
const packageJson = JSON.parse(readFileSync(join(__dirname, "..", "package.json"), "utf8")) as { version: string };

/** The version of the datafold-emulator package, as `datafold-emulator --version` prints it. */
export const EMULATOR_VERSION: string = packageJson.version;
