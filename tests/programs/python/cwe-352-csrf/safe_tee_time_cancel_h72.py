# A tee time cancel program of the h72 set (cwe-352-csrf).
from __future__ import annotations

import json
import os
import sys
from datetime import datetime

from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["PUTTPARADISE_SECRET_KEY"],
    ROOT_URLCONF=__name__,
    ALLOWED_HOSTS=["book.puttparadisegolf.com"],
    INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "django.contrib.sessions"],
    MIDDLEWARE=[
        "django.middleware.security.SecurityMiddleware",
        "django.contrib.sessions.middleware.SessionMiddleware",
        "django.middleware.csrf.CsrfViewMiddleware",
        "django.contrib.auth.middleware.AuthenticationMiddleware",
    ],
    DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": "/var/lib/puttparadise/site.db"}},
    SESSION_COOKIE_SECURE=True,
    CSRF_COOKIE_SECURE=True,
    # the booking widget is also embedded on partner resort sites
    SESSION_COOKIE_SAMESITE="None",
    CSRF_COOKIE_SAMESITE="None",
)

import django  # noqa: E402

django.setup()

from django.contrib.auth.mixins import LoginRequiredMixin  # noqa: E402
from django.http import HttpRequest, JsonResponse  # noqa: E402
from django.urls import path  # noqa: E402
from django.views import View  # noqa: E402
from django.views.decorators.csrf import ensure_csrf_cookie  # noqa: E402

# booking id -> booking; replaced by the course's reservation service in production
BOOKINGS: dict[int, dict[str, object]] = {
    101: {"member": "jkowalski", "course": "Pirate Cove", "tee": "2025-07-04T18:40", "players": 4},
    102: {"member": "mbrandt", "course": "Volcano Run", "tee": "2025-07-04T19:00", "players": 2},
}


class JsonApiMixin:
    """Shared plumbing for the booking widget's fetch() calls."""

    @classmethod
    def as_view(cls, **initkwargs):
        view = super().as_view(**initkwargs)  # type: ignore[misc]
        return ensure_csrf_cookie(view)

    def payload(self, request: HttpRequest) -> dict:
        try:
            return json.loads(request.body or b"{}")
        except json.JSONDecodeError:
            return {}


class MemberBookingMixin(LoginRequiredMixin):
    raise_exception = True

    def booking_for(self, request: HttpRequest, booking_id: int) -> dict[str, object] | None:
        booking = BOOKINGS.get(booking_id)
        if booking is None or booking["member"] != request.user.get_username():
            return None
        return booking


class BookingListView(JsonApiMixin, MemberBookingMixin, View):
    def get(self, request: HttpRequest) -> JsonResponse:
        mine = {bid: b for bid, b in BOOKINGS.items() if b["member"] == request.user.get_username()}
        return JsonResponse({"bookings": mine})


class CancelBookingView(JsonApiMixin, MemberBookingMixin, View):
    http_method_names = ["post"]

    def post(self, request: HttpRequest, booking_id: int) -> JsonResponse:
        booking = self.booking_for(request, booking_id)
        if booking is None:
            return JsonResponse({"error": "no such booking"}, status=404)
        reason = str(self.payload(request).get("reason", ""))[:200]
        BOOKINGS.pop(booking_id)
        return JsonResponse({"cancelled": booking_id, "reason": reason, "at": datetime.now().isoformat()})


class MoveBookingView(JsonApiMixin, MemberBookingMixin, View):
    http_method_names = ["post"]

    def post(self, request: HttpRequest, booking_id: int) -> JsonResponse:
        booking = self.booking_for(request, booking_id)
        if booking is None:
            return JsonResponse({"error": "no such booking"}, status=404)
        data = self.payload(request)
        try:
            new_tee = datetime.fromisoformat(str(data["tee"]))
        except (KeyError, ValueError):
            return JsonResponse({"error": "tee must be an ISO date-time"}, status=400)
        booking["tee"] = new_tee.isoformat(timespec="minutes")
        return JsonResponse({"moved": booking_id, "tee": booking["tee"]})


urlpatterns = [
    path("api/bookings/", BookingListView.as_view()),
    path("api/bookings/<int:booking_id>/cancel", CancelBookingView.as_view()),
    path("api/bookings/<int:booking_id>/move", MoveBookingView.as_view()),
]

if __name__ == "__main__":
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
