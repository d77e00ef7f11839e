#!/bin/sh
# Goes back to the release before the current one (or to the release named: deploy/rollback.sh <commit>)
# and restarts the service. The release is already installed and built: nothing is downloaded or built.
# Same settings as deploy/release.sh: CLINIC_ROOT, CLINIC_RESTART.
set -eu

root=${CLINIC_ROOT:-/opt/clinic}
restart=${CLINIC_RESTART:-sudo systemctl restart clinic}
current=$(readlink "$root/current" 2>/dev/null || true)

if [ $# -gt 0 ]; then
  target=releases/$1
else
  target=$(cat "$root/previous" 2>/dev/null || true)
fi
if [ -z "$target" ] || [ ! -d "$root/$target" ]; then
  echo "rollback: no release to go back to (${target:-none recorded}); releases: $(ls "$root/releases" 2>/dev/null | tr '\n' ' ')" >&2
  exit 1
fi
if [ "$target" = "$current" ]; then
  echo "rollback: $target is already current"
  exit 0
fi

ln -sfn "$target" "$root/current.next"
mv -T "$root/current.next" "$root/current"
printf '%s\n' "$current" >"$root/previous"
echo "rollback: current is now ${target#releases/} (was ${current#releases/}); restarting: $restart"
sh -c "$restart"
