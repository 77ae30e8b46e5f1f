#!/usr/bin/env bash
# Builds the Python SDK's release files from sdk/python (generated from sdk/schema.json by
# `npm run sdk:generate`): <out>/pulumi_datafold-<version>-py3-none-any.whl and
# <out>/pulumi_datafold-<version>.tar.gz, what `pip install` takes from a release's assets.
# Built with `python -m build` of .venv-pulumi-python (`npm run python:install` makes it), in a
# copy, so that the build writes nothing into sdk/.
#
# Usage: scripts/pack-python-sdk.sh [--out DIR]   (default artifacts/; npm run sdk:pack)
set -euo pipefail
cd "$(dirname "$0")/.."
out_dir=artifacts
if [[ "${1:-}" == "--out" ]]; then out_dir=$2; fi
python=.venv-pulumi-python/bin/python
if [[ ! -x "$python" ]]; then
  echo "pack-python-sdk: .venv-pulumi-python not found: run \`npm run python:install\` first" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R sdk/python "$work/source"
mkdir -p "$out_dir"
if ! "$python" -m build --no-isolation --sdist --wheel --outdir "$out_dir" "$work/source" >"$work/build.log" 2>&1; then
  cat "$work/build.log" >&2
  echo "pack-python-sdk: python -m build failed (above)" >&2
  exit 1
fi
version=$(node -p 'require("./sdk/schema.json").version')
for file in "$out_dir/pulumi_datafold-$version-py3-none-any.whl" "$out_dir/pulumi_datafold-$version.tar.gz"; do
  echo "pack-python-sdk: $file ($(du -h "$file" | cut -f1))"
done
