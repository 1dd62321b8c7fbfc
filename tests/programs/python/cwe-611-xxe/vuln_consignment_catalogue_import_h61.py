# A consignment catalogue import program of the h61 set (cwe-611-xxe).
"""Imports consignors' catalogue entries for the next auction.

Consignors upload an XML catalogue to the intake bucket; S3 notifies an SQS
queue and this worker parses the lots into the sale's DynamoDB table.

    <catalogue sale="2024-11-fine-clocks">
      <lot number="41"><title>Vienna regulator</title><estimate low="900" high="1400"/></lot>
    </catalogue>
"""
import json
import logging
import os
from dataclasses import dataclass

import boto3
from lxml import etree

log = logging.getLogger("catalogue-import")


@dataclass(frozen=True)
class LotEntry:
    sale: str
    number: int
    title: str
    estimate_low: int
    estimate_high: int


class CatalogueParser:
    def __init__(self):
        self._parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, huge_tree=False)

    def parse(self, document: bytes) -> list[LotEntry]:
        root = etree.fromstring(document, self._parser)
        if root.tag != "catalogue" or not root.get("sale"):
            raise ValueError("document is not a catalogue")
        lots = []
        for lot in root.iterfind("lot"):
            estimate = lot.find("estimate")
            lots.append(
                LotEntry(
                    sale=root.get("sale"),
                    number=int(lot.get("number")),
                    title=(lot.findtext("title") or "").strip(),
                    estimate_low=int(estimate.get("low")),
                    estimate_high=int(estimate.get("high")),
                )
            )
        return lots


class LotRepository:
    def __init__(self, table):
        self._table = table

    def save_all(self, lots: list[LotEntry]) -> None:
        with self._table.batch_writer() as batch:
            for lot in lots:
                batch.put_item(Item=lot.__dict__)


class CatalogueImporter:
    def __init__(self, s3_client, parser: CatalogueParser, repository: LotRepository):
        self._s3 = s3_client
        self._parser = parser
        self._repository = repository

    def import_object(self, bucket: str, key: str) -> int:
        body = self._s3.get_object(Bucket=bucket, Key=key)["Body"].read()
        lots = self._parser.parse(body)
        self._repository.save_all(lots)
        return len(lots)


def run() -> None:
    sqs = boto3.client("sqs")
    queue_url = os.environ["CATALOGUE_QUEUE_URL"]
    importer = CatalogueImporter(
        boto3.client("s3"),
        CatalogueParser(),
        LotRepository(boto3.resource("dynamodb").Table("auction-lots")),
    )
    while True:
        response = sqs.receive_message(QueueUrl=queue_url, WaitTimeSeconds=20, MaxNumberOfMessages=5)
        for message in response.get("Messages", []):
            for record in json.loads(message["Body"]).get("Records", []):
                bucket, key = record["s3"]["bucket"]["name"], record["s3"]["object"]["key"]
                try:
                    log.info("imported %d lots from %s", importer.import_object(bucket, key), key)
                except (ValueError, TypeError, AttributeError, etree.XMLSyntaxError) as exc:
                    log.warning("rejected catalogue %s: %s", key, exc)
            sqs.delete_message(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"])


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    run()
