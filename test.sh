#!/usr/bin/env bash
# Runs every test of Mancala on a fresh Debian machine with JDK 17 and Maven: installs what the
# tests need (Xvfb and Mesa's software OpenGL, for the tests that open the real game window) when
# it is missing, then builds everything and runs all test suites with `mvn verify`.
set -euo pipefail
cd "$(dirname "$0")"

missing=()
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
dpkg -s libgl1-mesa-dri >/dev/null 2>&1 || missing+=(libgl1-mesa-dri)
if [ ${#missing[@]} -gt 0 ]; then
  echo "test.sh: installing ${missing[*]}" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

exec mvn -B verify "$@"
