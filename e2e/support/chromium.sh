#!/usr/bin/env bash
# Debian's Chromium for the journeys, without the omnibox popup. Headless Chromium still builds a browser window
# for each context, and its address bar preloads its popup as a WebUI page (chrome://omnibox-popup.top-chrome/)
# in a renderer of its own: about 0.6 s of CPU per context, measured with 8 contexts side by side, on a suite that
# opens over a hundred. Chromium keeps only the last --disable-features it is given, so Playwright's own list
# (its launch defaults) and ours are merged into one here rather than ours replacing it.
set -euo pipefail
disabled="WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup"
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled="$disabled,${arg#--disable-features=}" ;;
    *) args+=("$arg") ;;
  esac
done
exec /usr/bin/chromium "${args[@]}" "--disable-features=$disabled"
