/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/src", "<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  // Tests run the emulator package from its sources; child processes run its build.
  moduleNameMapper: {
    "^datafold-emulator$": "<rootDir>/packages/datafold-emulator/src/index.ts",
  },
  transform: {
    "^.+\\.ts$": "<rootDir>/tools/typescript/transform.js",
  },
  // Child processes in tests load the package as users do, from dist/.
  globalSetup: "<rootDir>/test/support/build-once.js",
};
