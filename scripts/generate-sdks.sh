#!/usr/bin/env bash
# Generates the Python and Go SDKs, sdk/python and sdk/go, from the package schema
# sdk/schema.json, with pulumi-sdkgen (tools/pulumi-cli/sdkgen, built with the CLI by
# scripts/install-pulumi-cli.sh, which this runs first: silent when the build is current).
# Then `go mod tidy` in sdk/, whose go.mod makes the Go SDK a module
# (github.com/pulumi-datafold/pulumi-datafold/sdk) requiring the CLI's sdk/v3.
#
# --check writes nothing and fails, naming each file, when sdk/ is not what the schema
# generates, or sdk/go.mod and go.sum are not tidy.
#
# Usage: scripts/generate-sdks.sh [--check]   (npm run sdk:generate [-- --check])
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
schema="$repo_root/sdk/schema.json"
check=()
if [[ "${1:-}" == "--check" ]]; then check=(--check); fi

if [[ ! -f "$schema" ]]; then
  echo "generate-sdks: sdk/schema.json not found; the package schema generator (tools/codegen) writes it" >&2
  exit 1
fi
bash "$repo_root/scripts/install-pulumi-cli.sh"
# The Python package ships the repository's license (LICENSE in the wheel and the sdist).
"$repo_root/.pulumi-cli/bin/pulumi-sdkgen" --schema "$schema" --out "$repo_root/sdk" --license "$repo_root/LICENSE" "${check[@]+"${check[@]}"}"
cd "$repo_root/sdk"
if [[ ${#check[@]} -eq 0 ]]; then
  go mod tidy
  echo "generate-sdks: sdk/python and sdk/go generated from sdk/schema.json"
elif ! go mod tidy -diff; then
  echo "generate-sdks: sdk/go.mod or sdk/go.sum is not tidy (the diff above); run \`npm run sdk:generate\`" >&2
  exit 1
fi
