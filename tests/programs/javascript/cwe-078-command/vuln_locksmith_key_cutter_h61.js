// A locksmith key cutter program of the h61 set (cwe-078-command).
#!/usr/bin/env node
'use strict';

const { program } = require('commander');
const { exec } = require('child_process');
const util = require('util');

const run = util.promisify(exec);

class KeyBlank {
  constructor(profile, bitting, copies) {
    this.profile = String(profile).toUpperCase();
    this.bitting = String(bitting);
    this.copies = Number.parseInt(copies, 10) || 1;
  }
}

class BittingValidator {
  validate(blank) {
    const errors = [];
    if (!/^[A-Z]{2}[0-9]{1,3}$/.test(blank.profile)) {
      errors.push(`unknown key profile ${blank.profile}`);
    }
    if (!/[0-9]{5,7}/.test(blank.bitting)) {
      errors.push('bitting must be 5 to 7 depth digits');
    }
    if (blank.copies < 1 || blank.copies > 10) {
      errors.push('between 1 and 10 copies per job');
    }
    return errors;
  }
}

class CuttingMachine {
  async cut(blank) {
    throw new Error('cut() must be implemented');
  }
}

class SilcaMachine extends CuttingMachine {
  constructor(port) {
    super();
    this.port = port;
  }

  async cut(blank) {
    const { stdout } = await run(
      `silca-cli --port ${this.port} --profile ${blank.profile} --bitting ${blank.bitting} --copies ${blank.copies}`,
    );
    return stdout.trim();
  }
}

class ManualBench extends CuttingMachine {
  async cut(blank) {
    return `cut ${blank.copies} x ${blank.profile} by hand, depths ${blank.bitting.split('').join('-')}`;
  }
}

class KeyCuttingJob {
  constructor(machine, validator) {
    this.machine = machine;
    this.validator = validator;
  }

  async execute(blank) {
    const errors = this.validator.validate(blank);
    if (errors.length > 0) {
      return { ok: false, errors };
    }
    const log = await this.machine.cut(blank);
    return { ok: true, log };
  }
}

program
  .name('keycut')
  .description('Send a key duplication job to the bench')
  .argument('<profile>', 'key blank profile, e.g. UL050')
  .argument('<bitting>', 'depth code read from the original key')
  .option('-c, --copies <n>', 'number of copies', '1')
  .option('--manual', 'print instructions instead of driving the machine')
  .action(async (profile, bitting, opts) => {
    const machine = opts.manual
      ? new ManualBench()
      : new SilcaMachine(process.env.KEYCUT_PORT || '/dev/ttyUSB0');
    const job = new KeyCuttingJob(machine, new BittingValidator());
    const result = await job.execute(new KeyBlank(profile, bitting, opts.copies));
    if (!result.ok) {
      result.errors.forEach((e) => console.error(e));
      process.exitCode = 2;
      return;
    }
    console.log(result.log);
  });

program.parseAsync(process.argv);
