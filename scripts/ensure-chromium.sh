#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; install it when it is missing (Playwright cannot download here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium absent : installation par apt-get..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -y
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium
