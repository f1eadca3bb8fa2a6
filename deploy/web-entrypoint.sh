#!/bin/sh
# The web image's entrypoint: checks the required settings, fills in the optional ones, finds the
# container's DNS resolvers for nginx (upstream names are resolved at request time), renders the
# templates into conf.d (render-templates.sh) and runs the command (nginx in the foreground).
set -eu

for name in PROVIDER_API_URL RELEASE_SERVICE_URL PORTAL_ORIGIN; do
  eval "value=\${$name:-}"
  if [ -z "$value" ]; then
    echo "web: $name is required" >&2
    exit 1
  fi
done

export API_BASE_URL="${API_BASE_URL:-}"
# written into config.json and into every page's first-paint hint as it is: a URL needing no escaping
case "$API_BASE_URL" in
  *[\"\'\<\>\&\ \\]*)
    echo "web: API_BASE_URL must be a plain URL (no quotes, <, >, &, spaces or backslashes)" >&2
    exit 1
    ;;
esac
export DOCS_URL="${DOCS_URL:-}"
export ROLLOUT_REPORT_URL="${ROLLOUT_REPORT_URL:-/rollout/reports}"
export MANIFEST_MAX_AGE_SECONDS="${MANIFEST_MAX_AGE_SECONDS:-15}"
export REMOTE_LOAD_DEADLINE_SECONDS="${REMOTE_LOAD_DEADLINE_SECONDS:-10}"
# written into config.json as a JSON number
case "$REMOTE_LOAD_DEADLINE_SECONDS" in
  '' | *[!0-9.]* | .* | *.*.* | *.)
    echo "web: REMOTE_LOAD_DEADLINE_SECONDS must be a number of seconds (10, 2.5)" >&2
    exit 1
    ;;
esac
export PAYMENT_GATEWAY_ORIGINS="${PAYMENT_GATEWAY_ORIGINS:-}"
export PROVIDER_API_CA_FILE="${PROVIDER_API_CA_FILE:-/etc/ssl/certs/ca-certificates.crt}"

# the nameservers of /etc/resolv.conf (Docker's own DNS in a compose network), IPv6 in brackets
if [ -z "${NGINX_LOCAL_RESOLVERS:-}" ]; then
  NGINX_LOCAL_RESOLVERS=$(awk 'BEGIN { ORS = " " } $1 == "nameserver" { print ($2 ~ ":" ? "[" $2 "]" : $2) }' /etc/resolv.conf)
  if [ -z "$NGINX_LOCAL_RESOLVERS" ]; then
    echo "web: no nameserver in /etc/resolv.conf; set NGINX_LOCAL_RESOLVERS" >&2
    exit 1
  fi
  export NGINX_LOCAL_RESOLVERS
fi

"$(dirname "$0")/render-templates.sh"
exec "$@"
