// A planetarium star chart render program of the h76 set (cwe-078-command).
'use strict';

const express = require('express');
const os = require('os');
const path = require('path');
const fs = require('fs/promises');
const { spawn } = require('child_process');

const TILE_DIR = process.env.SKY_TILE_DIR || '/opt/planetarium/tiles';

const SPAWN_DEFAULTS = {
  shell: false,
  timeout: 20000,
  stdio: ['ignore', 'ignore', 'pipe'],
};

class ChartCommandBuilder {
  constructor(tileDir) {
    this.tileDir = tileDir;
    this.args = [];
    this.tile = 'north';
    this.caption = '';
    this.width = 1600;
  }

  hemisphere(dec) {
    this.tile = Number(dec) < 0 ? 'south' : 'north';
    return this;
  }

  size(width) {
    const w = Number.parseInt(width, 10);
    this.width = Number.isFinite(w) ? Math.min(Math.max(w, 200), 4000) : 1600;
    return this;
  }

  label(text) {
    this.caption = String(text || '').replace(/^@+/, '').slice(0, 200);
    return this;
  }

  output(file) {
    this.outFile = file;
    return this;
  }

  build() {
    const source = path.join(this.tileDir, `${this.tile}.png`);
    return {
      program: 'convert',
      args: [source, '-resize', `${this.width}x`, '-gravity', 'south', '-pointsize', '36',
        '-fill', 'white', '-annotate', '+0+24', this.caption, this.outFile],
    };
  }
}

function runProcess({ program, args }, options) {
  const settings = { ...SPAWN_DEFAULTS, ...options };
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, settings);
    let errText = '';
    child.stderr.on('data', (chunk) => { errText += chunk; });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(errText || `exit ${code}`))));
  });
}

const app = express();

app.get('/charts/render', async (req, res) => {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'chart-'));
  const outFile = path.join(workDir, 'chart.png');
  try {
    const command = new ChartCommandBuilder(TILE_DIR)
      .hemisphere(req.query.dec)
      .size(req.query.width)
      .label(req.query.label)
      .output(outFile)
      .build();
    await runProcess(command, { cwd: workDir });
    res.type('png').send(await fs.readFile(outFile));
  } catch (err) {
    res.status(500).json({ error: 'render failed' });
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
});

app.listen(process.env.PORT || 5050);
