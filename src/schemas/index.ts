export * from "./monitor";
export * from "./data-diff";
export * from "./validation-error";
export * from "./transform";
export * from "./lineage";
export * from "./token";
export * from "./bi-integration";
export * from "./data-source";
