// A local accordion repair shop reed tuning analysis program of the h76 set (cwe-078-command).
'use strict';

const express = require('express');
const path = require('path');
const { exec } = require('child_process');

const RECORDINGS_DIR = process.env.RECORDINGS_DIR || '/srv/accordion/recordings';
const REPORTS_DIR = process.env.REPORTS_DIR || '/srv/accordion/reports';

class ShellRunner {
  constructor(options = {}) {
    this.options = { timeout: 30000, maxBuffer: 4 * 1024 * 1024, ...options };
  }

  run(program, args) {
    const commandLine = [program, ...args].join(' ');
    return new Promise((resolve, reject) => {
      exec(commandLine, this.options, (err, stdout, stderr) => {
        if (err) {
          return reject(err);
        }
        resolve({ stdout, stderr });
      });
    });
  }
}

// action name -> builds the program and arguments for that analysis
const ACTIONS = {
  stats: (recording) => ['sox', [recording, '-n', 'stat']],
  spectrum: (recording, opts) => [
    'sox',
    [recording, '-n', 'spectrogram', '-t', `"${opts.title || 'reed test'}"`,
      '-o', path.join(REPORTS_DIR, `${path.parse(recording).name}.png`)],
  ],
  pitch: (recording, opts) => ['aubio', ['pitch', '-i', recording, '-u', opts.unit || 'midi']],
};

class TuningAnalyzer {
  constructor(runner, actions, recordingsDir) {
    this.runner = runner;
    this.actions = actions;
    this.recordingsDir = recordingsDir;
  }

  recordingPath(name) {
    return path.join(this.recordingsDir, path.basename(String(name)));
  }

  async analyze(action, recording, opts = {}) {
    const build = this.actions[action];
    if (!build) {
      throw Object.assign(new Error(`unknown action ${action}`), { status: 400 });
    }
    const [program, args] = build(this.recordingPath(recording), opts);
    const { stdout, stderr } = await this.runner.run(program, args);
    return { action, output: (stdout || stderr).trim() };
  }
}

const analyzer = new TuningAnalyzer(new ShellRunner(), ACTIONS, RECORDINGS_DIR);
const app = express();
app.use(express.json({ limit: '16kb' }));

app.post('/reeds/:reedId/analysis', async (req, res) => {
  const { action, recording, title, unit } = req.body;
  try {
    const result = await analyzer.analyze(action, recording, { title, unit });
    res.json({ reedId: req.params.reedId, ...result });
  } catch (err) {
    res.status(err.status || 500).json({ error: err.message });
  }
});

app.listen(process.env.PORT || 4100, () => {
  console.log('tuning bench ready');
});
