# A mime troupe performer biography search program of the h76 set (cwe-1333-redos).
import re
from dataclasses import dataclass

from flask import Flask, jsonify, request

app = Flask(__name__)


@dataclass
class Performer:
    stage_name: str
    troupe: str
    bio: str
    acts: tuple


ROSTER = [
    Performer("Silent Sol", "Les Invisibles", "Trained in Paris; known for the endless staircase.", ("staircase", "wind")),
    Performer("Marcel Mute", "Les Invisibles", "Glass box specialist and rope puller since 1998.", ("glass box", "rope")),
    Performer("Pierrette", "Teatro Quieto", "Street mime turned stage lead; tug-of-war with herself.", ("tug", "umbrella")),
]


def word_matcher(term: str):
    words = [w.lower() for w in term.split() if w]
    return lambda text: all(w in text.lower() for w in words)


def phrase_matcher(term: str):
    compiled = re.compile(term, re.IGNORECASE)
    return lambda text: compiled.search(text) is not None


MATCHERS = {"words": word_matcher, "phrase": phrase_matcher}


class BioSearch:
    def __init__(self, roster, matchers: dict, fields=("stage_name", "bio")):
        self.roster = roster
        self.matchers = matchers
        self.fields = fields

    def run(self, mode: str, term: str, troupe: str = "") -> list:
        factory = self.matchers.get(mode, self.matchers["words"])
        matches = factory(term)
        hits = []
        for performer in self.roster:
            if troupe and performer.troupe != troupe:
                continue
            if any(matches(getattr(performer, f)) for f in self.fields):
                hits.append(performer)
        return hits


search = BioSearch(ROSTER, MATCHERS)


@app.get("/performers/search")
def search_performers():
    term = request.args.get("q", "")[:200]
    mode = request.args.get("mode", "words")
    troupe = request.args.get("troupe", "")
    if not term:
        return jsonify(error="missing query"), 400
    try:
        hits = search.run(mode, term, troupe)
    except re.error as exc:
        return jsonify(error=f"invalid query: {exc}"), 400
    return jsonify(results=[{"name": p.stage_name, "troupe": p.troupe, "acts": list(p.acts)} for p in hits])


if __name__ == "__main__":
    app.run(port=8068)
