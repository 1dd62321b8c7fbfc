// A guest list program of the h68 set (cwe-1333-redos).
// mountain huts: checks the guest list a group leader submits before the hut warden confirms the bunks
import express from 'express';
import { bookings } from './lib/bookings.js';

const GUEST_NAME = /^([A-Za-zÀ-ÖØ-öø-ÿ]+[ '-]?)+$/;
const ALPINE_CLUB_NO = /^(DAV|OEAV|SAC|CAI)-\d{5,9}$/;
const MAX_GUESTS = 24;

const checkGuest = ({ name = '', clubNo, diet = 'none', age } = {}, index) => {
  const problems = [];
  const trimmed = name.trim();
  if (!GUEST_NAME.test(trimmed)) problems.push('name may only contain letters, spaces, hyphens and apostrophes');
  if (clubNo && !ALPINE_CLUB_NO.test(clubNo)) problems.push('alpine club number not recognised');
  if (age != null && !(Number.isInteger(age) && age >= 0 && age < 110)) problems.push('age looks wrong');
  return { index, name: trimmed, clubNo: clubNo ?? null, diet, problems };
};

const discountFor = ({ clubNo }) => (clubNo ? 0.5 : 0);

const app = express();
app.use(express.json({ limit: '64kb' }));

app.post('/bookings/:ref/guests', async (req, res) => {
  const booking = await bookings.find(req.params.ref);
  if (!booking) return res.status(404).json({ error: 'unknown booking reference' });

  const { guests = [], leaderPhone } = req.body ?? {};
  if (!Array.isArray(guests) || guests.length === 0) return res.status(400).json({ error: 'guest list is empty' });
  if (guests.length > Math.min(booking.beds, MAX_GUESTS)) {
    return res.status(400).json({ error: `booking is for ${booking.beds} beds` });
  }

  const checked = guests.map(checkGuest);
  const rejected = checked.filter(({ problems }) => problems.length > 0);
  if (rejected.length > 0) return res.status(422).json({ rejected });

  const nights = booking.nights ?? 1;
  const lines = checked.map((g) => ({
    ...g,
    pricePerNight: Math.round(booking.bedPrice * (1 - discountFor(g)) * 100) / 100,
  }));
  const total = lines.reduce((sum, { pricePerNight }) => sum + pricePerNight * nights, 0);
  const diets = Object.fromEntries(
    Object.entries(Object.groupBy(lines, ({ diet }) => diet)).map(([diet, list]) => [diet, list.length]),
  );

  await bookings.saveGuests(req.params.ref, { guests: lines, leaderPhone: leaderPhone ?? booking.leaderPhone });
  res.json({ ref: req.params.ref, guests: lines.length, nights, total: Math.round(total * 100) / 100, diets });
});

app.get('/bookings/:ref/guests', async (req, res) => {
  const booking = await bookings.find(req.params.ref);
  if (!booking) return res.status(404).json({ error: 'unknown booking reference' });
  res.json({ guests: booking.guests?.map(({ name, diet }) => ({ name, diet })) ?? [] });
});

app.listen(Number(process.env.PORT ?? 3060));
