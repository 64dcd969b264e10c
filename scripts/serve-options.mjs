// `npm start -- -H <host> -p <port>` and `node scripts/serve.mjs -H <host>`: the same two options
// as `next start`, read here once for both. Without them, HOSTNAME and PORT from the environment,
// else every interface and port 3000.

const USAGE = "Usage: npm start -- [-H <host>] [-p <port>]  (or --hostname, --port)";

/** The host and port to bind from the command line's arguments, then the environment. */
function serveOptions(args, env = process.env) {
  let hostname = env.HOSTNAME || undefined;
  let port = env.PORT || "3000";
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i].split(/=(.*)/s, 2);
    const value = inline ?? args[++i];
    if (value === undefined || value === "") throw new Error(`${flag} needs a value. ${USAGE}`);
    if (flag === "-H" || flag === "--hostname") hostname = value;
    else if (flag === "-p" || flag === "--port") port = value;
    else throw new Error(`Unknown option ${flag}. ${USAGE}`);
  }
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new Error(`${port} is not a port. ${USAGE}`);
  return { hostname, port };
}

/** The options, or the reason they cannot be used, said plainly and the process ended. */
export function serveOptionsOrExit(args) {
  try {
    return serveOptions(args);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
