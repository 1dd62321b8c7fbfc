// A sundial portal login cli program of the h65 set (cwe-732-permissions).
#!/usr/bin/env node
'use strict';

// `dialsync login` – signs a sundial maker's workstation in to the guild's
// design portal and keeps the API token so later `dialsync push` runs can
// upload gnomon and hour-line drawings without asking again.

const fs = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline/promises');

const PORTAL = process.env.DIALSYNC_PORTAL || 'https://portal.sundialguild.org.uk';
const CONFIG_DIR = path.join(os.homedir(), '.config', 'dialsync');
const CREDENTIALS_FILE = path.join(CONFIG_DIR, 'credentials.json');

async function ask(rl, question) {
  return (await rl.question(question)).trim();
}

async function requestToken(email, password, workstation) {
  const response = await fetch(`${PORTAL}/api/cli-tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password, workstation }),
  });
  if (response.status === 401) {
    throw new Error('e-mail or password not accepted by the portal');
  }
  if (!response.ok) {
    throw new Error(`portal answered ${response.status}`);
  }
  return response.json();
}

function saveCredentials(record) {
  fs.mkdirSync(CONFIG_DIR, { recursive: true });
  fs.writeFileSync(CREDENTIALS_FILE, JSON.stringify(record, null, 2), { mode: 0o666 });
}

async function main() {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    const email = await ask(rl, 'Guild e-mail: ');
    const password = await ask(rl, 'Password: ');
    const workstation = os.hostname();

    const { token, expiresAt, member } = await requestToken(email, password, workstation);
    saveCredentials({ portal: PORTAL, member, token, expiresAt, savedAt: new Date().toISOString() });

    console.log(`Signed in as ${member}. Token kept in ${CREDENTIALS_FILE} until ${expiresAt}.`);
  } finally {
    rl.close();
  }
}

main().catch((err) => {
  console.error(`dialsync login: ${err.message}`);
  process.exitCode = 1;
});
