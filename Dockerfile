# The journal as a container image (decision 0108). Built with every dependency, run with the
# production ones only, as the unprivileged `node` user, with the embedded database on /data:
#   docker build -t senior-housing-journal .
#   docker run -d --name journal -p 3000:3000 -v journal-data:/data senior-housing-journal
# The Node major is package.json's "engines" minimum, the one the tests run on
# (scripts/dockerfile.test.ts checks it, and the rest of this file's promises).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The dependencies first, so this layer is rebuilt only when the lock file changes.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# .gitignore too: Tailwind reads it to know which files hold class names, as on a developer's machine.
COPY .gitignore tsconfig.json root-alias.ts vite.config.ts react-router.config.ts ./
COPY public public
COPY core core
COPY server server
COPY app app
COPY scripts scripts
# The server runs TypeScript through tsx, a production dependency; the build tools are not needed
# once the client and server bundles are built.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the server, which writes only to /data.
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/build build
COPY --from=build /app/core core
COPY --from=build /app/server server
# The operator commands: docker exec journal npm run db:backup (sent to the server over its socket).
COPY --from=build /app/scripts/cli.ts scripts/cli.ts
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Slim images have no curl. A worker (ROLE=worker) serves no HTTP: it counts as healthy while it runs.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "if (process.env.ROLE === 'worker') process.exit(0); fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What npm run serve runs, without npm in between: node is PID 1 and gets SIGTERM itself, so the
# drain of decision 0054 happens on docker stop (allow it SHUTDOWN_DRAIN_MS + 20 s: --stop-timeout).
CMD ["node", "--enable-source-maps", "build/journal-server/main.mjs"]
