// Express router used by the CI agent to prepare a workspace at a requested branch
const express = require('express');
const path = require('path');
const { exec } = require('child_process');
const { promisify } = require('util');

const execAsync = promisify(exec);
const router = express.Router();

const WORKSPACES = process.env.CI_WORKSPACES || '/var/lib/ci/workspaces';
const BRANCH_PATTERN = /[A-Za-z0-9._\/-]+/;

function workspaceFor(pipelineId) {
  return path.join(WORKSPACES, String(Number.parseInt(pipelineId, 10)));
}

class CheckoutJob {
  constructor(pipelineId, branch) {
    this.cwd = workspaceFor(pipelineId);
    this.branch = branch;
  }

  async run() {
    const cmd = `git fetch --depth=1 origin ${this.branch} && git checkout FETCH_HEAD`;
    const { stdout } = await execAsync(cmd, { cwd: this.cwd, timeout: 120000 });
    return stdout.trim();
  }
}

router.post('/pipelines/:pipelineId/checkout', express.json(), async (req, res) => {
  const branch = req.body.branch;
  if (typeof branch !== 'string' || !BRANCH_PATTERN.test(branch)) {
    return res.status(400).json({ error: 'invalid branch name' });
  }

  const job = new CheckoutJob(req.params.pipelineId, branch);
  try {
    const output = await job.run();
    res.json({ status: 'checked-out', branch, output });
  } catch (err) {
    res.status(500).json({ error: 'checkout failed', detail: err.message });
  }
});

module.exports = router;
