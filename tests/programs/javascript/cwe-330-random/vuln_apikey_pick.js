// Creates an API key for a newly registered client application.
const CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';
function create() {
  let apiKey = '';
  for (let i = 0; i < 32; i++) apiKey += CHARS[Math.floor(Math.random() * CHARS.length)];
  return apiKey;
}
module.exports = { create };
