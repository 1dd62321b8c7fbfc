# Django view producing an HTML fragment of league standings for an embeddable club widget.
from django.http import HttpResponse
from django.utils.html import escape
from django.views.decorators.http import require_GET

from .models import TeamStanding


class StandingsQuery:
    def __init__(self, division: str, limit: int):
        self.division = division
        self.limit = limit

    @classmethod
    def from_request(cls, request) -> "StandingsQuery":
        try:
            limit = max(1, min(int(request.GET.get("limit", "10")), 50))
        except ValueError:
            limit = 10
        return cls(request.GET.get("division", "premier"), limit)


class StandingsRepository:
    def top(self, q: StandingsQuery):
        return (
            TeamStanding.objects.filter(division__slug=q.division)
            .order_by("-points", "-goal_difference")[: q.limit]
        )


class StandingsFragment:
    def __init__(self, query: StandingsQuery):
        self.query = query

    def rows(self, standings):
        for pos, s in enumerate(standings, start=1):
            yield f"<tr><td>{pos}</td><td>{escape(s.team_name)}</td><td>{s.points}</td></tr>"

    def caption(self) -> str:
        return "<caption>Division: %s</caption>" % self.query.division

    def render(self, standings) -> str:
        body = "".join(self.rows(standings))
        return f"<table class='standings'>{self.caption()}{body}</table>"


@require_GET
def standings_widget(request):
    query = StandingsQuery.from_request(request)
    standings = StandingsRepository().top(query)
    html = StandingsFragment(query).render(standings)
    return HttpResponse(html, content_type="text/html; charset=utf-8")
