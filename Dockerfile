# syntax=docker/dockerfile:1
# Build: docker build -t clinic-site .
# Run:   docker run -d -p 3000:3000 -v clinic-data:/app/data --env-file .env clinic-site
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
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
# A small young generation and two helper threads (here and UV_THREADPOOL_SIZE above) keep the
# server under 150 MB resident (docs/performance.md, Memory).
CMD ["node", "--max-semi-space-size=4", "--v8-pool-size=2", "dist/server/main.js"]
