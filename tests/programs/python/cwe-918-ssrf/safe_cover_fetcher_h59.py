# Unseen set h59: cover fetcher
"""Kafka worker fetching cover images for newly catalogued titles in the public library network."""
import json
import logging
import os
from dataclasses import dataclass

import boto3
import httpx
from kafka import KafkaConsumer

log = logging.getLogger("covers")

PROVIDER_HOSTS = {
    "openlibrary": "covers.openlibrary.org",
    "publisher": os.environ.get("PUBLISHER_COVER_HOST", "covers.booknet-distribution.com"),
}

PROVIDER_PATHS = {
    "openlibrary": "/b/isbn/{isbn}-L.jpg",
    "publisher": "/covers/{isbn}.jpg",
}


@dataclass
class TitleCatalogued:
    record_id: str
    isbn: str
    cover_provider: str
    cover_host: str

    @classmethod
    def from_json(cls, raw: bytes) -> "TitleCatalogued":
        data = json.loads(raw)
        isbn = data["isbn"].replace("-", "")
        if not isbn.isdigit() or len(isbn) not in (10, 13):
            raise ValueError(f"bad ISBN {data['isbn']!r}")
        return cls(data["recordId"], isbn, data.get("coverProvider", "openlibrary"), data.get("coverHost", ""))


class CoverSource:
    def __init__(self, client: httpx.Client) -> None:
        self._client = client

    def url_for(self, title: TitleCatalogued) -> str:
        path = PROVIDER_PATHS[title.cover_provider].format(isbn=title.isbn)
        host = PROVIDER_HOSTS[title.cover_provider]
        return f"https://{host}{path}"

    def download(self, title: TitleCatalogued) -> bytes:
        response = self._client.get(self.url_for(title))
        response.raise_for_status()
        return response.content


class CoverArchive:
    def __init__(self, s3, bucket: str) -> None:
        self._s3 = s3
        self._bucket = bucket

    def store(self, record_id: str, image: bytes) -> None:
        self._s3.put_object(Bucket=self._bucket, Key=f"covers/{record_id}.jpg", Body=image, ContentType="image/jpeg")


class CoverService:
    def __init__(self, source: CoverSource, archive: CoverArchive) -> None:
        self._source = source
        self._archive = archive

    def handle(self, title: TitleCatalogued) -> None:
        self._archive.store(title.record_id, self._source.download(title))


def main() -> None:
    service = CoverService(
        CoverSource(httpx.Client(timeout=10.0, follow_redirects=False)),
        CoverArchive(boto3.client("s3"), os.environ["COVER_BUCKET"]),
    )
    consumer = KafkaConsumer(
        "catalogue.title-added",
        bootstrap_servers=os.environ["KAFKA_BOOTSTRAP"].split(","),
        security_protocol="SSL",
        group_id="cover-fetcher",
    )
    for record in consumer:
        try:
            service.handle(TitleCatalogued.from_json(record.value))
        except (KeyError, ValueError, httpx.HTTPError) as exc:
            log.warning("no cover for offset %d: %s", record.offset, exc)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
