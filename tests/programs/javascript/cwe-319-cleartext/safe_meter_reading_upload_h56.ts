// Gateway service relaying smart-meter interval readings to the regional head-end systems
import Fastify from "fastify";
import fetch from "node-fetch";
import { verifyGatewaySignature } from "./gateway-auth";

type Region = "north" | "south" | "coastal";
type Reading = { meterId: string; intervalStart: string; kwh: number };

const HEADENDS: Record<Region, string> = {
  north: "https://headend-north.gridworks.example/api/v1/readings",
  south: "https://headend-south.gridworks.example/api/v1/readings",
  coastal: "https://headend-coastal.gridworks.example/api/v1/readings",
};

const requireEnv = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const apiKey = requireEnv("HEADEND_API_KEY");

const isRegion = (value: string): value is Region => Object.hasOwn(HEADENDS, value);

const isReading = (r: any): r is Reading =>
  typeof r?.meterId === "string" && typeof r?.intervalStart === "string" && Number.isFinite(r?.kwh);

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const forward = (region: Region) => async (batch: Reading[]): Promise<number> => {
  const res = await fetch(HEADENDS[region], {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": apiKey },
    body: JSON.stringify({ readings: batch }),
  });
  return res.ok ? batch.length : 0;
};

const app = Fastify({ logger: true, bodyLimit: 5 * 1024 * 1024 });
app.addHook("preHandler", verifyGatewaySignature);

app.post<{ Params: { region: string }; Body: { readings?: unknown[] } }>(
  "/regions/:region/readings",
  async (req, reply) => {
    const { region } = req.params;
    if (!isRegion(region)) return reply.code(404).send({ error: "unknown region" });
    const incoming = Array.isArray(req.body?.readings) ? req.body.readings : [];
    const readings = incoming.filter(isReading);
    const sent = await Promise.all(chunk(readings, 500).map(forward(region)));
    return reply.send({ received: incoming.length, accepted: sent.reduce((a, b) => a + b, 0) });
  }
);

app.listen({ port: 9200, host: "0.0.0.0" });
