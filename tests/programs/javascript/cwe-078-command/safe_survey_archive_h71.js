// A survey archive program of the h71 set (cwe-078-command).
import amqp from 'amqplib';
import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';

const run = promisify(exec);
const SURVEY_ROOT = process.env.SURVEY_ROOT ?? '/data/oakline/surveys';
const ARCHIVE_ROOT = process.env.ARCHIVE_ROOT ?? '/data/oakline/archives';
const QUEUE = 'survey.signed-off';
const LABEL = /^[a-z0-9][a-z0-9-]{0,40}$/;

function parseJob(content) {
  try {
    const job = JSON.parse(content.toString('utf8'));
    if (!Number.isInteger(job?.surveyId)) {
      return { ok: false, error: 'surveyId missing' };
    }
    return { ok: true, value: job };
  } catch (err) {
    return { ok: false, error: `unreadable message: ${err.message}` };
  }
}

async function main() {
  const conn = await amqp.connect(process.env.AMQP_URL ?? 'amqp://rabbit.oakline-tree.internal');
  const channel = await conn.createChannel();
  await channel.assertQueue(QUEUE, { durable: true });
  await channel.prefetch(2);

  await channel.consume(QUEUE, async (msg) => {
    if (!msg) return;
    const parsed = parseJob(msg.content);
    if (!parsed.ok) {
      console.warn(parsed.error);
      channel.nack(msg, false, false);
      return;
    }

    // label is what the client typed on the sign-off form in the customer portal
    const { surveyId, format = 'tar', label = `survey-${surveyId}` } = parsed.value;
    if (!LABEL.test(label)) {
      console.warn(`survey ${surveyId}: archive label rejected`);
      channel.nack(msg, false, false);
      return;
    }
    const source = path.join(SURVEY_ROOT, String(surveyId));
    let command;

    switch (format) {
      case 'zip':
        command = `cd ${source} && zip -qr ${ARCHIVE_ROOT}/${label}.zip .`;
        break;
      case 'tar':
        command = `tar -czf ${ARCHIVE_ROOT}/${label}.tar.gz -C ${source} .`;
        break;
      default:
        console.warn(`survey ${surveyId}: unsupported format ${format}`);
        channel.nack(msg, false, false);
        return;
    }

    try {
      await run(command, { timeout: 120_000 });
      channel.ack(msg);
      console.log(`survey ${surveyId}: archived as ${label}.${format === 'zip' ? 'zip' : 'tar.gz'}`);
    } catch (err) {
      console.error(`survey ${surveyId}: archive failed`, err.message);
      channel.nack(msg, false, true);
    }
  });

  process.once('SIGTERM', async () => {
    await channel.close();
    await conn.close();
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
