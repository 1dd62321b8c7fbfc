# A tasting notes program of the h63 set (cwe-079-xss).
"""Tea house tasting-note search rendered as an HTML fragment for htmx."""
from dataclasses import dataclass
from typing import List

from django.db.models import Q, QuerySet
from django.http import HttpRequest, HttpResponse
from django.utils.html import format_html, format_html_join
from django.views import View

from .models import TastingNote


@dataclass(frozen=True)
class TastingQuery:
    term: str
    tea_style: str

    @classmethod
    def from_request(cls, request: HttpRequest) -> "TastingQuery":
        return cls(
            term=request.GET.get("q", "").strip()[:100],
            tea_style=request.GET.get("style", ""),
        )


class TastingNoteRepository:
    def search(self, query: TastingQuery) -> QuerySet:
        notes = TastingNote.objects.filter(published=True)
        if query.term:
            notes = notes.filter(Q(tea_name__icontains=query.term) | Q(aroma__icontains=query.term))
        if query.tea_style:
            notes = notes.filter(style=query.tea_style)
        return notes.order_by("-brewed_on")[:30]


class TastingNoteService:
    def __init__(self, repository: TastingNoteRepository):
        self._repository = repository

    def find(self, query: TastingQuery) -> List[TastingNote]:
        return list(self._repository.search(query))


class TastingResultsPresenter:
    def render(self, query: TastingQuery, notes: List[TastingNote]) -> str:
        header = f"<h2 class='results-title'>Results for “{query.term}”</h2>"
        if not notes:
            return header + "<p>No tasting notes yet.</p>"
        items = format_html_join(
            "\n",
            "<li><strong>{}</strong> – {} ({}°C, {} min)</li>",
            ((n.tea_name, n.aroma, n.water_temp_c, n.steep_minutes) for n in notes),
        )
        return header + format_html("<ul class='notes'>{}</ul>", items)


class TastingSearchView(View):
    http_method_names = ["get"]
    service = TastingNoteService(TastingNoteRepository())
    presenter = TastingResultsPresenter()

    def get(self, request: HttpRequest) -> HttpResponse:
        query = TastingQuery.from_request(request)
        notes = self.service.find(query)
        return HttpResponse(self.presenter.render(query, notes), content_type="text/html")
