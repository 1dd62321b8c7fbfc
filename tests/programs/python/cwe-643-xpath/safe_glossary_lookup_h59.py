# Unseen set h59: glossary lookup
"""Lambda answering term lookups against a translation agency's client glossaries (TBX-style XML)."""
import json
import os
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path
from typing import List

from lxml import etree

GLOSSARY_DIR = Path(os.environ.get("GLOSSARY_DIR", "/opt/glossaries"))
CLIENTS = {"nordwind": "nordwind.tbx", "helix-pharma": "helix.tbx", "atlas-rail": "atlas_rail.tbx"}


@dataclass
class TermEntry:
    source: str
    target: str
    language: str
    note: str


class GlossaryStore:
    def __init__(self, directory: Path) -> None:
        self._directory = directory
        self._parser = etree.XMLParser(resolve_entities=False, no_network=True)

    @lru_cache(maxsize=16)
    def tree(self, client: str) -> etree._ElementTree:
        return etree.parse(str(self._directory / CLIENTS[client]), parser=self._parser)


class TermRepository:
    def __init__(self, store: GlossaryStore) -> None:
        self._store = store

    def lookup(self, client: str, term: str, language: str) -> List[TermEntry]:
        tree = self._store.tree(client)
        nodes = tree.xpath(
            "//termEntry[langSet[@lang='en']/term = $term]/langSet[@lang=$lang]", term=term, lang=language
        )
        source_nodes = tree.xpath("//termEntry/langSet[@lang='en']/term[. = $term]", term=term)
        source = source_nodes[0].text if source_nodes else term
        return [
            TermEntry(source=source, target=n.findtext("term"), language=language, note=n.findtext("note") or "")
            for n in nodes
        ]


class TerminologyService:
    def __init__(self, repository: TermRepository) -> None:
        self._repository = repository

    def find(self, client: str, term: str, language: str) -> List[TermEntry]:
        if client not in CLIENTS:
            raise KeyError(client)
        if len(language) != 2 or not language.isalpha():
            raise ValueError("language must be a two-letter code")
        return self._repository.lookup(client, term.strip(), language.lower())


_service = TerminologyService(TermRepository(GlossaryStore(GLOSSARY_DIR)))


def handler(event, context):
    client = (event.get("pathParameters") or {}).get("client", "")
    query = event.get("queryStringParameters") or {}
    try:
        entries = _service.find(client, query.get("term", ""), query.get("lang", "de"))
    except KeyError:
        return {"statusCode": 404, "body": json.dumps({"error": "unknown client glossary"})}
    except ValueError as exc:
        return {"statusCode": 400, "body": json.dumps({"error": str(exc)})}
    return {"statusCode": 200, "body": json.dumps([asdict(e) for e in entries])}
