// The cluster's nginx.conf (scripts/lib/cluster.mjs): one entrance in front of two APIs and two storefronts.

/**
 * nginx as the one entrance. The API's own paths go straight to the API pair (no detour through
 * Next.js for uploads, JSON and the back office); pages go to the storefront pair, whose server
 * rendering calls the API through the same entrance, so it is balanced too. X-Forwarded-For is
 * set, not appended: nginx is the edge, so what a client sends there must not reach the rate limits.
 */
export function nginxConfig({ dir, port, apiPorts, webPorts, tls }) {
  const servers = (ports) =>
    ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const proxy = (upstream) => `proxy_pass http://${upstream};`;
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 21m;
  upstream api {
    least_conn;
${servers(apiPorts)}
    keepalive 64;
  }
  upstream web {
    least_conn;
${servers(webPorts)}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port}${
      tls
        ? ` ssl;
    ssl_certificate ${tls.cert};
    ssl_certificate_key ${tls.key}`
        : ''
    };
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_read_timeout 120s;
    # Which instance answered: the cluster test checks that both do.
    add_header X-Upstream $upstream_addr always;
    location /api/server/ { ${proxy('api')} }
    # The storefronts' subscription to the APIs' expiries (signed): this machine only, never the
    # public. Each event passes at once (the API says X-Accel-Buffering: no); a heartbeat every
    # 15 s keeps the stream inside proxy_read_timeout.
    location /api/internal/ { allow 127.0.0.1; deny all; ${proxy('api')} }
    location /api/admin/ { ${proxy('api')} }
    location = /api/health { ${proxy('api')} }
    location /api/docs { ${proxy('api')} }
    location /admin { ${proxy('api')} }
    location / { ${proxy('web')} }
  }
}
`;
}
