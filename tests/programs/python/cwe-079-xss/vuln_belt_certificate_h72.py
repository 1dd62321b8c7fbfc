# A belt certificate program of the h72 set (cwe-079-xss).
from __future__ import annotations

import os
import sys

from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["IRONLOTUS_SECRET_KEY"],
    ROOT_URLCONF=__name__,
    ALLOWED_HOSTS=["certs.ironlotusdojo.com"],
    MIDDLEWARE=[
        "django.middleware.security.SecurityMiddleware",
        "django.middleware.common.CommonMiddleware",
        "django.middleware.clickjacking.XFrameOptionsMiddleware",
    ],
)

from django.core.wsgi import get_wsgi_application  # noqa: E402
from django.http import HttpRequest, HttpResponse  # noqa: E402
from django.urls import path  # noqa: E402
from django.utils.html import escape, format_html  # noqa: E402
from django.utils.safestring import SafeString, mark_safe  # noqa: E402
from django.views import View  # noqa: E402

PAGE = """<!doctype html>
<html><head><title>Iron Lotus Dojo &ndash; Certificate</title></head>
<body><article class="cert {belt}">
<h1>Certificate of Promotion</h1>
<p>This certifies that {name} has been promoted to the rank of {rank}.</p>
<footer>Awarded by {sensei} on {date}</footer>
</article></body></html>"""


class CertificateView(View):
    belt = "white"

    def format_name(self, raw: str) -> SafeString:
        return format_html("<strong>{}</strong>", raw.strip().title())

    def rank_label(self) -> str:
        return f"{self.belt.title()} Belt"

    def get(self, request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
        student = request.GET.get("student", "").strip()
        if not student:
            return HttpResponse("student is required", status=400)
        html = PAGE.format(
            belt=escape(self.belt),
            name=self.format_name(student),
            rank=escape(self.rank_label()),
            sensei=escape(request.GET.get("sensei", "Sensei Okafor")),
            date=escape(request.GET.get("date", "grading day")),
        )
        return HttpResponse(html)


class DanCertificateView(CertificateView):
    belt = "black"
    dan = 1

    def dan_label(self) -> str:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(self.dan, "th")
        return f"{self.dan}{suffix} Dan"

    def rank_label(self) -> str:
        return f"Black Belt ({self.dan_label()})"

    def format_name(self, raw: str) -> SafeString:
        # dan certificates print the family name first, as on the federation register
        given, _, family = raw.strip().rpartition(" ")
        return mark_safe(f"<strong class='dan'>{family.upper()} {given.title()}</strong>")


urlpatterns = [
    path("certificates/white/", CertificateView.as_view()),
    path("certificates/yellow/", CertificateView.as_view(belt="yellow")),
    path("certificates/green/", CertificateView.as_view(belt="green")),
    path("certificates/brown/", CertificateView.as_view(belt="brown")),
    path("certificates/shodan/", DanCertificateView.as_view(dan=1)),
    path("certificates/nidan/", DanCertificateView.as_view(dan=2)),
]

application = get_wsgi_application()

if __name__ == "__main__":
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
