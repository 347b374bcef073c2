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
# docker run <image> node apps/<gateway|auth|billing|models|records|classifier>/dist/main.js
CMD ["node", "apps/gateway/dist/main.js"]
