// Preloaded into the program process (through NODE_OPTIONS, see program-process.ts) to dodge a
// Node.js bug, not to change what the SDK does.
//
// When a program throws, the SDK's run script prints the error with
// `util.inspect(err, { colors: true })`. With colors on, Node 20.20's `markNodeModules` loops
// forever on a stack frame whose path ends in `node_modules/@scope/file` without a further
// slash, building a string until it fails with "RangeError: Invalid string length" after about
// a minute and gigabytes of memory. The SDK's published source maps map its top-level files to
// exactly such paths (`node_modules/@pulumi/resource.ts`), so every program error hit it.
// The runner prints plain text anyway: inspecting errors without colors avoids the loop and
// keeps escape codes out of the output.
"use strict";
const util = require("node:util");

const inspect = util.inspect;

function inspectErrorsWithoutColors(value, options, ...rest) {
  if (value instanceof Error && typeof options === "object" && options !== null && options.colors) {
    return inspect.call(this, value, { ...options, colors: false }, ...rest);
  }
  return inspect.call(this, value, options, ...rest);
}

// Keep `util.inspect.custom`, `defaultOptions`, `colors` and `styles` reachable as before.
for (const key of Reflect.ownKeys(inspect)) {
  if (key === "length" || key === "name" || key === "prototype") continue;
  Object.defineProperty(inspectErrorsWithoutColors, key, Object.getOwnPropertyDescriptor(inspect, key));
}
util.inspect = inspectErrorsWithoutColors;
