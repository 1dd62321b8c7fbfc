// Express login handler that sends the user back to the page they started from
import express, { Request, Response } from 'express';
import { authenticate, startSession } from './auth';

const APP_ORIGIN = process.env.APP_ORIGIN || 'https://app.example.com';
const DEFAULT_LANDING = '/home';

function sanitizeReturnTo(value: unknown): string {
  const target = typeof value === 'string' && value.length > 0 ? value : DEFAULT_LANDING;
  if (!target.startsWith('/')) {
    return DEFAULT_LANDING;
  }
  return target;
}

const router = express.Router();
router.use(express.urlencoded({ extended: false }));

router.get('/login', (req: Request, res: Response) => {
  const returnTo = sanitizeReturnTo(req.query.returnTo);
  res.render('login', { returnTo, origin: APP_ORIGIN });
});

router.post('/login', async (req: Request, res: Response) => {
  const { email, password } = req.body;
  const user = await authenticate(String(email || ''), String(password || ''));
  if (!user) {
    return res.status(401).render('login', { error: 'Invalid credentials', returnTo: req.body.returnTo });
  }
  await startSession(req, res, user);
  const destination = sanitizeReturnTo(req.body.returnTo);
  res.redirect(303, destination);
});

export default router;
