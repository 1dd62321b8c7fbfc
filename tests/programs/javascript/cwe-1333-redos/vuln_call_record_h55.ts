// Fastify endpoint for a telecom billing team to look up call detail records by dialled number groups.
import Fastify, { FastifyReply, FastifyRequest } from 'fastify';

interface CallRecord {
  callId: string;
  caller: string;
  dialled: string;
  seconds: number;
}

type LookupQuery = { dialled?: string };

class DialledNumberError extends Error {}

class DialledNumberParser {
  private static readonly GROUPED_DIGITS = /^(\d+\s?)+$/;

  static normalise(raw: string | undefined): string {
    const value = (raw ?? '').trim();
    if (value.length === 0 || value.length > 200) throw new DialledNumberError('dialled number length out of range');
    if (!DialledNumberParser.GROUPED_DIGITS.test(value)) {
      throw new DialledNumberError('dialled number may contain only digits and single spaces');
    }
    return value.replace(/\s/g, '');
  }
}

class CallRecordRepository {
  private readonly records: CallRecord[] = [
    { callId: 'c-9001', caller: '4420700000', dialled: '4416180000', seconds: 312 },
    { callId: 'c-9002', caller: '4420700001', dialled: '4416180000', seconds: 45 },
  ];

  *byDialled(number: string): Generator<CallRecord> {
    for (const r of this.records) if (r.dialled === number) yield r;
  }
}

class CallRecordService {
  constructor(private readonly repo: CallRecordRepository) {}

  lookup(raw: string | undefined) {
    const number = DialledNumberParser.normalise(raw);
    const records = [...this.repo.byDialled(number)];
    return { number, totalSeconds: records.reduce((s, r) => s + r.seconds, 0), records };
  }
}

const service = new CallRecordService(new CallRecordRepository());
const app = Fastify({ logger: true });

app.get('/cdr', async (request: FastifyRequest<{ Querystring: LookupQuery }>, reply: FastifyReply) => {
  try {
    return service.lookup(request.query.dialled);
  } catch (err) {
    if (err instanceof DialledNumberError) return reply.code(400).send({ error: err.message });
    throw err;
  }
});

app.listen({ port: 3019 });
