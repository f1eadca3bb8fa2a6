#!/bin/sh
# Renders every *.template below the template folder into the output folder, as the official nginx
# image does at start: envsubst of the variables DEFINED in the environment only (optionally those
# matching NGINX_ENVSUBST_FILTER), so nginx's own $variables pass through untouched.
#   NGINX_ENVSUBST_TEMPLATE_DIR     default /etc/nginx/templates
#   NGINX_ENVSUBST_OUTPUT_DIR       default /etc/nginx/conf.d
#   NGINX_ENVSUBST_TEMPLATE_SUFFIX  default .template
set -eu

template_dir="${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}"
output_dir="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}"
suffix="${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}"
filter="${NGINX_ENVSUBST_FILTER:-}"

[ -d "$template_dir" ] || exit 0
if [ ! -w "$output_dir" ]; then
  echo "render-templates: $output_dir is not writable" >&2
  exit 1
fi

defined_envs=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) { print ( name ~ /${filter}/ ) ? name : \"\" } }" </dev/null))

find "$template_dir" -follow -type f -name "*$suffix" -print | while read -r template; do
  relative_path="${template#"$template_dir/"}"
  output_path="$output_dir/${relative_path%"$suffix"}"
  mkdir -p "$(dirname "$output_path")"
  echo "render-templates: $template -> $output_path" >&2
  envsubst "$defined_envs" <"$template" >"$output_path"
done
