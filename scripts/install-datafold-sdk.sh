#!/usr/bin/env bash
# Creates .venv-datafold-sdk: a Python virtualenv holding datafold-sdk[mcp] 0.4.1 from PyPI
# (the `datafold` CLI and the `datafold-mcp` MCP server), which test/sdk/ runs against the
# emulator. CI runs it before `npm test`; developers run it with `npm run sdk:install`.
#
# Needs Python 3.11 or newer (datafold-sdk requires it) and PyPI. Installs under the versions
# of tools/datafold-sdk/constraints.txt, so that a new release of a dependency cannot change
# what the tests see. dbt-core stays below 1.11: newer releases download from GitHub while
# they build, which machines without GitHub access cannot do.
#
# Idempotent: an existing virtualenv that already holds datafold-sdk 0.4.1 is kept, in well
# under a second. Usage: scripts/install-datafold-sdk.sh [--force]
set -euo pipefail
# shellcheck source=lib/find-python.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/find-python.sh"

version=0.4.1
repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
venv="$repo_root/.venv-datafold-sdk"
constraints="$repo_root/tools/datafold-sdk/constraints.txt"
start=$(date +%s)

has_sdk() {
  [[ -x "$venv/bin/python" && -x "$venv/bin/datafold-mcp" ]] &&
    "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('datafold-sdk') != '$version')" 2>/dev/null
}

if [[ "${1:-}" != "--force" ]] && has_sdk; then
  echo "install-datafold-sdk: .venv-datafold-sdk already holds datafold-sdk $version"
  exit 0
fi

# The first Python of 3.11 or newer; PYTHON chooses another.
python=$(find_python 11)
if [[ -z "$python" ]]; then
  echo "install-datafold-sdk: no Python 3.11 or newer found (datafold-sdk needs it); set PYTHON to one" >&2
  exit 1
fi

rm -rf "$venv"
"$python" -m venv "$venv"
if ! "$venv/bin/pip" install --quiet --disable-pip-version-check --no-input \
  -c "$constraints" "datafold-sdk[mcp]==$version" "dbt-core<1.11"; then
  echo "install-datafold-sdk: pip could not install datafold-sdk[mcp]==$version from PyPI (see above)" >&2
  rm -rf "$venv"
  exit 1
fi
if ! has_sdk; then
  echo "install-datafold-sdk: the install finished, but .venv-datafold-sdk lacks datafold-mcp or datafold-sdk $version" >&2
  exit 1
fi
echo "install-datafold-sdk: datafold-sdk $version installed in .venv-datafold-sdk ($(( $(date +%s) - start )) s, with $("$python" --version))"
