#!/usr/bin/env node
// `npm run dev`: the API server from source with reload (tsx watch) on :3000 and the React Router dev
// server with hot reload on :5173, which proxies /prod-api and /prod-ws to the API.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DEV: '1' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@clearsight/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
