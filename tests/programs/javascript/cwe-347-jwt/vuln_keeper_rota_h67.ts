// A keeper rota program of the h67 set (cwe-347-jwt).
// lighthouse keepers: request and approve watch swaps on the station rota, authenticated by the service's SSO token
import Fastify, { FastifyReply, FastifyRequest } from 'fastify';
import jwt, { JwtPayload } from 'jsonwebtoken';
import { readFileSync } from 'node:fs';

const SSO_PUBLIC_KEY = readFileSync(process.env.SSO_PUBLIC_KEY_PATH ?? '/etc/rota/sso-public.pem', 'utf8');
const SSO_ISSUER = 'https://sso.lights-service.example';

interface KeeperClaims extends JwtPayload {
  sub: string;
  station: string;
  role: 'keeper' | 'principal';
}

declare module 'fastify' {
  interface FastifyRequest {
    keeper?: KeeperClaims;
  }
}

interface SwapRequest {
  id: number;
  station: string;
  requestedBy: string;
  watchDate: string;
  watch: 'first' | 'middle' | 'morning';
  status: 'pending' | 'approved';
}

class RotaService {
  private swaps: SwapRequest[] = [];

  request(station: string, keeper: string, watchDate: string, watch: SwapRequest['watch']) {
    const swap: SwapRequest = { id: this.swaps.length + 1, station, requestedBy: keeper, watchDate, watch, status: 'pending' };
    this.swaps.push(swap);
    return swap;
  }

  approve(station: string, id: number) {
    const swap = this.swaps.find((s) => s.id === id && s.station === station);
    if (swap) swap.status = 'approved';
    return swap;
  }
}

async function authenticate(request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const claims = jwt.decode(token) as KeeperClaims | null;
  if (!claims || claims.iss !== SSO_ISSUER || (claims.exp ?? 0) * 1000 < Date.now()) {
    return reply.code(401).send({ error: 'invalid token' });
  }
  request.keeper = claims;
}

const rota = new RotaService();
const app = Fastify({ logger: true });

app.addHook('preHandler', authenticate);

app.post<{ Body: { watchDate: string; watch: SwapRequest['watch'] } }>(
  '/swaps',
  {
    schema: {
      body: {
        type: 'object',
        required: ['watchDate', 'watch'],
        additionalProperties: false,
        properties: {
          watchDate: { type: 'string', format: 'date' },
          watch: { type: 'string', enum: ['first', 'middle', 'morning'] },
        },
      },
    },
  },
  async (request, reply) => {
    const k = request.keeper!;
    reply.code(201);
    return rota.request(k.station, k.sub, request.body.watchDate, request.body.watch);
  },
);

app.post<{ Params: { id: number } }>(
  '/swaps/:id/approve',
  { schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } } } },
  async (request, reply) => {
    if (request.keeper!.role !== 'principal') return reply.code(403).send({ error: 'principal keepers only' });
    const swap = rota.approve(request.keeper!.station, request.params.id);
    return swap ?? reply.code(404).send({ error: 'no such swap' });
  },
);

app.listen({ port: Number(process.env.PORT ?? 3000) });
