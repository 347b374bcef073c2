# The suite's image: every app built once; each container runs one of them (see docker-compose.yml, k8s/).
FROM node:20-slim AS build
WORKDIR /svc
COPY package.json package-lock.json nx.json tsconfig.base.json tsconfig.build.json ./
COPY libs ./libs
COPY apps ./apps
COPY tools ./tools
RUN npm ci && npx tsc -b tsconfig.build.json && npm prune --omit=dev

FROM node:20-slim
ENV NODE_ENV=production
WORKDIR /svc
COPY --from=build --chown=node:node /svc ./
USER node
# Liveness of whichever app the container runs: backends serve /health/live on SVC_OPS_PORT (set it, e.g. 9090),
# the gateway (and the embedded suite) on PORT; healthy when one of them answers 200. Readiness (/health/ready) is for orchestrators that route traffic.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD ["node", "-e", "\
const e = process.env, ports = [...new Set([e.SVC_OPS_PORT, e.PORT, '8080'].filter(Boolean))]; \
Promise.any(ports.map((p) => fetch('http://127.0.0.1:' + p + '/health/live').then((r) => { if (!r.ok) throw 0; }))) \
  .then(() => process.exit(0), () => process.exit(1))"]
# docker build -t svc .   then   docker run svc node apps/<gateway|auth|billing|models|records|classifier>/dist/main.js
# (runs as the unprivileged user `node`, uid 1000)
CMD ["node", "apps/gateway/dist/main.js"]
