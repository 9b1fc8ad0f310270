// Debian's nginx in front of two replicas of each app, as a shop that scales out has them: the API
// at /api/, the web app everywhere else, round-robin. Used by two-replicas.mjs and
// rolling-restart.mjs.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startProcess } from './processes.mjs'

/**
 * A refused or reset connection, or a timeout, is retried on the other replica for GETs
 * (`proxy_next_upstream error timeout`, nginx's default, written out); a POST is not retried once
 * sent (no `non_idempotent`): adding to a cart twice is not the same as once. A replica that is
 * stopping refuses new connections, which nginx retries for every method. `X-Upstream` says which
 * replica answered (two, when nginx tried one and then the other).
 */
export function startNginx(folder, port, apiPorts, webPorts) {
  const prefix = join(folder, 'nginx')
  mkdirSync(join(prefix, 'temp'), { recursive: true })
  const servers = (ports) => ports.map((one) => `server 127.0.0.1:${one};`).join(' ')
  const conf = join(prefix, 'nginx.conf')
  writeFileSync(
    conf,
    `# Written by scripts/resilience/support/nginx.mjs; round-robin over two replicas of each app.
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  client_max_body_size 10m;
  upstream api { ${servers(apiPorts)} keepalive 16; }
  upstream web { ${servers(webPorts)} keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_next_upstream error timeout;
    add_header X-Upstream $upstream_addr always;
    location /api/ { proxy_pass http://api; }
    location / { proxy_pass http://web; }
  }
}
`,
  )
  return startProcess('nginx', '/usr/sbin/nginx', ['-p', prefix, '-c', conf], { folder })
}
