// Oak service that sends a test build-status notification to a project's chat webhook
import { Application, Router } from "jsr:@oak/oak@17";

interface TestNotification {
  project: string;
  webhookUrl: string;
}

function statusPayload(project: string) {
  return {
    text: `Build #0 of ${project} finished: passed (test notification)`,
    attachments: [{ color: "#2eb886", fields: [{ title: "Branch", value: "main", short: true }] }],
  };
}

const WEBHOOK_HOSTS = new Set(["hooks.slack.com", "chat.googleapis.com", "outlook.office.com"]);

function acceptableTarget(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.port === "" && WEBHOOK_HOSTS.has(url.hostname);
}

async function deliver(target: string, body: unknown) {
  const resp = await fetch(target, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    redirect: "error",
    signal: AbortSignal.timeout(5000),
  });
  return { status: resp.status, body: (await resp.text()).slice(0, 500) };
}

const router = new Router();

router.post("/projects/:project/notifications/test", async (ctx) => {
  const input = (await ctx.request.body.json()) as TestNotification;
  const project = ctx.params.project;
  if (!acceptableTarget(input.webhookUrl)) {
    ctx.response.status = 400;
    ctx.response.body = { error: "webhook host is not a supported chat provider" };
    return;
  }
  try {
    const result = await deliver(input.webhookUrl, statusPayload(project));
    ctx.response.body = { delivered: result.status < 300, upstream: result };
  } catch (err) {
    ctx.response.status = 502;
    ctx.response.body = { error: `delivery failed: ${(err as Error).message}` };
  }
});

const app = new Application();
app.use(router.routes());
app.use(router.allowedMethods());
await app.listen({ port: Number(Deno.env.get("PORT") ?? 8000) });
