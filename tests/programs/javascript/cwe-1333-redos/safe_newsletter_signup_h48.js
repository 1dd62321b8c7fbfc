// Next.js API route that validates and stores newsletter signups
import { addSubscriber } from '../../lib/newsletter';

const EMAIL_PATTERN = /^[a-zA-Z0-9_\-]+(?:\.[a-zA-Z0-9_\-]+)*@(?:[a-zA-Z0-9\-]+\.)+[a-zA-Z]{2,24}$/;
const MAX_EMAIL_LENGTH = 254;
const TOPICS = new Set(['product', 'engineering', 'events']);

function validate(body) {
  const errors = [];
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    errors.push('email is not valid');
  }
  const topics = Array.isArray(body.topics) ? body.topics.filter((t) => TOPICS.has(t)) : [];
  if (topics.length === 0) {
    errors.push('choose at least one topic');
  }
  return { errors, value: { email: email.toLowerCase(), topics } };
}

export default async function handler(req, res) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'method not allowed' });
  }
  const { errors, value } = validate(req.body || {});
  if (errors.length > 0) {
    return res.status(422).json({ errors });
  }
  await addSubscriber(value.email, value.topics);
  return res.status(201).json({ subscribed: value.email });
}
