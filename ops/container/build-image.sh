#!/usr/bin/env bash
# Builds the container image kartyna:latest from Debian packages and the npm registry alone (no
# image registry is needed): a minimal bookworm root made by debootstrap, Node from the npm
# registry's `node` package (bookworm's nodejs is 18, too old), the built apps and their
# production dependencies; then `buildah from scratch` over all that. One image for the API, the
# storefront, the worker and the migrations: the command chooses (ops/container/entrypoint.sh).
# Run as root (debootstrap and `buildah mount` need it). docs/going-live.md, "Container image".
#
#   ops/container/build-image.sh                 # builds the apps, then the image
#   ops/container/build-image.sh --reuse-build   # takes the apps as already built (quicker)
#
# Settings: KARTYNA_IMAGE (default kartyna:latest), KARTYNA_CONTAINER_CACHE (default
# ~/.cache/kartyna/container: the debootstrapped root, Node and the production node_modules, each
# reused while its inputs are unchanged), DEBIAN_MIRROR, NODE_MAJOR (default: .nvmrc's, 24).
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root" # the globs and paths below are the repository's
image="${KARTYNA_IMAGE:-kartyna:latest}"
cache="${KARTYNA_CONTAINER_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kartyna/container}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
node_major="${NODE_MAJOR:-$(tr -dc 0-9 <"$root/.nvmrc")}"
reuse_build=false
for arg in "$@"; do
  case "$arg" in
    --reuse-build) reuse_build=true ;;
    *) echo "build-image: unknown option $arg" >&2 && exit 2 ;;
  esac
done

say() { echo "[build-image] $*"; }
for tool in buildah debootstrap npm rsync; do
  command -v "$tool" >/dev/null || { echo "build-image: $tool is missing (apt-get install buildah debootstrap rsync)" >&2; exit 1; }
done
if [ "$(id -u)" != 0 ]; then
  echo "build-image: run as root: debootstrap creates device files and owners, buildah mounts the image's root" >&2
  exit 1
fi
mkdir -p "$cache"

