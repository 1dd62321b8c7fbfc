# Drug formulary search for veterinary clinic staff: Flask endpoint over an XML formulary via lxml.
from dataclasses import asdict, dataclass
from typing import List

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


class FormularySettings:
    path = "/srv/vetclinic/formulary.xml"
    species = {"canine", "feline", "equine", "exotic"}


@dataclass
class DrugEntry:
    code: str
    name: str
    dose_mg_per_kg: str


class FormularyRepository:
    def __init__(self, settings: FormularySettings):
        self.tree = etree.parse(settings.path)

    def search(self, species: str, term: str) -> List[DrugEntry]:
        expr = (
            f"//drug[@species='{species}' and @controlled='false' "
            f"and contains(translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '{term}')]"
        )
        return [
            DrugEntry(d.get("code", ""), d.findtext("name", ""), d.findtext("dose", ""))
            for d in self.tree.xpath(expr)
        ]


class FormularyService:
    def __init__(self, repo: FormularyRepository, settings: FormularySettings):
        self.repo, self.settings = repo, settings

    def lookup(self, species: str, term: str) -> List[DrugEntry]:
        if species not in self.settings.species:
            raise ValueError("unknown species")
        return self.repo.search(species, term.lower())


settings = FormularySettings()
service = FormularyService(FormularyRepository(settings), settings)


@app.get("/formulary/search")
def formulary_search():
    species = request.args.get("species", "canine")
    term = request.args.get("q", "")[:50]
    try:
        results = service.lookup(species, term)
    except ValueError as exc:
        return jsonify(error=str(exc)), 400
    return jsonify([asdict(r) for r in results])
