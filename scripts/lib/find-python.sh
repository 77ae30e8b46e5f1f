# Sourced by the install scripts that make a Python virtualenv.
#
# find_python MINOR: prints the first Python 3.MINOR or newer (3.x only) among $PYTHON, the
# versioned names from 3.11 up, 3.MINOR itself, and python3; prints nothing when there is none.
find_python() {
  local minor=$1 candidate
  for candidate in ${PYTHON:-} python3.11 python3.12 python3.13 "python3.$minor" python3; do
    if command -v "$candidate" >/dev/null 2>&1 &&
      "$candidate" -c "import sys; sys.exit(not (3, $minor) <= sys.version_info[:2] < (4, 0))" 2>/dev/null; then
      echo "$candidate"
      return
    fi
  done
}
