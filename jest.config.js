// Three Jest projects, so that each suite pays only for what it needs:
//
// - unit: the sources' own tests and everything that runs in the test's process (clients
//   against an in-process emulator, the data functions, the emulator's routes, the scripts
//   with stand-ins for the tools they run). No build: `npm run test:unit` starts at once.
// - integration: tests that start child processes which load the package as users do, from
//   dist/ (the provider host, installed and packed packages, the emulator's command, the
//   examples' type-check): the project's global setup builds dist/ first.
// - e2e: the real Pulumi CLI (test/e2e, and the demo, which runs it too), and OpenTofu (the
//   Terraform provider's tests at the top of test/terraform; their harness's own tests, in
//   test/terraform/support, are unit tests): dist/, the CLI and tofu.
//
// `npm test` runs all three; `--selectProjects` (or the test:* scripts) runs some. Jest runs
// a project's global setup only when one of its tests is selected.
"use strict";
const os = require("node:os");

/**
 * Tests of the integration project: each starts a process that requires pulumi-datafold or
 * datafold-emulator from dist/, or reads the shipped declarations there.
 */
const INTEGRATION = [
  "<rootDir>/test/api/doc-comments.test.ts",
  "<rootDir>/test/api/public-api.test.ts",
  "<rootDir>/test/docs/install-from-tarball.test.ts",
  "<rootDir>/test/docs/readme-client-example.test.ts",
  "<rootDir>/test/emulator/cli.test.ts",
  "<rootDir>/test/emulator/package.test.ts",
  "<rootDir>/test/examples/client-script.test.ts",
  "<rootDir>/test/examples/typecheck.test.ts",
  "<rootDir>/test/functions/program-process.test.ts",
  "<rootDir>/test/packaging/**/*.test.ts",
  "<rootDir>/test/plugin/plugin-server.test.ts",
  "<rootDir>/test/reliability/ambiguous-create.test.ts",
  "<rootDir>/test/reliability/bad-input.test.ts",
  "<rootDir>/test/reliability/durability.test.ts",
  "<rootDir>/test/reliability/faults.test.ts",
  "<rootDir>/test/reliability/parallel-load.test.ts",
  "<rootDir>/test/reliability/secret-hygiene.test.ts",
  "<rootDir>/test/resources/**/*.test.ts",
  "<rootDir>/test/types/**/*.test.ts",
];
/**
 * Tests of the e2e project: the real Pulumi CLI, and OpenTofu (the provider's tests, and the
 * OpenTofu benchmark run small). CI requires those under test/e2e/ to pass.
 */
const E2E = [
  "<rootDir>/test/e2e/**/*.test.ts",
  "<rootDir>/test/examples/demo.test.ts",
  "<rootDir>/test/terraform/*.test.ts",
  "<rootDir>/test/terraform/e2e/**/*.test.ts",
  "<rootDir>/test/bench/tofu-engine.test.ts",
];

/** What every project shares. */
const common = {
  testEnvironment: "node",
  // Tests run the emulator package from its sources; child processes run its build.
  moduleNameMapper: {
    "^datafold-emulator$": "<rootDir>/packages/datafold-emulator/src/index.ts",
  },
  transform: {
    "^.+\\.ts$": "<rootDir>/tools/typescript/transform.js",
  },
};

/** @type {import('jest').Config} */
module.exports = {
  // Most of the suite waits on servers and child processes rather than computing: more test
  // files than cores run at once (Jest's default on 2 cores would be a single worker).
  maxWorkers: Math.max(3, os.availableParallelism() - 1),
  // A worker keeps something of every test file it ran (their heaps reached 700 MB by the end
  // of the suite), and collecting garbage in such a heap costs CPU on every later file, and
  // made workers too slow to exit at the end. A worker is replaced once it holds 400 MB after
  // a file: on 2 cores that saved about a sixth of the suite's CPU time.
  workerIdleMemoryLimit: "400MB",
  // Tests share the machine with several others at once; a test that needs longer says so.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: "unit",
      roots: ["<rootDir>/src", "<rootDir>/test"],
      testMatch: ["**/*.test.ts"],
      testPathIgnorePatterns: [
        "/node_modules/",
        "<rootDir>/test/e2e/",
        "<rootDir>/test/examples/demo\\.test\\.ts$",
        "<rootDir>/test/terraform/[^/]+\\.test\\.ts$",
        "<rootDir>/test/terraform/e2e/",
        "<rootDir>/test/bench/tofu-engine\\.test\\.ts$",
        ...INTEGRATION.map(toPattern),
      ],
    },
    {
      ...common,
      displayName: "integration",
      roots: ["<rootDir>/test"],
      testMatch: INTEGRATION,
      globalSetup: "<rootDir>/test/support/build-once.js",
    },
    {
      ...common,
      displayName: "e2e",
      roots: ["<rootDir>/test"],
      testMatch: E2E,
      globalSetup: "<rootDir>/test/support/e2e-setup.js",
    },
  ],
};

/** A testMatch glob of INTEGRATION as a testPathIgnorePatterns regular expression. */
function toPattern(glob) {
  return `${glob.replace(/\./g, "\\.").replace("**/*", ".*")}$`;
}
