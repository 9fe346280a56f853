# One image for every API node: the compiled API (api/dist) serves the built web app (web/dist).
# scripts/build-image.sh is the recipe; CI runs the same script in a clean copy of the repository.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
COPY rules/package.json rules/package.json
COPY prisma prisma
COPY prisma.config.ts ./
COPY scripts/build-image.sh scripts/build-image.sh
RUN scripts/build-image.sh install
COPY . .
RUN scripts/build-image.sh build
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
