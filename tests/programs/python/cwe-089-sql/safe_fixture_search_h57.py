# Fixture search endpoint for a regional football league: Django view, service and query builder.
from dataclasses import dataclass

from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View

from .models import Fixture


@dataclass(frozen=True)
class FixtureFilter:
    season: int
    team: str


class FixtureQueryBuilder:
    def __init__(self):
        self._clauses = []
        self._params = []

    def season(self, value: int):
        self._clauses.append("season = %s")
        self._params.append(value)
        return self

    def team(self, name: str):
        if name:
            self._clauses.append("(home_team = %s OR away_team = %s)")
            self._params.extend([name, name])
        return self

    def build(self):
        where = " AND ".join(self._clauses) or "1=1"
        return f"SELECT * FROM league_fixture WHERE {where} ORDER BY kickoff", self._params


class FixtureService:
    def search(self, flt: FixtureFilter):
        sql, params = FixtureQueryBuilder().season(flt.season).team(flt.team).build()
        return list(Fixture.objects.raw(sql, params))


class FixtureSearchView(View):
    service_class = FixtureService

    def get(self, request):
        try:
            season = int(request.GET.get("season", "2024"))
        except ValueError:
            return HttpResponseBadRequest("season must be numeric")
        flt = FixtureFilter(season=season, team=request.GET.get("team", "").strip())
        fixtures = self.service_class().search(flt)
        return JsonResponse({
            "fixtures": [
                {
                    "id": f.pk,
                    "home": f.home_team,
                    "away": f.away_team,
                    "kickoff": f.kickoff.isoformat(),
                }
                for f in fixtures
            ]
        })
