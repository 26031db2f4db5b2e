// The shipped nginx setup (docs/decisions/010): renders scripts/serve/nginx.conf.template and
// finds or installs Debian's nginx. Used by `npm run serve`, the serving bench and the tests.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const TEMPLATE = path.join(import.meta.dirname, "nginx.conf.template");
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

/**
 * The config for a proxy on `listen` (a port, or host:port) in front of `upstreams` (host:port
 * of each `next start`), keeping its cache, temp files and pid under `dir`.
 */
export function renderNginxConfig({ listen, upstreams, dir, brotli = existsSync(BROTLI_MODULE), maxBody = "200m" }) {
  const values = {
    LISTEN: String(listen),
    DIR: dir,
    MAX_BODY: maxBody,
    BROTLI_MODULE,
    UPSTREAM_SERVERS: upstreams.map((address) => `    server ${address};`).join("\n"),
  };
  return readFileSync(TEMPLATE, "utf8")
    .split("\n")
    .flatMap((line) => {
      if (line.startsWith("#root ")) return process.getuid?.() === 0 ? [line.replace("#root ", "")] : [];
      if (!line.trimStart().startsWith("#brotli ")) return [line];
      return brotli ? [line.replace("#brotli ", "")] : [];
    })
    .join("\n")
    .replace(/\{\{(\w+)\}\}/g, (match, name) => {
      if (!(name in values)) throw new Error(`nginx template: no value for ${match}`);
      return values[name];
    });
}

/** Writes the config and the directories it names; returns the config's path. */
export function writeNginxConfig(options) {
  for (const sub of ["", "tmp", "cache", "static"]) mkdirSync(path.join(options.dir, sub), { recursive: true });
  const file = path.join(options.dir, "nginx.conf");
  writeFileSync(file, renderNginxConfig(options));
  return file;
}

/** `nginx -t` on a config; throws with nginx's own message when it is invalid. */
export function testNginxConfig(file) {
  return execFileSync(NGINX, ["-t", "-q", "-c", file, "-p", path.dirname(file)], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * Debian's nginx, installed when missing and we may (root with apt-get), with the brotli module
 * when the archive has it. Otherwise says exactly what to run.
 */
export function ensureNginx() {
  if (existsSync(NGINX)) return NGINX;
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    throw new Error(`nginx was not found at ${NGINX}.\nInstall it with: sudo apt-get update && sudo apt-get install -y nginx-light libnginx-mod-http-brotli-filter\n(or set NGINX_PATH).`);
  }
  console.log("Installing Debian's nginx…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx-light"], { stdio: "inherit", env });
  try {
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "libnginx-mod-http-brotli-filter"], { stdio: "inherit", env });
  } catch {
    console.log("The brotli module is not available; serving gzip only.");
  }
  return NGINX;
}
