# A shoeing schedule program of the h69 set (cwe-089-sql).
import os
import re
import sys

from django.conf import settings
from django.core.management import execute_from_command_line
from django.core.wsgi import get_wsgi_application
from django.db import connection
from django.http import JsonResponse
from django.urls import path

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["DJANGO_SECRET_KEY"],
    ALLOWED_HOSTS=["rounds.ironandhoof.co.uk"],
    ROOT_URLCONF=__name__,
    DATABASES={
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": "/var/lib/ironandhoof/rounds.sqlite3",
        }
    },
    MIDDLEWARE=[
        "django.middleware.common.CommonMiddleware",
        f"{__name__}.YardFilterMiddleware",
    ],
)

YARD_CODE = re.compile(r"[A-Z]{3}-\d{2}")


class YardFilterMiddleware:
    """Attach the yard the farrier is looking at to every request."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        raw = request.GET.get("yard", "").strip()
        request.yard_raw = raw
        # the rounds app sends labels like "OAK-07 Oakfield Livery"; the code is the first part
        code = raw[:6].upper()
        request.yard = code if YARD_CODE.fullmatch(code) else None
        request.day = request.GET.get("day") or None
        return self.get_response(request)


def appointments(request):
    if request.yard is None:
        return JsonResponse({"error": "yard code like ABC-12 required"}, status=400)
    with connection.cursor() as cur:
        cur.execute(
            "SELECT horse, owner, work, slot FROM appointments "
            "WHERE yard_code = '%s' AND slot >= date('now') "
            "ORDER BY slot" % request.yard_raw
        )
        rows = cur.fetchall()
    return JsonResponse({
        "yard": request.yard,
        "appointments": [
            {"horse": h, "owner": o, "work": w, "slot": s} for h, o, w, s in rows
        ],
    })


def yards(request):
    with connection.cursor() as cur:
        cur.execute("SELECT code, name, postcode FROM yards ORDER BY name")
        rows = cur.fetchall()
    return JsonResponse({"yards": [{"code": c, "name": n, "postcode": p} for c, n, p in rows]})


def horses_due(request):
    with connection.cursor() as cur:
        cur.execute(
            "SELECT horse, yard_code, MAX(slot) FROM appointments "
            "GROUP BY horse HAVING MAX(slot) < date('now', '-42 days')"
        )
        rows = cur.fetchall()
    return JsonResponse({"overdue": [{"horse": h, "yard": y, "last": s} for h, y, s in rows]})


urlpatterns = [
    path("appointments/", appointments),
    path("yards/", yards),
    path("horses/overdue/", horses_due),
]

application = get_wsgi_application()

if __name__ == "__main__":
    execute_from_command_line(sys.argv)
