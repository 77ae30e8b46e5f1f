// The repository's own stack, the top level of the design: `pulumi up` at the root manages a
// token for this repository's CI and reads the monitors, against whatever `datafold:*` stack
// config or `DATAFOLD_*` environment points at (the emulator, or a real account).
//
// "pulumi-datafold" resolves to this repository's build (`npm run build`) by the package's own
// name and exports; the provider host started here resolves `pulumi-datafold/provider` the
// same way, so no link or install is needed.
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();

// The CI job's service principal: a 30-day token, replaced a week before it expires.
const ci = new datafold.ProxyToken("ci", {
  principalType: "service_principal",
  principalId: config.get("ciClientId") ?? "pulumi-datafold-ci",
  label: "pulumi-datafold CI",
  expiresInDays: 30,
  rotateBeforeDays: 7,
  revokeReason: "rotated by the pulumi-datafold root stack",
});

const monitors = datafold.getMonitorsOutput({ tags: config.getObject<string[]>("monitorTags") });

export const ciTokenPrefix = ci.prefix;
export const ciTokenExpiresAt = ci.expiresAt;
/** A secret: `pulumi stack output ciToken --show-secrets`. */
export const ciToken = ci.token;
export const monitorCountsByState = monitors.countsByState;
