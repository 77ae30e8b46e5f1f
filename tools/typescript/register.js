// Lets plain `node` run our TypeScript sources: `node --require ./tools/typescript/register.js
// scripts/demo.ts`. Scripts, benchmarks and tests use it to run without a build step. Each .ts file
// is transpiled exactly as Jest does it (same transformer, no type checking), and the output
// is cached on disk: loading TypeScript and transpiling costs seconds, a cached start does not.
// The cache lives in the OS temporary directory, one per user, so that running a script never
// writes into the repository (its tree stays as git and the user left it).
"use strict";
const { createHash } = require("node:crypto");
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require("node:fs");
const { tmpdir, userInfo } = require("node:os");
const { join } = require("node:path");

const cacheDirectory = join(tmpdir(), `pulumi-datafold-register-ts-${userInfo().uid}`);
// The transformer's own source and the TypeScript version decide the output, with the file.
const transformerVersion = createHash("sha256")
  .update(readFileSync(join(__dirname, "transform.js")))
  .update(require("typescript/package.json").version)
  .digest("hex");

require.extensions[".ts"] = function compileTypeScript(module, filename) {
  const source = readFileSync(filename, "utf8");
  const key = createHash("sha256").update(transformerVersion).update(filename).update(source).digest("hex");
  const cached = join(cacheDirectory, `${key}.js`);
  let code;
  try {
    code = readFileSync(cached, "utf8");
  } catch {
    code = require("./transform").process(source, filename).code;
    // Concurrent processes may fill the same entry: write aside, then rename over.
    mkdirSync(cacheDirectory, { recursive: true, mode: 0o700 });
    const temporary = `${cached}.${process.pid}`;
    writeFileSync(temporary, code);
    renameSync(temporary, cached);
  }
  module._compile(code, filename);
};
