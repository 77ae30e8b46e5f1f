/**
 * pulumi-datafold: Pulumi resources (`ProxyToken`, `DataDiffFlags`) and data functions of
 * the Datafold platform, and the typed clients they are built on. Without Pulumi, import
 * `pulumi-datafold/client` instead: this entry loads `@pulumi/pulumi`.
 */
export * from "./clients";
export * from "./resources";
export * from "./functions";
