# Match report page for a sports league: shows the result and fan comments posted under it.
from dataclasses import dataclass, field
from typing import Dict, List

from flask import Flask, abort, redirect, render_template_string, request, url_for
from markupsafe import Markup

app = Flask(__name__)

PAGE = """<!doctype html>
<title>Match {{ report.match_id }}</title>
<h1>{{ report.home }} v {{ report.away }}</h1>
<p>Final score: {{ report.score }}</p>
<ul class="comments">{{ comments_html }}</ul>
<form method="post"><input name="author"><textarea name="text"></textarea><button>Post</button></form>
"""


@dataclass
class MatchReport:
    match_id: int
    home: str
    away: str
    score: str
    comments: List[Dict[str, str]] = field(default_factory=list)


class ReportRepository:
    def __init__(self):
        self._store = {7: MatchReport(7, "Harbour Town", "Riverside FC", "2-1")}

    def get(self, match_id: int) -> MatchReport:
        report = self._store.get(match_id)
        if report is None:
            abort(404)
        return report


class CommentRenderer:
    def render(self, comments: List[Dict[str, str]]) -> Markup:
        items = []
        for c in comments:
            items.append(Markup("<li><b>{}</b>: {}</li>").format(c["author"], c["text"]))
        return Markup("").join(items)


class MatchReportController:
    def __init__(self, repo: ReportRepository, renderer: CommentRenderer):
        self.repo = repo
        self.renderer = renderer

    def show(self, match_id: int):
        report = self.repo.get(match_id)
        html = self.renderer.render(report.comments)
        return render_template_string(PAGE, report=report, comments_html=html)

    def comment(self, match_id: int):
        report = self.repo.get(match_id)
        author = request.form.get("author", "anonymous")[:40]
        report.comments.append({"author": author, "text": request.form.get("text", "")[:500]})
        return redirect(url_for("match_report", match_id=match_id))


controller = MatchReportController(ReportRepository(), CommentRenderer())
app.add_url_rule("/matches/<int:match_id>", "match_report", controller.show, methods=["GET"])
app.add_url_rule("/matches/<int:match_id>", "match_comment", controller.comment, methods=["POST"])
