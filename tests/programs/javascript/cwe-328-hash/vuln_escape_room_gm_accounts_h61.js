// A escape room gm accounts program of the h61 set (cwe-328-hash).
#!/usr/bin/env node
'use strict';

const crypto = require('crypto');
const readline = require('readline/promises');
const Database = require('better-sqlite3');

// Staff accounts for the game-master tablets (hint console, door overrides, room resets).
class PassphraseHasher {
  hash(phrase, salt = crypto.randomBytes(16).toString('hex')) {
    const digest = crypto.createHash('sha1').update(salt + phrase).digest('hex');
    return `${salt}$${digest}`;
  }
}

class GameMasterRepository {
  constructor(db) {
    this.db = db;
    this.db.exec('CREATE TABLE IF NOT EXISTS game_masters (username TEXT PRIMARY KEY, pass_hash TEXT NOT NULL, rooms TEXT)');
  }

  upsert(username, phraseHash, rooms) {
    this.db.prepare('INSERT INTO game_masters (username, pass_hash, rooms) VALUES (?, ?, ?) '
      + 'ON CONFLICT(username) DO UPDATE SET pass_hash = excluded.pass_hash, rooms = excluded.rooms')
      .run(username, phraseHash, rooms.join(','));
  }

  remove(username) {
    return this.db.prepare('DELETE FROM game_masters WHERE username = ?').run(username).changes > 0;
  }
}

class AccountCommands {
  constructor(repository, hasher, prompt) {
    this.repository = repository;
    this.hasher = hasher;
    this.prompt = prompt;
  }

  async add(username, rooms) {
    const phrase = await this.prompt.question(`New passphrase for ${username}: `);
    if (phrase.length < 12 || phrase.length > 128) {
      throw new Error('passphrase must be 12 to 128 characters');
    }
    this.repository.upsert(username, this.hasher.hash(phrase), rooms);
    return `saved ${username} (${rooms.join(', ') || 'no rooms'})`;
  }

  async remove(username) {
    const answer = await this.prompt.question(`Remove ${username} from all tablets? (yes/no) `);
    if (answer.trim().toLowerCase() !== 'yes') {
      return 'nothing changed';
    }
    return this.repository.remove(username) ? `removed ${username}` : `no account called ${username}`;
  }
}

async function main([command, username, ...rooms]) {
  if (!['add', 'remove'].includes(command) || !/^[a-z][a-z0-9_]{2,23}$/.test(username || '')) {
    console.error('usage: gm-accounts add <username> [room...] | gm-accounts remove <username>');
    return 2;
  }
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    const commands = new AccountCommands(
      new GameMasterRepository(new Database(process.env.GM_DB || 'gamemasters.db')),
      new PassphraseHasher(),
      prompt,
    );
    console.log(command === 'add' ? await commands.add(username, rooms) : await commands.remove(username));
    return 0;
  } finally {
    prompt.close();
  }
}

main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
