# The nginx that test:deploy runs: Debian 12's nginx 1.22 with the brotli modules. The
# configuration is rendered at start by infra/deploy/nginx-config.mjs (compose service nginx-config).
FROM debian:bookworm-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/*
STOPSIGNAL SIGQUIT
CMD ["nginx", "-c", "/etc/nginx/rendered/nginx.conf", "-g", "daemon off;"]
