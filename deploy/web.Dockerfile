# The web tier: Debian's nginx with its brotli modules (the .br copies written at build time are
# sent as they are), the portal's templates rendered at start from the environment
# (web-entrypoint.sh, render-templates.sh). The built shell and the release store are mounted.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter gettext-base ca-certificates \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default /etc/nginx/conf.d/*
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx.conf.template /etc/nginx/templates/default.conf.template
COPY deploy/security-headers.conf.template /etc/nginx/templates/security-headers.conf.template
COPY deploy/first-paint-hints.conf.template /etc/nginx/templates/first-paint-hints.conf.template
COPY deploy/render-templates.sh deploy/web-entrypoint.sh /usr/local/bin/
EXPOSE 80
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/usr/local/bin/web-entrypoint.sh"]
CMD ["nginx", "-e", "stderr", "-g", "daemon off;"]
