# The provider sandbox alone (better-sqlite3 compiles here: python3, make and g++ are needed; the
# servers' consoles are TigerVNC's X server with an xterm as each server's screen).
# Production mode: the test helpers (/__sandbox/*) are not served.
FROM node:20-bookworm
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ tigervnc-standalone-server xterm && rm -rf /var/lib/apt/lists/* \
 && npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile --filter @portal/provider-sandbox...
ENV NODE_ENV=production
EXPOSE 8081
CMD ["pnpm", "--filter", "@portal/provider-sandbox", "start"]
