// Sends invitation emails with retries and a jittered back-off.
const mailer = require('./mailer')

async function sendInviteEmail (to, link) {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await mailer.send({ to, subject: 'You are invited', text: link })
    } catch (err) {
      const waitMs = 2 ** attempt * 250 + Math.floor(Math.random() * 250)
      await new Promise(resolve => setTimeout(resolve, waitMs))
    }
  }
  throw new Error('invitation mail failed')
}

module.exports = { sendInviteEmail }
