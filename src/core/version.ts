import { readFileSync } from "node:fs";
import { join } from "node:path";

// Read at run time rather than imported, so the build's rootDir stays `src`. Both
// src/core/version.ts and dist/core/version.js sit two levels below the package root.
const packageJson = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8")) as {
  name: string;
  version: string;
};

export const PACKAGE_NAME: string = packageJson.name;
export const PACKAGE_VERSION: string = packageJson.version;

/** The User-Agent every request carries: `pulumi-datafold/0.1.0 (node v20.20.2)`. */
export const USER_AGENT = `${PACKAGE_NAME}/${PACKAGE_VERSION} (node ${process.version})`;
