// A kiln profile cli program of the h63 set (cwe-078-command).
#!/usr/bin/env node
// Studio tool for the glassblowing workshop: dumps annealing curves from the
// kiln controllers through the vendor's `kilnctl` utility.
const { Command, Option } = require('commander');
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const run = promisify(execFile);

class FurnaceId {
  constructor(raw) {
    const value = String(raw || '').trim().toUpperCase();
    if (!/^[A-Z]{2}-\d{3}$/.test(value)) {
      throw new Error(`not a furnace id: ${raw}`);
    }
    this.value = value;
  }

  toString() {
    return this.value;
  }
}

class KilnControllerClient {
  constructor(binary) {
    this.binary = binary;
  }

  async dumpSegments(furnaceId, format) {
    const { stdout } = await run(
      this.binary,
      ['dump', '--furnace', String(furnaceId), '--format', format],
      { timeout: 15000 },
    );
    return stdout;
  }

  async listFurnaces() {
    const { stdout } = await run(this.binary, ['list', '--format', 'csv'], { timeout: 15000 });
    return stdout.split('\n').filter(Boolean);
  }
}

class ExportProfileCommand {
  constructor(client, furnaceId, format) {
    this.client = client;
    this.furnaceId = furnaceId;
    this.format = format;
  }

  async execute() {
    const output = await this.client.dumpSegments(this.furnaceId, this.format);
    process.stdout.write(output);
  }
}

class ListFurnacesCommand {
  constructor(client) {
    this.client = client;
  }

  async execute() {
    for (const line of await this.client.listFurnaces()) {
      console.log(line);
    }
  }
}

const client = new KilnControllerClient(process.env.KILNCTL_BIN || 'kilnctl');
const program = new Command();

program.name('kiln-profile').description('Annealing profile tools for the hot shop');

program
  .command('export')
  .argument('<furnace>', 'furnace id, e.g. GL-104')
  .addOption(new Option('--format <fmt>', 'output format').choices(['csv', 'json']).default('csv'))
  .action(async (furnace, opts) => {
    const command = new ExportProfileCommand(client, new FurnaceId(furnace), opts.format);
    await command.execute();
  });

program
  .command('list')
  .action(async () => {
    await new ListFurnacesCommand(client).execute();
  });

program.parseAsync(process.argv).catch((err) => {
  console.error(err.message);
  process.exitCode = 1;
});
