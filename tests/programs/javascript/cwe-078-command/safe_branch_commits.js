// Hapi route that lists recent commits of a branch in a hosted git repository.
const Hapi = require('@hapi/hapi');
const Boom = require('@hapi/boom');
const { spawn } = require('child_process');
const path = require('path');

const REPO_ROOT = process.env.REPO_ROOT || '/srv/git';

function checkBranch(branch) {
  if (!/^[A-Za-z0-9._/-]{1,100}$/.test(branch) || branch.startsWith('-') || branch.includes('..')) {
    throw Boom.badRequest('bad branch name');
  }
  return branch;
}

function gitLog(repoDir, branch) {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['log', '--oneline', '-n', '20', `refs/heads/${branch}`], { cwd: repoDir });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out.trim().split('\n'));
      else reject(new Error(`git exited with ${code}`));
    });
  });
}

async function start() {
  const server = Hapi.server({ port: process.env.PORT || 4000 });
  server.route({
    method: 'GET',
    path: '/repos/{name}/commits',
    handler: async (request) => {
      const repo = request.params.name;
      if (!/^[a-z0-9-]+$/.test(repo)) throw Boom.badRequest('bad repository name');
      const branch = checkBranch(request.query.branch || 'main');
      try {
        const commits = await gitLog(path.join(REPO_ROOT, `${repo}.git`), branch);
        return { repo, branch, commits };
      } catch (err) {
        throw Boom.notFound(err.message);
      }
    },
  });
  await server.start();
}

start();
