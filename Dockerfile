# syntax=docker/dockerfile:1
# Build: docker build -t clinic-site .
# Run:   docker run -d -p 3000:3000 -v clinic-data:/app/data --env-file .env clinic-site   (.env sets SITE_URL at least)
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The commit the server reports (/healthz, build_info): `--build-arg BUILD_COMMIT=$(git rev-parse --short HEAD)`.
ARG BUILD_COMMIT=unknown
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data UV_THREADPOOL_SIZE=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/content ./content
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The image is for a public site, whose links, sitemap and robots.txt must name its address: it
# refuses to start without SITE_URL, in one line (`npm start` outside Docker keeps localhost).
# `exec` leaves node as PID 1, so docker stop's SIGTERM reaches it.
ENTRYPOINT ["/bin/sh", "-c", "if [ -z \"$SITE_URL\" ]; then echo 'SITE_URL is not set: run the container with -e SITE_URL=https://your-domain (the address of the site)' >&2; exit 1; fi; exec \"$@\"", "clinic-site"]
# A small young generation, an old one that grows slowly, and two helper threads (here and
# UV_THREADPOOL_SIZE above) keep the server under 150 MB resident (docs/performance.md, Memory).
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "--no-allocation-site-pretenuring", "--v8-pool-size=2", "dist/server/main.js"]
