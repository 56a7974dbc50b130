# syntax=docker/dockerfile:1
# Hearth in one image: the API and the server-rendered web app on one port (DESIGN "Shape").
# Build:  docker build -t hearth .
# Run:    docker run -p 3000:3000 -v hearth-data:/data hearth   (embedded SQLite in the volume)
# With PostgreSQL and Redis: compose.yaml.

ARG NODE_IMAGE=node:24-slim

# --- dependencies, with the toolchain that node-gyp needs if a native addon has no prebuilt binary
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# --- the production build of the web app
FROM deps AS build
COPY . .
RUN npm run build

# --- runtime dependencies only (the same native builds, without vite, eslint, playwright…)
FROM deps AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund

# --- runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Node runs the server's TypeScript directly (type stripping): the sources are the program.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY server ./server
COPY common ./common
COPY scripts/backup.ts ./scripts/backup.ts
# The database file, uploads, backups and the generated session secret live in DATA_DIR.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# The slim image has no curl; Node 24's fetch does the probe.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as PID 1 receives SIGTERM itself; server/main.ts finishes requests and jobs before exiting.
CMD ["node", "server/main.ts"]
