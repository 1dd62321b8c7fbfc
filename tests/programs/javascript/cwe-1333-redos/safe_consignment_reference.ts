// Hono API that validates and registers consignment references submitted by freight forwarders
import { Hono } from 'hono';

interface ConsignmentInput {
  reference: string;
  forwarder: string;
  pieces: number;
}

const REFERENCE_FORMAT = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

class ReferenceValidator {
  constructor(private readonly pattern: RegExp) {}

  check(input: ConsignmentInput): string[] {
    const problems: string[] = [];
    if (!this.pattern.test(input.reference)) problems.push('reference');
    if (!Number.isInteger(input.pieces) || input.pieces < 1) problems.push('pieces');
    if (!input.forwarder) problems.push('forwarder');
    return problems;
  }
}

class ConsignmentService {
  private readonly registered = new Map<string, ConsignmentInput>();

  constructor(private readonly validator: ReferenceValidator) {}

  register(input: ConsignmentInput): { ok: boolean; problems: string[] } {
    const problems = this.validator.check(input);
    if (problems.length === 0) this.registered.set(input.reference, input);
    return { ok: problems.length === 0, problems };
  }
}

const consignments = new ConsignmentService(new ReferenceValidator(REFERENCE_FORMAT));
const app = new Hono();

app.post('/consignments', async (c) => {
  const body = await c.req.json<Record<string, unknown>>();
  const input: ConsignmentInput = {
    reference: String(body.reference ?? '').toUpperCase(),
    forwarder: String(body.forwarder ?? ''),
    pieces: Number(body.pieces),
  };
  const result = consignments.register(input);
  return c.json(result, result.ok ? 201 : 422);
});

export default app;
