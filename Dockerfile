# syntax=docker/dockerfile:1
# Multi-stage build: compile with dev dependencies, run with production dependencies only, as a
# non-root user. The same image runs the API (default) or a worker (`node dist/workers/run.js all`).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
# npm ci's postinstall generates the Prisma client and the compact ZIP table (scripts/build-zip-places.ts).
COPY scripts/build-zip-places.ts ./scripts/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY workers ./workers
# The Stripe emulator (src/emulator) and the dev scripts are left out of the build (tsconfig.build.json).
RUN npm run build

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the generated Prisma client is compiled into dist/ by the build stage.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 LEVY_HOME=/app/.levy
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY prisma/migrations ./prisma/migrations
# The built-in tax content: read once at start (src/tax/content/built-in.ts finds it beside dist/).
COPY content ./content
COPY package.json ./
RUN mkdir -p /app/.levy && chown -R node:node /app/.levy
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/src/main.js"]
