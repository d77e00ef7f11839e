#!/bin/sh
# Installs the commit checked out in /opt/clinic/source as a release of its own, then switches to it:
#   cd /opt/clinic/source && git pull && deploy/release.sh
# The running server never sees a file change: the new release is cloned, installed (npm ci) and built in
# /opt/clinic/releases/<commit>, and only then does /opt/clinic/current (the unit's WorkingDirectory) point
# at it, in one rename, before the restart. deploy/rollback.sh goes back. Layout and upgrade: docs/deploy.md.
#
# CLINIC_ROOT    the folder holding source/, releases/ and current (default /opt/clinic)
# CLINIC_RESTART the command that restarts the service (default: sudo systemctl restart clinic)
# CLINIC_KEEP    how many releases to keep, the current one included (default 3)
set -eu

source_dir=$(cd "$(dirname "$0")/.." && pwd)
root=${CLINIC_ROOT:-/opt/clinic}
restart=${CLINIC_RESTART:-sudo systemctl restart clinic}
keep=${CLINIC_KEEP:-3}

if [ -n "$(git -C "$source_dir" status --porcelain --untracked-files=no)" ]; then
  echo "release: $source_dir has uncommitted changes; a release is made from a commit" >&2
  exit 1
fi
commit=$(git -C "$source_dir" rev-parse --short=12 HEAD)
release=$root/releases/$commit
current=$(readlink "$root/current" 2>/dev/null || true)
mkdir -p "$root/releases"

if [ "$current" = "releases/$commit" ]; then
  echo "release: $commit is already the current release; to restart it: $restart"
  exit 0
fi

if [ -d "$release" ]; then
  echo "release: $commit was built before; switching to it"
else
  # Built under another name and renamed when complete: an interrupted release is never switched to.
  building=$release.building
  rm -rf "$building"
  git clone --quiet --no-checkout "$source_dir" "$building"
  git -C "$building" checkout --quiet --detach "$commit"
  # The current release's built files come along, so pages a browser opened before the switch still find
  # their scripts and styles (the build keeps the previous build's files beside its own).
  if [ -n "$current" ] && [ -d "$root/$current/dist" ]; then cp -a "$root/$current/dist" "$building/dist"; fi
  # The build needs the dev packages and a production bundle, whatever NODE_ENV this shell has.
  (cd "$building" && npm ci --include=dev --no-audit --no-fund && NODE_ENV=production npm run build)
  mv "$building" "$release"
fi

# One rename replaces the link: there is no moment without a current release.
ln -sfn "releases/$commit" "$root/current.next"
mv -T "$root/current.next" "$root/current"
if [ -n "$current" ]; then printf '%s\n' "$current" >"$root/previous"; fi
echo "release: current is now $commit (was ${current:-none}); restarting: $restart"
sh -c "$restart"

# The oldest releases go, never the current or the previous one.
ls -1t "$root/releases" | grep -v '\.building$' | tail -n +"$((keep + 1))" | while read -r old; do
  if [ "releases/$old" != "$current" ]; then rm -rf "${root:?}/releases/$old" && echo "release: removed $old"; fi
done
echo "release: done; to go back: $source_dir/deploy/rollback.sh"
