// @ts-check
import eslint from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

const NOT_FROM_TEST = { group: ["**/test/**"], message: "Only tests import from test/; move shared code to tools/." };

/**
 * A client/ module's imports that leave src/client/ (`up` is the relative prefix that reaches
 * src/ from its folder) may reach only src/core/, src/schemas/ and src/types/: nothing of the
 * provider, the resources, the shells, the data functions, the policies or the root modules.
 */
function clientStaysLow(up) {
  return {
    regex: `${up}(?!(core|types|schemas)(/|$))`,
    message: "src/client/ imports from src/ only src/core/, src/schemas/ and src/types/: the provider, resources, shells, functions, policies and root modules are above it.",
  };
}

/** The import rule of one layer of src/: `patterns` besides NOT_FROM_TEST; its tests may import anything. */
function layer(files, patterns) {
  return { files, ignores: ["**/*.test.ts"], rules: { "no-restricted-imports": ["error", { patterns: [NOT_FROM_TEST, ...patterns] }] } };
}

export default tseslint.config(
  { ignores: ["**/dist/", "node_modules/", "coverage/", "examples/*/node_modules/", "examples/*/bin/", "examples/cdktn/.gen/", "examples/cdktn/cdktf.out/", ".venv-datafold-sdk/", ".venv-pulumi-python/"] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
      eqeqeq: ["error", "smart"],
      "no-console": "off",
    },
  },
  {
    // Tests may use everything; what users and maintainers run must not depend on the tests.
    files: ["bench/**", "scripts/**", "tools/**", "src/**", "packages/*/src/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_FROM_TEST] }] },
  },
  // The layers of src/, lowest first (docs/architecture.md, section 1): types/, core/,
  // schemas/, then client/ (settings/, transport/, main-service/ and proxy-admin/), then
  // kit/ (on core/ alone), then everything else. A module imports only from its own layer and those below it. A later
  // entry replaces the rule above for its files, so each one repeats NOT_FROM_TEST.
  layer(["src/types/**"], [{ regex: "^\\.\\./", message: "src/types/ is the lowest layer: it imports only from src/types/." }]),
  layer(["src/core/**"], [
    { regex: "^\\.\\./(?!types/)", message: "src/core/ imports only from src/core/ and src/types/: it is below client/ and everything else." },
  ]),
  layer(["src/schemas/**"], [
    { regex: "^\\.\\./(?!(types|core)/)", message: "src/schemas/ imports only from src/schemas/, src/core/ and src/types/." },
  ]),
  // The resource kit is what every resource family stands on, itself on src/core/ alone: what it
  // needs of the provider (the settings check) is handed in, so the provider can import it and not
  // the other way round.
  layer(["src/kit/**"], [
    { regex: "^\\.\\./(?!(core|types)/)", message: "src/kit/ imports only from src/kit/, src/core/ and src/types/: the provider, the clients and everything else stand on it, and what it needs of them is handed in." },
  ]),
  layer(["src/client/*.ts"], [clientStaysLow("^\\.\\./")]),
  layer(["src/client/settings/**"], [
    clientStaysLow("^\\.\\./\\.\\./"),
    { regex: "^\\.\\./(transport|main-service|proxy-admin)(/|$)", message: "client/settings/ is below the transport and the services: it imports none of them." },
  ]),
  layer(["src/client/transport/**"], [
    clientStaysLow("^\\.\\./\\.\\./"),
    { regex: "^\\.\\./(main-service|proxy-admin)(/|$)", message: "client/transport/ is below the services: it imports neither main-service/ nor proxy-admin/." },
  ]),
  layer(["src/client/main-service/**"], [
    clientStaysLow("^\\.\\./\\.\\./"),
    { regex: "^\\.\\./proxy-admin(/|$)", message: "The two services' clients are independent: client/main-service/ does not import client/proxy-admin/." },
  ]),
  layer(["src/client/proxy-admin/**"], [
    clientStaysLow("^\\.\\./\\.\\./"),
    { regex: "^\\.\\./main-service(/|$)", message: "The two services' clients are independent: client/proxy-admin/ does not import client/main-service/." },
  ]),
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
