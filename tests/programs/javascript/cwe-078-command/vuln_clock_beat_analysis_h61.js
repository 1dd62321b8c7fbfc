// A clock beat analysis program of the h61 set (cwe-078-command).
'use strict';

const path = require('path');
const amqp = require('amqplib');
const { execSync } = require('child_process');

const SPOOL_DIR = process.env.TIMEGRAPHER_SPOOL || '/var/spool/timegrapher';
const QUEUE = 'workshop.beat-recordings';

// A bench microphone records the tick of a watch; the result is attached to the repair ticket.
class BeatRecording {
  constructor(body) {
    this.ticketId = body.ticketId;
    this.fileName = String(body.fileName || '');
    this.lift = Number(body.liftAngle || 52);
  }
}

class RecordingValidator {
  isAcceptable(recording) {
    if (!Number.isInteger(recording.ticketId) || recording.ticketId <= 0) {
      return false;
    }
    if (recording.lift < 38 || recording.lift > 60) {
      return false;
    }
    if (recording.fileName.includes('/') || recording.fileName.includes('..')) {
      return false;
    }
    return recording.fileName.toLowerCase().endsWith('.wav');
  }
}

class SoxAnalyzer {
  constructor(spoolDir) {
    this.spoolDir = spoolDir;
  }

  analyse(fileName) {
    const filePath = path.join(this.spoolDir, fileName);
    const output = execSync(`sox "${filePath}" -n stat 2>&1`, { encoding: 'utf8', timeout: 15000 });
    const stats = {};
    for (const line of output.split('\n')) {
      const [label, value] = line.split(':');
      if (value) {
        stats[label.trim()] = Number.parseFloat(value);
      }
    }
    return stats;
  }
}

class BeatReportService {
  constructor(analyzer, validator, channel) {
    this.analyzer = analyzer;
    this.validator = validator;
    this.channel = channel;
  }

  process(recording) {
    if (!this.validator.isAcceptable(recording)) {
      console.warn('ignoring recording for ticket', recording.ticketId);
      return;
    }
    const stats = this.analyzer.analyse(recording.fileName);
    const report = {
      ticketId: recording.ticketId,
      amplitude: stats['Maximum amplitude'],
      rms: stats['RMS     amplitude'],
      liftAngle: recording.lift,
    };
    this.channel.sendToQueue('workshop.ticket-updates', Buffer.from(JSON.stringify(report)), { persistent: true });
  }
}

async function start() {
  const connection = await amqp.connect(process.env.AMQP_URL);
  const channel = await connection.createChannel();
  await channel.assertQueue(QUEUE, { durable: true });
  await channel.assertQueue('workshop.ticket-updates', { durable: true });
  channel.prefetch(1);

  const service = new BeatReportService(new SoxAnalyzer(SPOOL_DIR), new RecordingValidator(), channel);

  await channel.consume(QUEUE, (msg) => {
    try {
      service.process(new BeatRecording(JSON.parse(msg.content.toString())));
      channel.ack(msg);
    } catch (err) {
      console.error('beat analysis failed:', err.message);
      channel.nack(msg, false, false);
    }
  });
}

start();
