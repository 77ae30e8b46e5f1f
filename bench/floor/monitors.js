/**
 * The floor's monitors: a component with one child per monitor, the children of the four
 * kinds' types with the do-nothing provider (monitor-provider.js). It reads the monitors'
 * inputs from a JSON file the benchmark writes beside the YAML files ours reads, so the
 * engine sees the same resources, parented and named alike.
 */
"use strict";
const { readFileSync } = require("node:fs");
const pulumi = require("@pulumi/pulumi");
const provider = require("./monitor-provider");

const TYPES = { metric: "MetricMonitor", diff: "DataDiffMonitor", schema: "SchemaChangeMonitor", test: "DataTestMonitor" };

class FloorMonitor extends pulumi.dynamic.Resource {
  constructor(kind, name, args, opts) {
    super(provider, name, { monitorId: undefined, monitorType: undefined, ...args }, opts, "floor", TYPES[kind]);
  }
}

class FloorMonitors extends pulumi.ComponentResource {
  constructor(name, args, opts) {
    super("floor:index:MonitorsFromYaml", name, {}, opts);
    const monitors = JSON.parse(readFileSync(args.file, "utf8"));
    const ids = {};
    for (const { slug, kind, inputs } of monitors) {
      ids[slug] = new FloorMonitor(kind, args.childName(slug), inputs, { parent: this }).monitorId;
    }
    this.registerOutputs({ monitorIds: ids });
  }
}

module.exports = { FloorMonitors };
