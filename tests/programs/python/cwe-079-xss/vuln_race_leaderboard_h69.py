# A race leaderboard program of the h69 set (cwe-079-xss).
import os
import sys

from django.conf import settings
from django.core.management import execute_from_command_line
from django.core.wsgi import get_wsgi_application
from django.http import Http404, HttpResponse
from django.urls import path
from django.utils.html import format_html, format_html_join
from django.views import View

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["DJANGO_SECRET_KEY"],
    ALLOWED_HOSTS=["races.helixmeadow-farm.co.uk"],
    ROOT_URLCONF=__name__,
    MIDDLEWARE=["django.middleware.common.CommonMiddleware"],
)

HEATS = {
    1: [("Turbo", 212.4), ("Slimeball", 240.9), ("Lettuce Leaf", 260.0)],
    2: [("Sir Crawlsalot", 198.3), ("Shelly", 230.1), ("Gary", 301.7)],
    3: [("Escarlet", 187.0), ("Pokey", 255.5)],
}


class LeaderboardView(View):
    template = (
        "<!doctype html><html><head><title>Heat {heat}</title></head><body>"
        "<h1>Heat {heat} results</h1>{banner}<table>{rows}</table></body></html>"
    )

    def setup(self, request, *args, **kwargs):
        super().setup(request, *args, **kwargs)
        self.heat = kwargs.get("heat")
        self.favourite = request.GET.get("snail", "").strip()
        self.units = "cm/h" if request.GET.get("units") == "metric" else "in/h"

    def results(self):
        try:
            return sorted(HEATS[self.heat], key=lambda r: r[1])
        except KeyError:
            raise Http404("no such heat")

    def speed(self, seconds):
        # track is 30 cm
        cm_per_hour = 30 / seconds * 3600
        return round(cm_per_hour if self.units == "cm/h" else cm_per_hour / 2.54, 1)

    def banner(self):
        if not self.favourite:
            return ""
        return f"<p class='cheer'>Cheering for {self.favourite}!</p>"

    def get(self, request, *args, **kwargs):
        rows = format_html_join(
            "",
            "<tr><td>{}</td><td>{}</td><td>{} {}</td></tr>",
            (
                (place, name, self.speed(secs), self.units)
                for place, (name, secs) in enumerate(self.results(), start=1)
            ),
        )
        body = self.template.format(heat=self.heat, banner=self.banner(), rows=rows)
        return HttpResponse(body)


class HeatListView(View):
    def get(self, request):
        links = format_html_join("", '<li><a href="/heats/{}/">Heat {}</a></li>', ((h, h) for h in HEATS))
        return HttpResponse(format_html("<ul>{}</ul>", links))


urlpatterns = [
    path("heats/", HeatListView.as_view()),
    path("heats/<int:heat>/", LeaderboardView.as_view()),
]

application = get_wsgi_application()

if __name__ == "__main__":
    execute_from_command_line(sys.argv)
