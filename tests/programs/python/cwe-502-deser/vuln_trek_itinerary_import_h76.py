# A llama trekking outfit itinerary file import program of the h76 set (cwe-502-deser).
import gzip
import json
import os
import pickle
from dataclasses import asdict, dataclass, field

from flask import Flask, jsonify, request

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 2 * 1024 * 1024


@dataclass
class Stage:
    day: int
    start: str
    end: str
    km: float
    llamas: int = 2


@dataclass
class Itinerary:
    title: str
    guide: str
    stages: list = field(default_factory=list)

    @property
    def total_km(self) -> float:
        return round(sum(s.km for s in self.stages), 1)


def load_json(raw: bytes) -> dict:
    return json.loads(raw.decode("utf-8"))


def load_planner_export(raw: bytes) -> dict:
    return pickle.loads(gzip.decompress(raw))


LOADERS = {
    ".json": load_json,
    ".trek": load_planner_export,
}


class ItineraryImporter:
    def __init__(self, loaders: dict, max_stages: int = 30):
        self.loaders = loaders
        self.max_stages = max_stages
        self.saved = {}

    def parse(self, filename: str, raw: bytes) -> Itinerary:
        ext = os.path.splitext(filename)[1].lower()
        loader = self.loaders.get(ext)
        if loader is None:
            raise ValueError(f"unsupported itinerary format {ext!r}")
        data = loader(raw)
        stages = [Stage(int(s["day"]), str(s["start"]), str(s["end"]), float(s["km"]), int(s.get("llamas", 2)))
                  for s in data.get("stages", [])[: self.max_stages]]
        return Itinerary(str(data.get("title", "Untitled trek")), str(data.get("guide", "")), stages)

    def save(self, itinerary: Itinerary) -> str:
        key = f"{itinerary.guide or 'unassigned'}:{itinerary.title}".lower()
        self.saved[key] = itinerary
        return key


importer = ItineraryImporter(LOADERS)


@app.post("/itineraries/import")
def import_itinerary():
    upload = request.files.get("file")
    if upload is None or not upload.filename:
        return jsonify(error="no file"), 400
    try:
        itinerary = importer.parse(upload.filename, upload.read())
    except (ValueError, KeyError, TypeError, AttributeError, OSError) as exc:
        return jsonify(error=f"could not read itinerary: {exc}"), 400
    key = importer.save(itinerary)
    return jsonify(id=key, total_km=itinerary.total_km, itinerary=asdict(itinerary)), 201


if __name__ == "__main__":
    app.run(port=8073)
