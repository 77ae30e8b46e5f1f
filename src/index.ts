/**
 * pulumi-datafold: typed clients of the Datafold API and the SQL-proxy admin API, their
 * schemas, and the errors they throw. Usable without Pulumi.
 */
export * from "./client";
export * from "./schemas";
export { PrincipalType, tokenBasePath, describePrincipal } from "./principal";
export type { Principal } from "./principal";
export { PACKAGE_NAME, PACKAGE_VERSION } from "./version";
