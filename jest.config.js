/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/src", "<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": "<rootDir>/test/support/typescript-transform.js",
  },
  // Child processes in tests load the package as users do, from dist/.
  globalSetup: "<rootDir>/test/support/build-once.js",
};
