#!/usr/bin/env bash
# Checks both packages as npm would publish them: each is packed into a tarball, and publint
# (package.json against the files shipped) and arethetypeswrong (every entry's types under
# every module resolution) run on that tarball, not on the repository. Expects a build
# (`npm run lint:package` builds first). Fails on any message of either tool.
#
# arethetypeswrong runs with its default profile, which checks node10 (`moduleResolution:
# node`, what `pulumi new typescript` sets), node16 from CommonJS and from ESM, and bundler:
# every resolution users have, so no resolution is left out with --profile.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

check() {
  local tarball=$1
  local report
  # publint prints "All good!" only when it has nothing to say: a suggestion fails too.
  report=$(npx --no-install publint --strict --level suggestion "$tarball")
  printf '%s\n' "$report"
  grep -q "All good!" <<<"$report" || { echo "lint:package: publint has remarks on $(basename "$tarball")" >&2; return 1; }
  npx --no-install attw --format table-flipped "$tarball"
}

# --ignore-scripts: the emulator's prepack would build again.
root=$(npm pack --silent --ignore-scripts --pack-destination "$work" | tail -n 1)
emulator=$(npm pack --silent --ignore-scripts --pack-destination "$work" -w datafold-emulator | tail -n 1)
check "$work/$root"
check "$work/$emulator"
