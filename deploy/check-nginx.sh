#!/usr/bin/env bash
# Checks deploy/nginx/nginx.conf with the local nginx (`apt-get install -y nginx`) without
# Docker: the upstream names of the compose network (api1, api2) do not resolve here, so a
# temporary copy points them at 127.0.0.1 before `nginx -t`.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
sed -E 's/server api[0-9]+:([0-9]+)/server 127.0.0.1:\1/' "$here/nginx/nginx.conf" >"$prefix/nginx.conf"
nginx -t -p "$prefix" -c "$prefix/nginx.conf"
