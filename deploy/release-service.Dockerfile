# The release service alone. The base image is pinned by digest (node:20-bookworm); re-pin on purpose
# (`docker buildx imagetools inspect node:20-bookworm`) to take its updates.
FROM node:20-bookworm@sha256:8f693eaa7e0a8e71560c9a82b55fd54c2ae920a2ba5d2cde28bac7d1c01c9ba5
# better-sqlite3 is compiled here from the source the lockfile pins (python3, make and g++):
# npm_config_build_from_source keeps its install script from downloading a prebuilt binary, which
# no lockfile checksum covers.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/* \
 && npm install -g pnpm@10.34.9
ENV npm_config_build_from_source=true
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile --prod --filter @portal/release-service... \
 && mkdir -p /data /releases \
 && chown node:node /data /releases
ENV NODE_ENV=production
# The service runs as the image's unprivileged `node` user (uid 1000): the code stays root's and
# read-only to it; it writes only its database (/data) and the mounted release store (/releases,
# which must be writable by uid 1000 on the host).
USER node
EXPOSE 8082
CMD ["pnpm", "--filter", "@portal/release-service", "start"]
