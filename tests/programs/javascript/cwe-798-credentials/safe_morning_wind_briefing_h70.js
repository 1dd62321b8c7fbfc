// A morning wind briefing program of the h70 set (cwe-798-credentials).
const cron = require('node-cron');

const PROVIDERS = {
  windsAloft: {
    base: 'https://api.windsaloft-data.com/v1',
    apiKey: process.env.WINDS_ALOFT_API_KEY,
  },
  chat: {
    webhook: 'https://hooks.skyriders-ballooning.co.uk/pilots/briefing',
    token: process.env.BRIEFING_HOOK_TOKEN,
  },
};

const LAUNCH_FIELDS = [
  { name: 'Ashton Court', lat: 51.446, lon: -2.646 },
  { name: 'Castle Howard', lat: 54.121, lon: -0.905 },
  { name: 'Longleat', lat: 51.186, lon: -2.277 },
];

const LEVELS_FT = [500, 1000, 2000, 3000];
const KNOTS_LIMIT = 12;

const missingSecrets = () =>
  Object.entries(PROVIDERS)
    .flatMap(([name, cfg]) => Object.entries(cfg).map(([key, value]) => [`${name}.${key}`, value]))
    .filter(([, value]) => !value)
    .map(([key]) => key);

const fetchWinds = async ({ name, lat, lon }) => {
  const { base, apiKey } = PROVIDERS.windsAloft;
  const url = `${base}/forecast?lat=${lat}&lon=${lon}&levels=${LEVELS_FT.join(',')}&hours=4`;
  const res = await fetch(url, { headers: { 'x-api-key': apiKey } });
  if (!res.ok) throw new Error(`${name}: winds api ${res.status}`);
  const { levels = [] } = await res.json();
  return { name, levels };
};

const verdict = ({ name, levels }) => {
  const worst = levels.reduce((max, { speedKt = 0 }) => Math.max(max, speedKt), 0);
  const lines = levels.map(({ altitudeFt, directionDeg, speedKt }) => `  ${altitudeFt}ft ${directionDeg}° ${speedKt}kt`);
  return [`${worst <= KNOTS_LIMIT ? 'GO' : 'HOLD'} ${name} (max ${worst}kt)`, ...lines].join('\n');
};

const postBriefing = async (text) => {
  const { webhook, token } = PROVIDERS.chat;
  await fetch(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text }),
  });
};

const brief = async () => {
  const results = await Promise.allSettled(LAUNCH_FIELDS.map(fetchWinds));
  const sections = results.map((r, i) =>
    r.status === 'fulfilled' ? verdict(r.value) : `?? ${LAUNCH_FIELDS[i].name}: no data (${r.reason.message})`,
  );
  await postBriefing([`Briefing ${new Date().toISOString().slice(0, 16)}Z`, ...sections].join('\n\n'));
};

const missing = missingSecrets();
if (missing.length) {
  console.error(`missing configuration: ${missing.join(', ')}`);
  process.exit(1);
}

cron.schedule('0 4 * * *', () => brief().catch((err) => console.error('briefing failed', err)), {
  timezone: 'Europe/London',
});
