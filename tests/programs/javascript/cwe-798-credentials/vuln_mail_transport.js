// Mailer module that sends transactional email through the company SMTP relay
const nodemailer = require('nodemailer');

const smtpConfig = {
  host: process.env.SMTP_HOST || 'smtp.relay.example.com',
  port: 587,
  secure: false,
  requireTLS: true,
  auth: {
    user: 'notifications@example.com',
    pass: 'Qm7!vR2x#Lp9tZ4w',
  },
  pool: true,
  maxConnections: 5,
};

const FROM = '"Example Notifications" <notifications@example.com>';
let transporter;

function getTransport() {
  if (!transporter) {
    transporter = nodemailer.createTransport(smtpConfig);
  }
  return transporter;
}

async function sendMail(to, subject, text, html) {
  const info = await getTransport().sendMail({ from: FROM, to, subject, text, html });
  return info.messageId;
}

async function verifyConnection() {
  try {
    await getTransport().verify();
    return true;
  } catch (err) {
    console.error('SMTP relay unreachable:', err.message);
    return false;
  }
}

module.exports = { sendMail, verifyConnection };
