/**
 * The floor's resource: the same constructor as pulumi-datafold's ProxyToken (src/resources/
 * proxy-token.ts), the same output properties and secret, and the same reserved input
 * `__resourceName` (its project, stack and name, which ProxyToken passes because a dynamic
 * provider is never told its URN), with the do-nothing provider.
 */
"use strict";
const pulumi = require("@pulumi/pulumi");
const provider = require("./provider");

const OUTPUTS = ["tokenId", "token", "prefix", "tokenType", "status", "createdAt", "expiresAt", "revokedAt", "revokedReason", "serviceClockOffsetSeconds"];

class FloorProxyToken extends pulumi.dynamic.Resource {
  constructor(name, args, opts) {
    const outputs = Object.fromEntries(OUTPUTS.map((key) => [key, undefined]));
    const secretOutputs = [...new Set([...((opts && opts.additionalSecretOutputs) || []), "token"])];
    const resourceName = { __resourceName: `${pulumi.getProject()}/${pulumi.getStack()}/${name}` };
    super(provider, name, { ...outputs, ...args, ...resourceName }, { ...opts, additionalSecretOutputs: secretOutputs }, "floor", "ProxyToken");
  }
}

module.exports = { FloorProxyToken };
