/**
 * The lifecycle every floor provider shares: check fills in the defaults ours does, create
 * makes up the outputs ours adds (no request, no id from anyone), read gives the state back,
 * diff sees no change, delete does nothing. What differs between floors is only the shape of
 * their resources: `withDefaults(news)` and `outputsOf(inputs, id)`.
 */
"use strict";

/** A dynamic provider doing nothing for resources of the shape the two functions give. */
function doNothingProvider({ withDefaults, outputsOf }) {
  let lastId = 0;
  return {
    async check(_olds, news) {
      return { inputs: withDefaults(news) };
    },
    async diff() {
      return { changes: false };
    },
    async create(inputs) {
      const id = ++lastId;
      return { id: String(id), outs: { ...inputs, ...outputsOf(inputs, id) } };
    },
    async read(id, props) {
      return { id, props };
    },
    async update(_id, olds, news) {
      return { outs: { ...olds, ...news } };
    },
    async delete() {},
  };
}

module.exports = { doNothingProvider };
