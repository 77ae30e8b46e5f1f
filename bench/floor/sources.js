/**
 * The floor's LookerIntegration and DataSource: the types' names, the named outputs and the
 * secret inputs of ours, with the do-nothing provider (source-provider.js).
 */
"use strict";
const pulumi = require("@pulumi/pulumi");
const provider = require("./source-provider");

const DATA_SOURCE_OUTPUTS = ["dataSourceId", "type", "connectionTest", "name", "postgres", "tempSchema", "hidden", "isPaused", "viewOnly", "disableProfiling", "disableSchemaIndexing", "floatTolerance"];
const LOOKER_OUTPUTS = ["integrationId", "unheldSettings", "name", "baseUrl", "clientId", "repoId", "projectIds", "bindings", "indexingCron"];

const named = (keys) => Object.fromEntries(keys.map((key) => [key, undefined]));

class FloorDataSource extends pulumi.dynamic.Resource {
  constructor(name, args, opts) {
    super(provider, name, { ...named(DATA_SOURCE_OUTPUTS), ...args }, opts, "floor", "DataSource");
  }
}

class FloorLookerIntegration extends pulumi.dynamic.Resource {
  constructor(name, args, opts) {
    const secretOutputs = [...new Set([...((opts && opts.additionalSecretOutputs) || []), "clientSecret"])];
    super(provider, name, { ...named(LOOKER_OUTPUTS), ...args }, { ...opts, additionalSecretOutputs: secretOutputs }, "floor", "LookerIntegration");
  }
}

module.exports = { FloorDataSource, FloorLookerIntegration };
