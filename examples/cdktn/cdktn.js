#!/usr/bin/env node
// Runs the cdktn CLI (cdktn-cli) with OpenTofu, and with what it takes from Node 22 that Node 20
// lacks. `node cdktn.js <command>` takes what `cdktn <command>` takes; the npm scripts use it.
//
// OpenTofu: cdktn runs the CLI that TERRAFORM_BINARY_NAME names, `terraform` unless it is set.
// Here it is `tofu` unless it is set, so that a `terraform` on PATH is never run by mistake.
//
// Node 20: cdktn-cli 0.24 declares Node >= 22.19. The undici bundled into its commands takes
// `markAsUncloneable` from node:worker_threads when it loads (Node 22.10 and later), so on
// Node 20 every command but --help fails with "markAsUncloneable is not a function". That
// function only marks an object as one that structuredClone must refuse; the CLI never clones
// undici's objects, so a function that does nothing stands in for it. On Node 22.10 or later
// nothing is changed. On Node 20 the CLI still says that it wants Node 22 (an `Error` with
// `__type: 'Usage'`, printed, not thrown) and goes on.
"use strict";
process.env.TERRAFORM_BINARY_NAME ||= "tofu";
const workerThreads = require("node:worker_threads");
if (typeof workerThreads.markAsUncloneable !== "function") workerThreads.markAsUncloneable = () => undefined;
require("cdktn-cli/bin/cdktn");
