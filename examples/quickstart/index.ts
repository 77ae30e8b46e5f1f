// pulumi-datafold quickstart: SQL-proxy tokens for a user, a service principal and the
// proxy manager, the flags of a data diff, and read-outs of monitors and DMA transforms.
//
// Credentials come from the stack config or the environment, never from this program:
//   datafold:apiKey / DATAFOLD_API_KEY                       (main service)
//   datafold:host / DATAFOLD_HOST                            (default https://app.datafold.com)
//   datafold:proxyUrl / DATAFOLD_PROXY_URL                   (SQL proxy admin API)
//   datafold:proxyManagerToken / DATAFOLD_PROXY_MANAGER_TOKEN
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();
const analystId = config.get("analystUserId") ?? "alice";
const dbtClientId = config.get("dbtClientId") ?? "dbt-prod";
const dataDiffId = config.getNumber("dataDiffId") ?? 101;
const dmaProjectId = config.getNumber("dmaProjectId") ?? 2;

// A BI analyst's token: 90 days, replaced by `pulumi up` once it expires within 14 days.
const analyst = new datafold.ProxyToken("analyst", {
  principalType: "user",
  principalId: analystId,
  label: "BI tool",
  expiresInDays: 90,
  rotateBeforeDays: 14,
});

// The dbt job's token. Bump `rotation` in the config to rotate it on demand.
const dbt = new datafold.ProxyToken("dbt", {
  principalType: "service_principal",
  principalId: dbtClientId,
  label: "dbt production",
  expiresInDays: 30,
  rotateBeforeDays: 7,
  rotationTriggers: { rotation: config.get("rotation") ?? "1" },
  revokeReason: "rotated by the quickstart stack",
});

// A proxy-manager token for automation, short-lived. Its label, left out, is its own
// ("pulumi quickstart/<stack>/automation #..."): the app shows which stack holds it, and a create
// whose answer was lost can tell its token from any other stack's.
const automation = new datafold.ProxyToken("automation", {
  principalType: "proxy_manager",
  expiresInDays: 7,
});

// Archive an old data diff; un-archive it again when this stack is destroyed.
const oldDiff = new datafold.DataDiffFlags("old-diff", {
  datadiffId: dataDiffId,
  archived: true,
  restoreOnDelete: true,
});

const monitors = datafold.getMonitorsOutput();
const transforms = datafold.getTransformSummariesOutput({ projectId: dmaProjectId });

export const analystTokenPrefix = analyst.prefix;
export const analystTokenExpiresAt = analyst.expiresAt;
export const dbtTokenPrefix = dbt.prefix;
/** The secret itself: Pulumi shows it as [secret]; read it with `pulumi stack output dbtToken --show-secrets`. */
export const dbtToken = dbt.token;
export const automationTokenPrefix = automation.prefix;
export const oldDiffArchived = oldDiff.archived;
export const monitorCountsByState = monitors.countsByState;
export const transformProgress = transforms.progress.apply((progress) => ({
  total: progress.total,
  percentDone: progress.percentDone,
  countsByStatus: progress.countsByStatus,
}));
export const failingTransforms = transforms.progress.apply((progress) =>
  progress.failed.map((failed) => ({ source: failed.source, reason: failed.reason, problem: failed.problem, solution: failed.solution })),
);
