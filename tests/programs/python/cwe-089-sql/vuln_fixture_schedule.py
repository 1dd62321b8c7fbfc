# Django view returning one team's fixtures for a season as JSON.
from dataclasses import dataclass
from typing import List

from django.http import HttpRequest, JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.http import require_GET

from .models import Fixture


@dataclass
class FixtureFilter:
    season: int
    team: str


class FixtureRepository:
    def for_team(self, f: FixtureFilter):
        qs = Fixture.objects.filter(season=f.season).select_related("venue")
        return qs.extra(
            where=["home_team = '%s' OR away_team = '%s'" % (f.team, f.team)],
        ).order_by("kickoff")


class FixtureService:
    def __init__(self, repo=None):
        self.repo = repo or FixtureRepository()

    def schedule(self, f: FixtureFilter) -> List[dict]:
        rows = self.repo.for_team(f)
        return [
            {
                "id": r.id,
                "home": r.home_team,
                "away": r.away_team,
                "kickoff": r.kickoff.isoformat(),
                "venue": r.venue.name,
                "score": r.score_line,
            }
            for r in rows
        ]


@method_decorator(require_GET, name="dispatch")
class TeamFixturesView(View):
    service_class = FixtureService

    def get(self, request: HttpRequest, season: int):
        team = request.GET.get("team", "").strip()
        if not team:
            return JsonResponse({"error": "team is required"}, status=400)
        data = self.service_class().schedule(FixtureFilter(season=season, team=team))
        return JsonResponse({"season": season, "team": team, "fixtures": data})
