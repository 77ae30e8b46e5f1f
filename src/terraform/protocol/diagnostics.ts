import type { AttributePath, Diagnostic } from "./terraform-provider-interface";

/** tfplugin6's messages as protocol-definitions.ts encodes them (field names as the .proto writes them). */
export interface ProtocolAttributePath {
  readonly steps: readonly ({ readonly attribute_name: string } | { readonly element_key_int: number })[];
}

export interface ProtocolDiagnostic {
  readonly severity: "ERROR" | "WARNING";
  readonly summary: string;
  readonly detail: string;
  readonly attribute?: ProtocolAttributePath;
}

/** Strings are attribute names, numbers list indexes (element_key_int). */
export function protocolAttributePath(path: AttributePath): ProtocolAttributePath {
  return { steps: path.map((step) => (typeof step === "number" ? { element_key_int: step } : { attribute_name: step })) };
}

export function protocolDiagnostics(diagnostics: readonly Diagnostic[] | undefined): ProtocolDiagnostic[] {
  return (diagnostics ?? []).map((diagnostic) => ({
    severity: diagnostic.severity === "warning" ? "WARNING" : "ERROR",
    summary: diagnostic.summary,
    detail: diagnostic.detail ?? "",
    ...(diagnostic.attribute !== undefined && diagnostic.attribute.length > 0 ? { attribute: protocolAttributePath(diagnostic.attribute) } : {}),
  }));
}

/**
 * What a handler (or the conversion of its values) threw, as the one error diagnostic OpenTofu
 * prints: the message only, never a stack, which would show the provider's insides to a user
 * who can do nothing with them.
 */
export function diagnosticOfThrown(thrown: unknown): Diagnostic {
  if (thrown instanceof Error) return { severity: "error", summary: thrown.message !== "" ? thrown.message : thrown.name };
  if (typeof thrown === "string" && thrown !== "") return { severity: "error", summary: thrown };
  let shown: string;
  try {
    shown = JSON.stringify(thrown) ?? String(thrown);
  } catch {
    shown = String(thrown);
  }
  return { severity: "error", summary: `The provider failed with a value that is not an error: ${shown}` };
}
