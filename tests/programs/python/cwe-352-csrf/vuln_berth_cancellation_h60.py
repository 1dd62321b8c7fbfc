# A berth cancellation program of the h60 set (cwe-352-csrf).
"""Marina berth holders' portal (single-module Django app): a signed-in
boat owner can cancel one of their visitor-berth reservations from the
"My bookings" page."""
import os
import sys

from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["MARINA_DJANGO_SECRET_KEY"],
    ALLOWED_HOSTS=os.environ.get("MARINA_ALLOWED_HOSTS", "berths.marina.local").split(","),
    ROOT_URLCONF=__name__,
    INSTALLED_APPS=["django.contrib.auth", "django.contrib.contenttypes", "django.contrib.sessions"],
    MIDDLEWARE=[
        "django.middleware.security.SecurityMiddleware",
        "django.contrib.sessions.middleware.SessionMiddleware",
        "django.middleware.csrf.CsrfViewMiddleware",
        "django.contrib.auth.middleware.AuthenticationMiddleware",
    ],
    DATABASES={
        "default": {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": os.environ.get("MARINA_DB_NAME", "marina"),
            "USER": os.environ.get("MARINA_DB_USER", "marina_portal"),
            "PASSWORD": os.environ["MARINA_DB_PASSWORD"],
            "HOST": os.environ.get("MARINA_DB_HOST", "localhost"),
        }
    },
    SESSION_COOKIE_SECURE=True,
    SESSION_COOKIE_HTTPONLY=True,
    CSRF_COOKIE_SECURE=True,
)

from asgiref.sync import sync_to_async  # noqa: E402
from django.db import connection  # noqa: E402
from django.http import HttpResponseForbidden, JsonResponse  # noqa: E402
from django.urls import path  # noqa: E402
from django.views.decorators.csrf import csrf_exempt  # noqa: E402
from django.views.decorators.http import require_POST  # noqa: E402


def cancel_in_db(booking_id: int, owner_id: int) -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE berth_bookings SET status = 'cancelled', cancelled_at = now() "
            "WHERE id = %s AND owner_id = %s AND status = 'confirmed'",
            [booking_id, owner_id],
        )
        return cursor.rowcount


@csrf_exempt
@require_POST
async def cancel_booking(request, booking_id: int):
    user = await request.auser()
    if not user.is_authenticated:
        return HttpResponseForbidden("please sign in to manage bookings")
    changed = await sync_to_async(cancel_in_db)(booking_id, user.pk)
    if not changed:
        return JsonResponse({"error": "no confirmed booking with that number"}, status=404)
    return JsonResponse({"booking": booking_id, "status": "cancelled"})


urlpatterns = [path("bookings/<int:booking_id>/cancel", cancel_booking)]

if __name__ == "__main__":
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
