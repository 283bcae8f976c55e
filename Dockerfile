# The site as one container (docs/operating.md, "In a container"): built in one stage, run
# from a second that holds only what serving needs, as the unprivileged `node` user, with the
# mailing list's database in the /data volume. deploy/compose.yaml pairs it with Caddy.
#
#   docker build -t front .                 (or podman build --format docker -t front .)
#   docker run -p 3000:3000 -v front-data:/data -e SITE_URL=https://… front
#
# NODE_IMAGE: any Debian-based image with Node 24 and npm in /usr/local and a `node` user
# (the official node:24-bookworm-slim; tests/container/ builds a stand-in from Debian's packages).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Dependencies first, in a layer of their own: a content change rebuilds from the next line.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The image pipeline keeps its pictures in a build cache: a rebuild re-encodes only pictures whose
# source or encoder changed (scripts/images/pipeline.ts checks each against its manifest), as a
# checkout's public/images does. The build copies them into build/client/images.
RUN --mount=type=cache,id=front-images,target=/app/public/images,sharing=locked \
    npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/data/front.sqlite \
    BACKUP_DIR=/data/backups
WORKDIR /app
# Owned by root and read-only to the site: the process may write /data and nothing else here.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/editor ./editor
COPY --from=build /app/app ./app
COPY --from=build /app/server ./server
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/deploy/wait-ready.ts ./deploy/wait-ready.ts
COPY --from=build /app/deploy/lib/process-identity.ts ./deploy/lib/process-identity.ts
RUN install -d -o node -g node -m 750 /data
VOLUME /data
USER node
EXPOSE 3000
# Ready: serving, the build loaded (server/health.ts); the deep checks are /health/deep's.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "deploy/wait-ready.ts"]
# SIGTERM lets requests in flight finish (10 s at most): give `docker stop` longer (-t 15).
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.ts"]
