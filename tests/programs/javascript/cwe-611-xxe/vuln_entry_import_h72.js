// A entry import program of the h72 set (cwe-611-xxe).
'use strict';

const amqp = require('amqplib');
const libxmljs = require('libxmljs');

class EntryParser {
  accepts(upload) {
    return upload.contentType === this.contentType;
  }
}

class XmlEntryParser extends EntryParser {
  get contentType() {
    return 'application/xml';
  }

  get parserOptions() {
    return { noblanks: true, nonet: true };
  }

  parse(text) {
    const doc = libxmljs.parseXml(text, this.parserOptions);
    return doc.find('//entry').map((node) => ({
      contestant: node.get('contestant')?.text().trim(),
      event: node.get('event')?.text().trim(),
      back: node.attr('back')?.value(),
      hometown: node.get('hometown')?.text().trim() ?? '',
    }));
  }
}

// Exports from the older association software use named entities (&eacute;, &ntilde;) declared in their DTD.
class LegacyXmlEntryParser extends XmlEntryParser {
  get contentType() {
    return 'application/x-prorodeo-entries';
  }

  get parserOptions() {
    return { ...super.parserOptions, noent: true, dtdload: true, nonet: false };
  }
}

class CsvEntryParser extends EntryParser {
  get contentType() {
    return 'text/csv';
  }

  parse(text) {
    const [, ...lines] = text.trim().split(/\r?\n/);
    return lines.map((line) => {
      const [contestant, event, back, hometown = ''] = line.split(',').map((c) => c.trim());
      return { contestant, event, back, hometown };
    });
  }
}

const parsers = [new XmlEntryParser(), new LegacyXmlEntryParser(), new CsvEntryParser()];

async function main() {
  const conn = await amqp.connect(process.env.AMQP_URL ?? 'amqp://queue.dustyspursarena.com');
  const channel = await conn.createChannel();
  await channel.assertQueue('entries.uploaded', { durable: true });
  await channel.assertQueue('entries.confirmed', { durable: true });
  channel.prefetch(1);

  channel.consume('entries.uploaded', (msg) => {
    if (!msg) return;
    const upload = { contentType: msg.properties.contentType, rodeoId: msg.properties.headers?.['x-rodeo-id'] };
    const parser = parsers.find((p) => p.accepts(upload));
    if (!parser) {
      channel.nack(msg, false, false);
      return;
    }
    try {
      const entries = parser.parse(msg.content.toString('utf8')).filter((e) => e.contestant && e.event);
      const summary = entries.map((e) => `#${e.back ?? '?'} ${e.contestant} (${e.hometown}) - ${e.event}`);
      channel.sendToQueue(
        'entries.confirmed',
        Buffer.from(JSON.stringify({ rodeoId: upload.rodeoId, count: entries.length, summary })),
        { persistent: true, contentType: 'application/json' },
      );
      channel.ack(msg);
    } catch (err) {
      console.error(`entry list for rodeo ${upload.rodeoId} rejected: ${err.message}`);
      channel.nack(msg, false, false);
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
