import type { CheckFailure } from "../../kit/check-failure";
import { DatafoldError } from "../../core/errors";
import type { AttributePath, Diagnostic } from "../protocol/terraform-provider-interface";
import type { TfAttribute } from "../shapes/terraform-schema-file";
import type { ShapeFailure } from "../shapes/kit-values";
import { terraformPlaceOf } from "../shapes/terraform-place";
import { inTerraformTerms } from "./terraform-terms";

/*
 * The kit's messages as OpenTofu diagnostics: the same sentence the Pulumi routes print, the
 * place named as HCL writes it (`metric.table.filter`, not `metric.filter`) and given as the
 * diagnostic's attribute, so that OpenTofu points at the line of the configuration.
 */

type Bag = Record<string, unknown>;

/**
 * Where a diagnostic points OpenTofu in the configuration: the top-level argument of `path`.
 * OpenTofu 1.12 (tfdiags' ElaborateFromConfigBody) follows a path through nested blocks only,
 * then looks its last step's name up where it stopped: a path into a nested attribute
 * (`alert.automatic.sensitivity`) would point at the whole resource, or at an unrelated
 * argument of the same name as its last step. The message names the whole path.
 */
export function pointedAttribute(path: AttributePath): AttributePath {
  return path.slice(0, 1);
}

/** One error diagnostic per value Terraform's shape let through but the kit's cannot take (two variants of a union set). */
export function shapeDiagnostics(typeName: string, failures: readonly ShapeFailure[]): Diagnostic[] {
  return failures.map((failure) => ({
    severity: "error",
    summary: `Invalid ${typeName} argument ${failure.place.text}`,
    detail: failure.message,
    attribute: pointedAttribute(failure.place.path),
  }));
}

/** One error diagnostic per kit failure; `values` are the kit inputs the failures are about (a union's variant is read from them). */
export function failureDiagnostics(resource: string, attributes: readonly TfAttribute[], failures: readonly CheckFailure[], values: Readonly<Bag>): Diagnostic[] {
  return failures.map((failure) => {
    if (failure.path === undefined) return { severity: "error", summary: `Invalid ${resource}`, detail: inTerraformTerms(failure.reason) };
    const place = terraformPlaceOf(attributes, failure.path, values);
    const detail = failure.problem !== undefined ? `${place.text} ${inTerraformTerms(failure.problem)}` : inTerraformTerms(failure.reason);
    return { severity: "error", summary: `Invalid ${resource} argument ${place.text}`, detail, attribute: pointedAttribute(place.path) };
  });
}

/** An error the provider's own code raised: its message (our errors never quote a credential), in Terraform's terms. */
export function errorDiagnostic(summary: string, error: unknown, attribute?: AttributePath): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  const named = error instanceof DatafoldError ? message : message.split("\n")[0]!;
  return { severity: "error", summary, detail: inTerraformTerms(named), ...(attribute === undefined ? {} : { attribute }) };
}
