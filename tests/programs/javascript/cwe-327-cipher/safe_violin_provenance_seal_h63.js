// A violin provenance seal program of the h63 set (cwe-327-cipher).
#!/usr/bin/env node
// Violin maker's archive tool: seals provenance records (previous owners,
// repairs, appraisals) before they are sent to the insurer's document vault.
const { Command } = require('commander');
const crypto = require('node:crypto');
const fs = require('node:fs/promises');

class ProvenanceKey {
  static fromEnv(name) {
    const hex = process.env[name] || '';
    const key = Buffer.from(hex, 'hex');
    if (key.length !== 32) {
      throw new Error(`${name} must hold a 256-bit key in hex`);
    }
    return key;
  }
}

class RecordSealer {
  constructor(key) {
    this.key = key;
  }

  seal(plaintext) {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag().toString('base64');
    return { alg: 'aes-256-gcm', iv: iv.toString('base64'), tag, body: body.toString('base64') };
  }

  open(envelope) {
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(envelope.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
    const body = Buffer.from(envelope.body, 'base64');
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}

class SealCommand {
  constructor(sealer, inputFile, outputFile) {
    this.sealer = sealer;
    this.inputFile = inputFile;
    this.outputFile = outputFile;
  }

  async execute() {
    const record = JSON.parse(await fs.readFile(this.inputFile, 'utf8'));
    const envelope = this.sealer.seal(JSON.stringify(record));
    await fs.writeFile(this.outputFile, JSON.stringify({ instrument: record.instrumentId, ...envelope }));
    console.log(`sealed provenance of ${record.instrumentId}`);
  }
}

class OpenCommand {
  constructor(sealer, inputFile) {
    this.sealer = sealer;
    this.inputFile = inputFile;
  }

  async execute() {
    const envelope = JSON.parse(await fs.readFile(this.inputFile, 'utf8'));
    process.stdout.write(this.sealer.open(envelope) + '\n');
  }
}

const program = new Command();
program.name('provenance').description('Seal and open instrument provenance records');

program
  .command('seal')
  .argument('<record>', 'provenance record (JSON)')
  .argument('<out>', 'sealed envelope to write')
  .action(async (record, out) => {
    const sealer = new RecordSealer(ProvenanceKey.fromEnv('PROVENANCE_KEY'));
    await new SealCommand(sealer, record, out).execute();
  });

program
  .command('open')
  .argument('<envelope>', 'sealed envelope')
  .action(async (envelope) => {
    const sealer = new RecordSealer(ProvenanceKey.fromEnv('PROVENANCE_KEY'));
    await new OpenCommand(sealer, envelope).execute();
  });

program.parseAsync(process.argv).catch((err) => {
  console.error(err.message);
  process.exitCode = 1;
});
