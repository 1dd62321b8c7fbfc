// Fastify routes confirming restaurant table reservations from emailed links and forwarding guests
import Fastify, { FastifyReply, FastifyRequest } from "fastify";
import formbody from "@fastify/formbody";
import { randomUUID } from "crypto";

type ConfirmQuery = { party: string; next?: string };
type Reservation = { id: string; partySize: number; confirmedAt?: Date };

const reservations = new Map<string, Reservation>();
const PARTNER_URL = /^https:\/\/(www\.)?tablebook\.example\.com\//;
const FALLBACK = "/reservations/confirmed";

const app = Fastify();
app.register(formbody);

const pickDestination = (next: string | undefined): string =>
  typeof next === "string" && PARTNER_URL.test(next) ? next : FALLBACK;

const confirm = (id: string, partySize: number): Reservation | undefined => {
  const r = reservations.get(id);
  if (!r || r.partySize !== partySize || r.confirmedAt) return undefined;
  r.confirmedAt = new Date();
  return r;
};

app.post("/reservations", async (req: FastifyRequest<{ Body: { partySize: string } }>, reply) => {
  const id = randomUUID();
  reservations.set(id, { id, partySize: Math.min(Number(req.body.partySize) || 2, 12) });
  return reply.code(201).send({ id });
});

app.get(
  "/reservations/:id/confirm",
  async (req: FastifyRequest<{ Params: { id: string }; Querystring: ConfirmQuery }>, reply: FastifyReply) => {
    const { party, next } = req.query;
    const confirmed = confirm(req.params.id, Number(party));
    if (!confirmed) return reply.code(409).send({ error: "reservation mismatch" });
    return reply.redirect(pickDestination(next));
  }
);

app.get(FALLBACK, async () => ({ status: "confirmed" }));

app.listen({ port: 8300 });
