#!/bin/sh
# Build the app bundle in dist/kosci/ (see packaging/build.py, which does the work and also
# runs on Windows and macOS as `python packaging/build.py`).
set -eu
cd "$(dirname "$0")/.."
PY=${PYTHON:-$(command -v python3 || command -v python)}
exec "$PY" packaging/build.py "$@"
