// Loaded with NODE_OPTIONS=--require by the engine benchmark when BENCH_ENGINE_PROFILE names
// a directory: profiles the CPU of the processes Pulumi starts for a command (the
// dynamic-provider host and the program) and writes one .cpuprofile per process there, to be
// opened in Chrome's DevTools or summed by bench/lib/cpu-profile-summary.ts.
//
// Node's own --cpu-prof writes its profile only on a normal exit, and the engine ends its
// plugins with SIGINT (then SIGKILL): so the profiler is driven here, through the inspector,
// and the profile is written when SIGINT or SIGTERM arrives, or at exit.
"use strict";

const ROLES = [
  ["host", /[\\/]cmd[\\/]dynamic-provider/],
  ["program", /[\\/]cmd[\\/]run/],
];
const role = ROLES.find(([, pattern]) => process.argv.slice(1).some((arg) => pattern.test(arg)))?.[0];
const directory = process.env.BENCH_ENGINE_PROFILE;

if (role !== undefined && directory) {
  const inspector = require("node:inspector");
  const { writeFileSync } = require("node:fs");
  const { join } = require("node:path");
  const session = new inspector.Session();
  session.connect();
  session.post("Profiler.enable");
  // 1 ms between samples: finer than Node's default of 1 ms is no use at this machine's noise.
  session.post("Profiler.setSamplingInterval", { interval: 1000 });
  session.post("Profiler.start");
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    session.post("Profiler.stop", (error, result) => {
      if (!error) writeFileSync(join(directory, `${role}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  // Profiler.stop answers synchronously on the inspector's session, so the file is written
  // before the process goes on to exit.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      write();
      process.exit(0);
    });
  }
  process.on("exit", write);
}
