// A quote cli login program of the h68 set (cwe-732-permissions).
// sauna builders: CLI that signs a sales rep into the timber supplier's quoting API and caches the token
import { parseArgs } from 'node:util';
import { mkdir, writeFile, readFile, chmod } from 'node:fs/promises';
import { homedir, hostname } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';

const SUPPLIER_API = 'https://quotes.nordlog-timber.se/api/v2';
const CONFIG_DIR = path.join(process.env.XDG_CONFIG_HOME ?? path.join(homedir(), '.config'), 'saunaquote');
const CREDENTIALS_FILE = path.join(CONFIG_DIR, 'credentials.json');

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: 'string', short: 'u' },
    profile: { type: 'string', short: 'p', default: 'default' },
    force: { type: 'boolean', short: 'f', default: false },
  },
});

const [command = 'login'] = positionals;

const loadProfiles = async () => {
  try {
    return JSON.parse(await readFile(CREDENTIALS_FILE, 'utf8'));
  } catch (err) {
    if (err?.code === 'ENOENT') return {};
    throw err;
  }
};

const saveProfiles = async (profiles) => {
  await mkdir(CONFIG_DIR, { recursive: true, mode: 0o700 });
  await writeFile(CREDENTIALS_FILE, `${JSON.stringify(profiles, null, 2)}\n`, { mode: 0o600 });
  // files written by older versions may still be group/world readable
  await chmod(CREDENTIALS_FILE, 0o600);
};

const prompt = async (question) => {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
};

const profiles = await loadProfiles();

switch (command) {
  case 'login': {
    if (profiles[args.profile]?.token && !args.force) {
      console.log(`already signed in as ${profiles[args.profile].user} (use --force to replace)`);
      break;
    }
    const user = args.user ?? (await prompt('Supplier account e-mail: '));
    const password = await prompt('Password: ');
    const res = await fetch(`${SUPPLIER_API}/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user, password, device: `saunaquote@${hostname()}` }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) {
      console.error(`sign-in failed: ${res.status} ${await res.text()}`);
      process.exitCode = 1;
      break;
    }
    const { accessToken, refreshToken, expiresIn } = await res.json();
    profiles[args.profile] = { user, token: accessToken, refreshToken, expiresAt: Date.now() + expiresIn * 1000 };
    await saveProfiles(profiles);
    console.log(`signed in as ${user}; token cached in ${CREDENTIALS_FILE}`);
    break;
  }
  case 'logout': {
    const { [args.profile]: removed, ...rest } = profiles;
    await saveProfiles(rest);
    console.log(removed ? `signed out ${removed.user}` : 'no such profile');
    break;
  }
  case 'whoami':
    console.log(profiles[args.profile]?.user ?? 'not signed in');
    break;
  default:
    console.error(`unknown command ${command}; use login, logout or whoami`);
    process.exitCode = 2;
}
