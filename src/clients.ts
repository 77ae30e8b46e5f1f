/**
 * `pulumi-datafold/client`: typed clients of the Datafold API and the SQL-proxy admin API,
 * their schemas, and the errors they throw. This entry does not load `@pulumi/pulumi`, so
 * scripts and services can use it without Pulumi installed.
 */
export * from "./client";
export * from "./schemas";
export { PrincipalType, tokenBasePath, describePrincipal } from "./principal";
export type { Principal } from "./principal";
export { PACKAGE_NAME, PACKAGE_VERSION } from "./version";
