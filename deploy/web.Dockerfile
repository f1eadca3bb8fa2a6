# The web tier: Debian's nginx with its brotli modules (the .br copies written at build time are
# sent as they are), the portal's templates rendered at start from the environment
# (web-entrypoint.sh, render-templates.sh). The built shell and the release store are mounted.
# The base image is pinned by digest, so a rebuild gets the same Debian; re-pin on purpose
# (`docker buildx imagetools inspect debian:bookworm-slim`) to take its updates.
FROM debian:bookworm-slim@sha256:3783cc01769c7b2b1b83a5c5ad96c815348e28ed7da68e2e3687004faa906251
# nginx runs as www-data, not root: it listens on 8080 (a port an unprivileged user may bind) and
# owns only what it writes at start and while serving: the rendered conf.d, its pid folder and its
# temporary files. Logs go to the container's output.
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter gettext-base ca-certificates \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default /etc/nginx/conf.d/* \
 && mkdir -p /run/nginx \
 && chown -R www-data:www-data /etc/nginx/conf.d /run/nginx /var/lib/nginx /var/log/nginx
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx.conf.template /etc/nginx/templates/default.conf.template
COPY deploy/security-headers.conf.template /etc/nginx/templates/security-headers.conf.template
COPY deploy/first-paint-hints.conf.template /etc/nginx/templates/first-paint-hints.conf.template
COPY deploy/render-templates.sh deploy/web-entrypoint.sh /usr/local/bin/
USER www-data
EXPOSE 8080
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/usr/local/bin/web-entrypoint.sh"]
CMD ["nginx", "-e", "stderr", "-g", "daemon off;"]
