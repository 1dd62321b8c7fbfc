// Remix route that saves a Slack incoming-webhook URL and sends a test message to it
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import fetch from 'node-fetch';
import { requireAdmin } from '~/session.server';
import { db } from '~/db.server';

const SLACK_HOST = 'hooks.slack.com';

function acceptableWebhook(raw: FormDataEntryValue | null): string | null {
  if (typeof raw !== 'string' || raw.length > 500) return null;
  if (!raw.startsWith('https://')) return null;
  if (!raw.includes(SLACK_HOST)) return null;
  return raw;
}

async function sendTestMessage(webhookUrl: string, workspace: string) {
  const res = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: `Alerts for ${workspace} are now connected.` }),
    redirect: 'manual',
  });
  return { status: res.status, body: (await res.text()).slice(0, 200) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const settings = await db.alertSettings.findUnique({ where: { orgId: admin.orgId } });
  return json({ configured: Boolean(settings?.webhookUrl) });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const webhookUrl = acceptableWebhook(form.get('webhookUrl'));
  if (!webhookUrl) {
    return json({ error: 'Enter a Slack incoming webhook URL.' }, { status: 400 });
  }
  const result = await sendTestMessage(webhookUrl, admin.orgName);
  if (result.status !== 200) {
    return json({ error: 'Slack rejected the test message.', detail: result.body }, { status: 422 });
  }
  await db.alertSettings.upsert({
    where: { orgId: admin.orgId },
    create: { orgId: admin.orgId, webhookUrl },
    update: { webhookUrl },
  });
  return json({ ok: true });
}
