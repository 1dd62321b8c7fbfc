# Django views for a hotel check-in kiosk that return guests to the page they started from.
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

from .models import Booking

DEFAULT_NEXT = "/bookings/"


def next_target(request):
    candidates = (request.POST.get("next"), request.GET.get("next"))
    return next((c.strip() for c in candidates if c and c.strip()), DEFAULT_NEXT)


def is_local(request, url):
    return url_has_allowed_host_and_scheme(
        url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )


def finish(request, fallback=DEFAULT_NEXT):
    target = next_target(request)
    return redirect(target if is_local(request, target) else fallback)


@login_required
@require_POST
def complete_checkin(request, booking_ref):
    booking = get_object_or_404(Booking, reference=booking_ref, guest=request.user)
    booking.checked_in = True
    booking.save(update_fields=["checked_in"])
    return finish(request)


@login_required
@require_POST
def request_late_checkout(request, booking_ref):
    booking = get_object_or_404(Booking, reference=booking_ref, guest=request.user)
    booking.late_checkout_requested = True
    booking.save(update_fields=["late_checkout_requested"])
    return finish(request, fallback=f"/bookings/{booking.reference}/")
