// Preloaded by the test command (`node --experimental-vm-modules --require <this> jest`):
// drops the one warning that the command's own flag causes, and no other.
//
// Jest needs `--experimental-vm-modules` to run a test's `import()` (Node's vm modules), and
// Node then prints "ExperimentalWarning: VM Modules is an experimental feature ..." in every
// process that makes such a module: Jest itself when it runs the tests in band, and each of
// its workers, which are started with the same flags (Jest passes its process.execArgv on, so
// they preload this too). A whole run printed it dozens of times. `--disable-warning` would
// silence every ExperimentalWarning, and needs Node 20.11; this keeps the others.
//
// It is a `--require` rather than NODE_OPTIONS, so that no process the tests start (provider
// hosts, the Pulumi CLI, programs) inherits it; they do not run with the flag either.
"use strict";

const VM_MODULES_WARNING = "VM Modules is an experimental feature";

const emitWarning = process.emitWarning;
process.emitWarning = function emitWarningUnlessVmModules(warning, typeOrOptions, ...rest) {
  if (isVmModulesWarning(warning, typeOrOptions)) return;
  return emitWarning.call(this, warning, typeOrOptions, ...rest);
};

/** Whether `process.emitWarning(warning, typeOrOptions)` would print the VM Modules warning. */
function isVmModulesWarning(warning, typeOrOptions) {
  const message = warning instanceof Error ? warning.message : warning;
  const type = warning instanceof Error ? warning.name : typeof typeOrOptions === "string" ? typeOrOptions : typeOrOptions?.type;
  return type === "ExperimentalWarning" && typeof message === "string" && message.startsWith(VM_MODULES_WARNING);
}
