// A driving lesson clip program of the h60 set (cwe-078-command).
'use strict';

const path = require('path');
const { execFile } = require('child_process');
const { promisify } = require('util');
const fastify = require('fastify')({ logger: true });

const run = promisify(execFile);

// Dashcam recordings of every driving lesson are kept so instructors can cut
// short clips (a parallel park, a roundabout) to review with the learner.
const RECORDINGS = path.resolve(process.env.LESSON_RECORDINGS || '/srv/driving-school/recordings');
const CLIPS = path.resolve(process.env.LESSON_CLIPS || '/srv/driving-school/clips');
const MAX_CLIP_SECONDS = 600;

const toSeconds = (stamp) =>
  String(stamp)
    .split(':')
    .map((part) => parseInt(part, 10))
    .reduce((total, n) => total * 60 + n, 0);

const clipPlan = ({ lessonId, start, end, label = 'manoeuvre' }) => ({
  lessonId,
  start,
  duration: toSeconds(end) - toSeconds(start),
  input: path.join(RECORDINGS, `${lessonId}.mp4`),
  output: path.join(CLIPS, `${lessonId}-${label}-${toSeconds(start)}.mp4`),
});

const validRange = (plan) => Number.isFinite(plan.duration) && plan.duration > 0 && plan.duration <= MAX_CLIP_SECONDS;

const clipSchema = {
  body: {
    type: 'object',
    required: ['lessonId', 'start', 'end'],
    properties: {
      lessonId: { type: 'string', pattern: '^[0-9]{6}$' },
      start: { type: 'string', pattern: '^[0-9]{2}:[0-5][0-9]:[0-5][0-9]$' },
      end: { type: 'string', pattern: '^[0-9]{2}:[0-5][0-9]:[0-5][0-9]$' },
      label: { type: 'string', pattern: '^[a-z-]{1,40}$' },
    },
  },
};

fastify.post('/lessons/clips', { schema: clipSchema }, async (request, reply) => {
  const plan = clipPlan(request.body);
  if (!validRange(plan)) {
    return reply.code(400).send({ error: 'clip range must be between 1 second and 10 minutes' });
  }

  const args = ['-y', '-ss', plan.start, '-i', plan.input, '-t', String(plan.duration), '-c', 'copy', plan.output];

  return run('ffmpeg', args, { timeout: 120000 })
    .then(() => reply.code(201).send({ clip: path.basename(plan.output), seconds: plan.duration }))
    .catch((err) => {
      request.log.error({ err }, 'ffmpeg failed');
      return reply.code(500).send({ error: 'clip could not be produced' });
    });
});

fastify.listen({ port: Number(process.env.PORT || 3000) }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
