# The release service alone (better-sqlite3 compiles here: python3, make and g++ are needed).
FROM node:20-bookworm
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/* \
 && npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile --prod --filter @portal/release-service...
ENV NODE_ENV=production
EXPOSE 8082
CMD ["pnpm", "--filter", "@portal/release-service", "start"]
