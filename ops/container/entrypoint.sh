#!/bin/sh
# The image's entrypoint: one image for every process of the shop, the first argument chooses,
# as ops/systemd's units do (docs/going-live.md, "Container image"). exec: node becomes PID 1,
# so SIGTERM from `podman stop` reaches it and it drains as under systemd.
set -e
cd /opt/kartyna
case "${1:-api}" in
  api) exec node --enable-source-maps apps/api/dist/server.js ;;
  worker) exec node --enable-source-maps apps/api/dist/worker.js ;;
  migrate) exec node --enable-source-maps apps/api/dist/migrate.js ;;
  storefront)
    cd apps/web
    exec node --enable-source-maps dist-server/main.js
    ;;
  *) exec "$@" ;;
esac
