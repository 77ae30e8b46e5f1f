// Jest transformer for our TypeScript sources and tests.
//
// Why not ts-jest: on its CommonJS path ts-jest forces `module: commonjs`, which rewrites
// `import()` into `require()`. `got` is ESM-only, so the client must keep `import("got")`
// verbatim, exactly as `tsc` (module node16) emits it for the published build. Jest then
// evaluates that dynamic import through its ESM loader (enabled by
// --experimental-vm-modules in the `test` script). Type checking is `npm run typecheck`'s
// job, so a plain transpile is all the test run needs, and it is fast.
"use strict";
const ts = require("typescript");
const { createHash } = require("node:crypto");

const compilerOptions = {
  module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  sourceMap: false,
  inlineSourceMap: true,
  inlineSources: true,
};

module.exports = {
  getCacheKey(sourceText, sourcePath) {
    return createHash("sha256")
      .update(ts.version)
      .update(JSON.stringify(compilerOptions))
      .update(sourcePath)
      .update(sourceText)
      .digest("hex");
  },
  process(sourceText, sourcePath) {
    const { outputText } = ts.transpileModule(sourceText, { fileName: sourcePath, compilerOptions });
    return { code: outputText };
  },
};
