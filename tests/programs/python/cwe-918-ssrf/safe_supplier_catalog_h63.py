# A supplier catalog program of the h63 set (cwe-918-ssrf).
"""Background import of essential-oil supplier catalogues for the perfumery."""
import csv
import io
import logging
import os
from dataclasses import dataclass
from typing import Iterator, List
from urllib.parse import urlsplit

import httpx
from celery import Celery

log = logging.getLogger(__name__)

app = Celery("perfumery", broker=os.environ["CELERY_BROKER_URL"])

REGISTERED_FEED_HOSTS = frozenset({
    "catalogue.grasse-essences.fr",
    "feeds.bulgarian-rose.bg",
    "export.sandalwood-mysore.in",
})


@dataclass(frozen=True)
class FeedLocation:
    supplier_id: int
    url: str

    def __post_init__(self):
        parts = urlsplit(self.url)
        if parts.scheme != "https":
            raise ValueError("catalogue feeds must be served over HTTPS")
        if parts.hostname not in REGISTERED_FEED_HOSTS:
            raise ValueError(f"{parts.hostname} is not a registered supplier feed host")


@dataclass
class Material:
    cas_number: str
    name: str
    price_per_kg: float


class CatalogueClient:
    def __init__(self, client: httpx.Client):
        self._client = client

    def download(self, location: FeedLocation) -> str:
        response = self._client.get(location.url, follow_redirects=False)
        response.raise_for_status()
        return response.text


class CatalogueParser:
    def parse(self, text: str) -> Iterator[Material]:
        for row in csv.DictReader(io.StringIO(text)):
            yield Material(row["cas"], row["name"], float(row["eur_per_kg"]))


class CatalogueImporter:
    def __init__(self, client: CatalogueClient, parser: CatalogueParser):
        self._client = client
        self._parser = parser

    def run(self, location: FeedLocation) -> List[Material]:
        materials = list(self._parser.parse(self._client.download(location)))
        log.info("supplier %s: %d materials", location.supplier_id, len(materials))
        return materials


@app.task(bind=True, autoretry_for=(httpx.TransportError,), retry_backoff=True, max_retries=5)
def import_supplier_catalogue(self, supplier_id: int, feed_url: str) -> int:
    location = FeedLocation(supplier_id=supplier_id, url=feed_url)
    with httpx.Client(timeout=15.0) as http:
        importer = CatalogueImporter(CatalogueClient(http), CatalogueParser())
        materials = importer.run(location)
    return len(materials)
