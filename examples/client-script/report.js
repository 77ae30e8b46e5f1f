#!/usr/bin/env node
// A script that reads Datafold without Pulumi, with the package's typed clients:
// monitor counts by state, the failed transforms of a DMA project, the top queries, and
// the SQL-proxy tokens of a service principal (metadata only: secrets are never listed).
//
// Settings come from the environment, as in CI: DATAFOLD_API_KEY, DATAFOLD_HOST,
// DATAFOLD_PROXY_URL, DATAFOLD_PROXY_MANAGER_TOKEN. Arguments: [projectId] [clientId].
// It prints one JSON document, so a pipeline can check it with jq.
"use strict";
const { DatafoldClient, ProxyAdminClient, DatafoldError } = require("pulumi-datafold/client");

async function main() {
  const projectId = Number(process.argv[2] ?? 2);
  const clientId = process.argv[3] ?? "dbt-prod";
  const datafold = new DatafoldClient();
  const proxy = new ProxyAdminClient();

  const [monitors, transforms, topQueries, tokens] = await Promise.all([
    datafold.listAllMonitors(),
    datafold.listTransformSummaries(projectId),
    datafold.getTopQueries({ limit: 3 }),
    proxy.listTokens({ type: "service_principal", id: clientId }),
  ]);

  const monitorsByState = {};
  for (const monitor of monitors) {
    const state = monitor.state ?? "unknown";
    monitorsByState[state] = (monitorsByState[state] ?? 0) + 1;
  }
  const failedTransforms = transforms
    .flatMap((summary) => summary.transform_chain.chain.flatMap((link) => link.transforms))
    .filter((transform) => transform.failure_summary)
    .map((transform) => ({ uuid: transform.uuid, reason: transform.failure_summary.reason }));

  console.log(
    JSON.stringify(
      {
        monitors: monitors.length,
        monitorsByState,
        failedTransforms,
        topQueries: topQueries.map((query) => ({ fingerprint: query.fingerprint, executions: query.executionCount })),
        tokens: tokens.map((token) => ({ id: token.id, prefix: token.prefix, status: token.status, expiresAt: token.expires_at })),
      },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  // Our errors say what failed and what to do, and never hold a credential.
  console.error(error instanceof DatafoldError ? `${error.code}: ${error.message}` : error);
  process.exit(1);
});
