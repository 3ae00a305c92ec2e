import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findNginx, NGINX_TEMPLATE, renderNginxConf } from '../../scripts/cluster-lib.js';

const template = readFileSync(NGINX_TEMPLATE, 'utf8');

describe('deploy/nginx/harbour.conf as scripts/cluster.js writes it', () => {
  const dir = '/tmp/harbour-cluster-x';
  const conf = renderNginxConf(template, { ports: [9001, 9002, 9003], listenPort: 9000, dir });

  it('lists one upstream server per process, with the options of the template, and listens on 127.0.0.1', () => {
    const servers = conf.match(/server 127\.0\.0\.1:\d+ [^;]*;/g);
    expect(servers).toEqual(
      [9001, 9002, 9003].map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`),
    );
    expect(conf).toContain('listen 127.0.0.1:9000;');
    expect(conf).not.toContain('listen 80;');
    expect(conf).toContain(`pid ${dir}/nginx.pid;`);
    expect(conf).toContain(`proxy_temp_path ${dir}/tmp/proxy;`);
  });

  it('replaces X-Forwarded-For (the server trusts it) and never replays a POST to another process', () => {
    expect(template).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(template).not.toContain('$proxy_add_x_forwarded_for');
    expect(template).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
    expect(template).not.toMatch(/^\s*proxy_next_upstream [^;]*non_idempotent/m);
  });

  it.skipIf(!findNginx())('is valid for nginx -t', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'harbour-nginx-t-'));
    try {
      mkdirSync(path.join(scratch, 'tmp'));
      const file = path.join(scratch, 'nginx.conf');
      writeFileSync(file, renderNginxConf(template, { ports: [9001, 9002], listenPort: 9000, dir: scratch }));
      const result = spawnSync(
        findNginx()!,
        ['-t', '-e', path.join(scratch, 'error.log'), '-p', scratch, '-c', file],
        {
          encoding: 'utf8',
        },
      );
      expect(result.status, result.stderr).toBe(0);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
