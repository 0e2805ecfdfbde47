#!/usr/bin/env bash
# Builds Mancala (skipping the tests) and starts it; arguments go to the game, for example
# `./run.sh text` or `./run.sh --help`.
set -euo pipefail
cd "$(dirname "$0")"
mvn -B -q package -DskipTests -Dspotless.check.skip=true
exec java -jar desktop/target/mancala.jar "$@"
