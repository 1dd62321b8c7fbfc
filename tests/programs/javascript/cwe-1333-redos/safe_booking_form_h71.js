// A booking form program of the h71 set (cwe-1333-redos).
import { NextResponse } from 'next/server';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 5 });

const NAME_PATTERN = /^[A-Za-z]+(?:[\s'-][A-Za-z]+)*$/;
const POSTCODE_PATTERN = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;
const APPLIANCES = new Set(['open-fire', 'wood-burner', 'multi-fuel', 'oil-boiler', 'range-cooker']);

function parseBooking(body) {
  const issues = [];
  const name = typeof body?.name === 'string' ? body.name.trim() : '';
  if (name.length < 2 || name.length > 80) {
    issues.push({ field: 'name', message: 'Please tell us your name' });
  } else if (!NAME_PATTERN.test(name)) {
    issues.push({ field: 'name', message: 'Names can contain letters, spaces, hyphens and apostrophes' });
  }

  const postcode = typeof body?.postcode === 'string' ? body.postcode.trim().toUpperCase() : '';
  if (!POSTCODE_PATTERN.test(postcode)) {
    issues.push({ field: 'postcode', message: 'That does not look like a UK postcode' });
  }

  const appliance = body?.appliance;
  if (!APPLIANCES.has(appliance)) {
    issues.push({ field: 'appliance', message: 'Choose the appliance we will be sweeping' });
  }

  const phone = String(body?.phone ?? '').replace(/\s+/g, '');
  if (!/^(\+44|0)\d{9,10}$/.test(phone)) {
    issues.push({ field: 'phone', message: 'Please give a UK phone number so the sweep can call ahead' });
  }

  const preferredWeek = body?.preferredWeek ?? null;
  if (preferredWeek !== null && !/^\d{4}-W\d{2}$/.test(preferredWeek)) {
    issues.push({ field: 'preferredWeek', message: 'Pick a week from the calendar' });
  }

  return issues.length
    ? { success: false, issues }
    : { success: true, data: { name, postcode, appliance, phone, preferredWeek, notes: String(body?.notes ?? '').slice(0, 1000) } };
}

export async function POST(request) {
  let body;
  try {
    body = await request.json();
  } catch {
    return NextResponse.json({ error: 'The form could not be read, please try again.' }, { status: 400 });
  }

  const result = parseBooking(body);
  if (!result.success) {
    return NextResponse.json({ issues: result.issues }, { status: 422 });
  }

  const b = result.data;
  try {
    const { rows } = await pool.query(
      `INSERT INTO booking_requests (name, postcode, appliance, phone, preferred_week, notes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
      [b.name, b.postcode, b.appliance, b.phone, b.preferredWeek, b.notes],
    );
    return NextResponse.json({ reference: `SW-${rows[0].id}` }, { status: 201 });
  } catch (err) {
    console.error('booking request not saved', err);
    return NextResponse.json({ error: 'We could not save your request. Please ring the office.' }, { status: 503 });
  }
}
