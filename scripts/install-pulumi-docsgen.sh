#!/usr/bin/env bash
# Builds pulumi-docsgen (tools/pulumi-cli/docsgen: the Registry's API docs from sdk/schema.json,
# with Pulumi's docs generator) from the Go module proxy into .pulumi-cli/bin/pulumi-docsgen.
#
# A script of its own rather than a step of install-pulumi-cli.sh: the generator is a module of
# its own, pinned apart from the CLI (its go.mod says why), and a change to it should not make
# every checkout rebuild the CLI and its language hosts.
#
# Idempotent: .pulumi-cli/docsgen.stamp holds a hash of the inputs; when it matches and the
# binary exists the build is skipped, silently. Measured on 2 shared cores: 4 min with an empty
# build cache (modules already downloaded), seconds once Go's cache holds it.
#
# Usage: scripts/install-pulumi-docsgen.sh [--force]
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tool_dir="$repo_root/tools/pulumi-cli/docsgen"
out_dir="$repo_root/.pulumi-cli"
binary="$out_dir/bin/pulumi-docsgen"
stamp_file="$out_dir/docsgen.stamp"

force=0
if [[ "${1:-}" == "--force" ]]; then force=1; fi

if ! command -v go >/dev/null 2>&1; then
  echo "install-pulumi-docsgen: 'go' not found on PATH (Go >= 1.25 is needed)" >&2
  exit 1
fi

stamp=$( { go env GOVERSION GOOS GOARCH; cat "$tool_dir/go.mod" "$tool_dir/go.sum" "$tool_dir"/*.go "${BASH_SOURCE[0]}"; } | sha256sum | cut -d' ' -f1)
if [[ $force -eq 0 && -x "$binary" && -f "$stamp_file" && "$(cat "$stamp_file")" == "$stamp" ]]; then
  exit 0
fi

echo "install-pulumi-docsgen: building pulumi-docsgen from the Go module proxy: about 4 minutes on 2 cores the first time, seconds once Go's cache holds it"
start=$(date +%s)
mkdir -p "$out_dir/bin"
rm -f "$stamp_file"
go_output=$(mktemp)
trap 'rm -f "$go_output"' EXIT
# go.sum is committed and complete; -mod=readonly makes a stale one an error rather than a silent rewrite.
if ! (cd "$tool_dir" && GOFLAGS="${GOFLAGS:+$GOFLAGS }-mod=readonly" CGO_ENABLED="${CGO_ENABLED:-0}" \
  go build -trimpath -ldflags "-s -w" -o "$binary.tmp" .) >"$go_output" 2>&1; then
  cat "$go_output" >&2
  echo "install-pulumi-docsgen: the build failed after $(( $(date +%s) - start )) s (go build's output above)" >&2
  exit 1
fi
grep -v '^go: downloading ' "$go_output" >&2 || true
mv -f "$binary.tmp" "$binary"
echo "$stamp" > "$stamp_file"
echo "install-pulumi-docsgen: built $binary in $(( $(date +%s) - start )) s"