# 1. The Debian root, once: minbase is dpkg, apt, coreutils, libc and libstdc++ (which Node needs).
rootfs="$cache/rootfs-bookworm"
if [ ! -e "$rootfs/.complete" ]; then
  say "debootstrap --variant=minbase bookworm from $mirror (about 2 min)"
  rm -rf "$rootfs.tmp"
  debootstrap --variant=minbase bookworm "$rootfs.tmp" "$mirror"
  # The downloaded packages and the package lists serve nothing at run time (80 MB).
  rm -rf "$rootfs.tmp"/var/cache/apt/archives/*.deb "$rootfs.tmp"/var/lib/apt/lists/*
  touch "$rootfs.tmp/.complete"
  rm -rf "$rootfs" && mv "$rootfs.tmp" "$rootfs"
fi

# 2. Node from the npm registry's `node` package (the way .ci/run gets Node 24).
node_dir="$cache/node$node_major"
if ! "$node_dir/node_modules/.bin/node" -v 2>/dev/null | grep -q "^v$node_major\."; then
  say "node@$node_major from the npm registry"
  npm install --no-save --no-audit --no-fund --prefix "$node_dir" "node@$node_major" >/dev/null
fi
node_bin="$(readlink -f "$node_dir/node_modules/.bin/node")"
say "Node $("$node_bin" -v)"

# 3. The apps, built on this machine as for systemd.
if [ "$reuse_build" = false ]; then
  (cd "$root" && npm run build -w @kartyna/api && npm run build -w @kartyna/admin && npm run build -w @kartyna/web)
fi
for built in apps/api/dist/server.js apps/api/dist/worker.js apps/api/dist/migrate.js apps/admin/dist/index.html \
  apps/web/dist-server/main.js apps/web/.next/BUILD_ID; do
  [ -e "$root/$built" ] || { echo "build-image: $built is missing: npm run build (or drop --reuse-build)" >&2; exit 1; }
done

# 4. Production dependencies, reused while the lock file and the package.json files are unchanged.
# Only the API's and the storefront's: the back office is static files, its packages are in its
# bundle (300 MB less).
manifests=(package.json package-lock.json apps/*/package.json packages/*/package.json)
deps_for=(-w @kartyna/api -w @kartyna/web)
deps_key="$(cd "$root" && { echo "${deps_for[@]}"; cat "${manifests[@]}"; } | sha256sum | cut -c1-16)"
deps="$cache/deps-$deps_key"
if [ ! -e "$deps/.complete" ]; then
  say "npm ci --omit=dev (the lock file changed or first build)"
  rm -rf "$cache"/deps-*
  mkdir -p "$deps"
  (cd "$root" && rsync -aR "${manifests[@]}" "$deps/")
  # With the image's Node first in PATH: install scripts and engine checks see the Node that runs them.
  (cd "$deps" && PATH="$node_dir/node_modules/.bin:$PATH" npm ci --omit=dev "${deps_for[@]}" --no-audit --no-fund >/dev/null)
  touch "$deps/.complete"
fi

# 5. The image: the Debian root, Node, the shop, and a user of its own (never root).
say "buildah from scratch"
ctr="$(buildah from scratch)"
trap 'buildah rm "$ctr" >/dev/null 2>&1 || true' EXIT
mnt="$(buildah mount "$ctr")"
cp -a "$rootfs/." "$mnt/" && rm -f "$mnt/.complete"
install -m 0755 "$node_bin" "$mnt/usr/local/bin/node"
install -m 0755 "$root/ops/container/entrypoint.sh" "$mnt/usr/local/bin/kartyna"
chroot "$mnt" groupadd --gid 10001 kartyna
chroot "$mnt" useradd --uid 10001 --gid kartyna --home-dir /var/lib/kartyna --no-create-home \
  --shell /usr/sbin/nologin kartyna

# 6. /opt/kartyna as the systemd units expect it: the sources the build outputs and next.config.ts
# read at run time, the outputs, and the dependencies. No tests, no Next build cache. The code
# belongs to root and only reads for the shop's user, as under ProtectSystem=strict; it writes in
# DATA_DIR and in Next's image cache, the two places the units open for it.
app="$mnt/opt/kartyna"
mkdir -p "$app"
(cd "$root" && git ls-files -z --cached --others --exclude-standard -- package.json package-lock.json apps packages) |
  grep -zvE '\.test\.tsx?$|^apps/web/e2e/|/test-photos/|/bench/' |
  rsync -a --from0 --files-from=- "$root/" "$app/"
rsync -a "$root/apps/api/dist" "$app/apps/api/"
rsync -a "$root/apps/admin/dist" "$app/apps/admin/"
rsync -a "$root/apps/web/dist-server" "$app/apps/web/"
rsync -a --exclude=/.next/cache/ "$root/apps/web/.next" "$app/apps/web/"
rsync -a --exclude=/.complete "$deps/" "$app/"
chown -R 0:0 "$app"
install -d -o 10001 -g 10001 -m 0750 "$mnt/var/lib/kartyna" "$app/apps/web/.next/cache"
buildah umount "$ctr" >/dev/null

buildah config \
  --user kartyna:kartyna \
  --workingdir /opt/kartyna \
  --env NODE_ENV=production \
  --env DATA_DIR=/var/lib/kartyna \
  --env API_HOST=0.0.0.0 \
  --env NEXT_TELEMETRY_DISABLED=1 \
  --env PORT=3000 \
  --env API_URL=http://127.0.0.1:4000 \
  --port 4000 --port 3000 \
  --volume /var/lib/kartyna \
  --stop-signal SIGTERM \
  --entrypoint '["/usr/local/bin/kartyna"]' \
  --cmd '["api"]' \
  --label org.opencontainers.image.title=kartyna \
  --label "org.opencontainers.image.revision=$(git -C "$root" rev-parse HEAD)" \
  "$ctr"
previous="$(buildah images --quiet --no-trunc "$image" 2>/dev/null || true)"
buildah commit --quiet --rm "$ctr" "$image" >/dev/null
trap - EXIT
# The image it replaces would stay behind untagged (1 GB); kept while a container still uses it.
if [ -n "$previous" ] && [ "$previous" != "$(buildah images --quiet --no-trunc "$image")" ]; then
  buildah rmi "$previous" >/dev/null 2>&1 || true
fi
say "$image: $(buildah images --format '{{.Size}}' "$image" | head -1)"
