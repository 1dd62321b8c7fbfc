// A sauna heater log export program of the h75 set (cwe-078-command).
'use strict';

const express = require('express');
const { execFile } = require('child_process');
const { promisify } = require('util');
const fs = require('fs/promises');
const os = require('os');
const path = require('path');

const execFileAsync = promisify(execFile);
const LOG_DIR = process.env.HEATER_LOG_DIR || '/var/log/sauna/heaters';

class ExportError extends Error {
  constructor(message, status = 500, cause) {
    super(message, { cause });
    this.name = 'ExportError';
    this.status = status;
  }
}

function parseDay(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value || '')) {
    throw new ExportError('day must look like YYYY-MM-DD', 400);
  }
  return value;
}

async function collectLines(heater, day, outFile) {
  try {
    const logs = (await fs.readdir(LOG_DIR))
      .filter((name) => name.startsWith(day) && name.endsWith('.log'))
      .map((name) => path.join(LOG_DIR, name));
    if (logs.length === 0) {
      throw new ExportError(`no logs for ${day}`, 404);
    }
    const { stdout } = await execFileAsync('grep', ['-h', '-F', '-e', `heater=${heater}`, '--', ...logs], {
      timeout: 15000,
      maxBuffer: 32 * 1024 * 1024,
    });
    await fs.writeFile(outFile, stdout);
  } catch (err) {
    if (err instanceof ExportError) {
      throw err;
    }
    if (err.code === 1) {
      throw new ExportError(`no readings for heater ${heater} on ${day}`, 404, err);
    }
    throw new ExportError('grep failed', 500, err);
  }
}

const app = express();

app.get('/heaters/:heater/export', async (req, res, next) => {
  let day;
  try {
    day = parseDay(req.query.day);
  } catch (err) {
    return next(err);
  }

  const heater = req.params.heater;
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'heater-'));
  const outFile = path.join(workDir, 'readings.txt');
  try {
    await collectLines(heater, day, outFile);
    const { stdout } = await execFileAsync('gzip', ['-k', outFile]);
    if (stdout) {
      console.log('[export]', stdout.trim());
    }
    res.attachment(`heater-${day}.txt.gz`);
    res.send(await fs.readFile(`${outFile}.gz`));
  } catch (err) {
    next(err instanceof ExportError ? err : new ExportError('export failed', 500, err));
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
});

app.use((err, req, res, _next) => {
  if (err.cause) {
    console.error('[export] caused by', err.cause.message);
  }
  res.status(err.status || 500).json({ error: err.message });
});

app.listen(Number(process.env.PORT) || 8085);
