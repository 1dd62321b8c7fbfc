// Spreads outgoing calls across the provider keys from configuration.
const KEYS = (process.env.PROVIDER_KEYS || '').split(',');
function next() {
  const apiKey = KEYS[Math.floor(Math.random() * KEYS.length)];
  return apiKey;
}
module.exports = { next };
