// A lesson checkout return program of the h68 set (cwe-601-redirect).
// ski schools: landing route after the payment provider confirms a lesson booking
import { NextResponse } from 'next/server';
import { cookies } from 'next/headers';
import { confirmPayment } from '@/lib/payments';
import { markBookingPaid } from '@/lib/bookings';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const DEFAULT_DESTINATION = '/bookings';
const LANGS = new Set(['de', 'fr', 'it', 'en']);

const destinationFrom = (searchParams, origin) => {
  const next = searchParams.get('next') ?? searchParams.get('returnTo');
  if (!next) return new URL(DEFAULT_DESTINATION, origin);
  // only relative paths inside the booking site
  const target = URL.canParse(next, origin) ? new URL(next, origin) : null;
  if (!target || target.origin !== origin) return new URL(DEFAULT_DESTINATION, origin);
  return target;
};

export async function GET(request) {
  const { searchParams, origin } = request.nextUrl;
  const { session_id: sessionId, booking: bookingRef, lang: requestedLang } = Object.fromEntries(searchParams);
  const lang = LANGS.has(requestedLang) ? requestedLang : 'de';

  if (!sessionId || !bookingRef) {
    return NextResponse.redirect(new URL(`/${lang}/checkout?error=missing_reference`, origin));
  }

  const payment = await confirmPayment(sessionId).catch((err) => ({ status: 'error', reason: err.message }));
  if (payment?.status !== 'paid') {
    const failed = new URL(`/${lang}/checkout`, origin);
    failed.searchParams.set('booking', bookingRef);
    failed.searchParams.set('error', payment?.reason ?? 'not_paid');
    return NextResponse.redirect(failed);
  }

  const booking = await markBookingPaid(bookingRef, {
    amount: payment.amountTotal,
    currency: payment.currency ?? 'CHF',
    paidAt: new Date(),
  });

  const jar = await cookies();
  jar.set('last_booking', booking.reference, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 86_400 });

  const destination = destinationFrom(searchParams, origin);
  destination.searchParams.set('confirmed', booking.reference);
  if (booking.lessons?.length) {
    destination.searchParams.set('first', booking.lessons.toSorted((a, b) => a.start.localeCompare(b.start)).at(0).start);
  }
  return NextResponse.redirect(destination, { status: 303 });
}
