// Sends an invite code to a new team member.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function deliver(email, token) {
  mailer.send(email, 'Your invite: ' + token);
}
function invite(email) {
  let s = '';
  for (let i = 0; i < 10; i++) s += ALPHABET.charAt(Math.floor(Math.random() * ALPHABET.length));
  deliver(email, s);
}
module.exports = { invite };
