/**
 * The floor of the engine benchmark (bench/engine.ts): a dynamic provider that does nothing,
 * for a resource with the properties of a ProxyToken. No request is sent, no input checked:
 * whatever `pulumi preview/up/refresh/destroy` of a stack of these takes is the engine's own
 * cost (CLI, language host, program, SDK, provider host, state) for resources of that shape.
 *
 * It is a module's whole exports, as the package's shells are (src/shells/*.ts), and the
 * benchmark installs it under node_modules, so the SDK stores a one-line `require` of this
 * file as every resource's `__provider`, not its code: the floor's state is the engine's
 * minimum per resource of this shape.
 *
 * Its state has exactly the keys of a ProxyToken's, with values of the same types and lengths
 * (the benchmark checks the keys on its first stacks): the inputs as a ProxyToken's check
 * returns them (`revokeOnDelete` filled in, `__resourceName` passed on), and outputs made up
 * without asking anyone (`__resourceName` is not one of them, as it is not of a ProxyToken).
 */
"use strict";

const INPUTS = ["principalType", "principalId", "label", "expiresInDays", "rotateBeforeDays", "rotationTriggers", "revokeReason", "revokeOnDelete"];
const DAY_MS = 86_400_000;
let lastTokenId = 0;

/** The input keys of a state object, absent values left out. */
function inputsOf(props) {
  const inputs = {};
  for (const key of INPUTS) if (props[key] !== undefined && props[key] !== null) inputs[key] = props[key];
  return inputs;
}

function isoSeconds(ms) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

module.exports = {
  async check(_olds, news) {
    const resourceName = typeof news.__resourceName === "string" ? { __resourceName: news.__resourceName } : {};
    return { inputs: { ...inputsOf(news), revokeOnDelete: news.revokeOnDelete ?? true, ...resourceName } };
  },
  async diff() {
    return { changes: false };
  },
  async create(inputs) {
    const tokenId = ++lastTokenId;
    const now = Date.now();
    const secret = `sqlp_pcp_${tokenId.toString(16).padStart(8, "0")}${"0".repeat(32)}`;
    return {
      id: `users/${inputs.principalId}/${tokenId}`,
      outs: {
        ...inputsOf(inputs),
        tokenId,
        token: secret,
        prefix: secret.slice(0, 17),
        tokenType: "principal",
        status: "active",
        createdAt: isoSeconds(now),
        expiresAt: typeof inputs.expiresInDays === "number" ? isoSeconds(now + inputs.expiresInDays * DAY_MS) : null,
        revokedAt: null,
        revokedReason: null,
        serviceClockOffsetSeconds: 0,
      },
    };
  },
  async read(id, props) {
    return { id, props, inputs: inputsOf(props) };
  },
  async update(_id, olds, news) {
    return { outs: { ...olds, ...inputsOf(news) } };
  },
  async delete() {},
};
