# The provider sandbox alone (the servers' consoles are TigerVNC's X server with an xterm as each
# server's screen). Production mode: the test helpers (/__sandbox/*) are not served.
# The base image is pinned by digest (node:20-bookworm); re-pin on purpose
# (`docker buildx imagetools inspect node:20-bookworm`) to take its updates.
FROM node:20-bookworm@sha256:8f693eaa7e0a8e71560c9a82b55fd54c2ae920a2ba5d2cde28bac7d1c01c9ba5
# better-sqlite3 is compiled here from the source the lockfile pins (python3, make and g++):
# npm_config_build_from_source keeps its install script from downloading a prebuilt binary, which
# no lockfile checksum covers.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ tigervnc-standalone-server xterm && rm -rf /var/lib/apt/lists/* \
 && npm install -g pnpm@10.34.9
ENV npm_config_build_from_source=true
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile --filter @portal/provider-sandbox... \
 && mkdir -p /data \
 && chown node:node /data
ENV NODE_ENV=production
# The sandbox runs as the image's unprivileged `node` user: the code stays root's and read-only to
# it; it writes only its data (/data, a named volume that starts with this folder's owner).
USER node
EXPOSE 8081
CMD ["pnpm", "--filter", "@portal/provider-sandbox", "start"]
