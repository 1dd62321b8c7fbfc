# Unseen set h59: eprescription intake
"""SQS worker ingesting e-prescriptions that prescribers' practice software sends as XML."""
import logging
import os
from dataclasses import dataclass
from typing import List

import boto3
import psycopg2
from lxml import etree

log = logging.getLogger("erx-intake")

NS = {"rx": "urn:pharmacy-network:eprescription:2"}


@dataclass
class PrescribedItem:
    product_code: str
    quantity: int
    dosage: str


@dataclass
class EPrescription:
    prescription_id: str
    patient_ref: str
    prescriber_ref: str
    items: List[PrescribedItem]


class EPrescriptionParser:
    def __init__(self) -> None:
        self._parser = etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True)

    def parse(self, document: bytes) -> EPrescription:
        root = etree.fromstring(document, parser=self._parser)
        items = [
            PrescribedItem(
                product_code=item.findtext("rx:ProductCode", namespaces=NS),
                quantity=int(item.findtext("rx:Quantity", namespaces=NS)),
                dosage=item.findtext("rx:Dosage", default="", namespaces=NS),
            )
            for item in root.iterfind("rx:Items/rx:Item", namespaces=NS)
        ]
        return EPrescription(
            prescription_id=root.get("id"),
            patient_ref=root.findtext("rx:Patient/rx:Reference", namespaces=NS),
            prescriber_ref=root.findtext("rx:Prescriber/rx:Reference", namespaces=NS),
            items=items,
        )


class DispensingQueue:
    def __init__(self, dsn: str) -> None:
        self._dsn = dsn

    def enqueue(self, rx: EPrescription) -> None:
        with psycopg2.connect(self._dsn) as conn, conn.cursor() as cur:
            cur.execute(
                "INSERT INTO eprescriptions (id, patient_ref, prescriber_ref) VALUES (%s, %s, %s)",
                (rx.prescription_id, rx.patient_ref, rx.prescriber_ref),
            )
            cur.executemany(
                "INSERT INTO eprescription_items (prescription_id, product_code, quantity, dosage) "
                "VALUES (%s, %s, %s, %s)",
                [(rx.prescription_id, i.product_code, i.quantity, i.dosage) for i in rx.items],
            )


class IntakeWorker:
    def __init__(self, sqs, queue_url: str, parser: EPrescriptionParser, queue: DispensingQueue) -> None:
        self._sqs, self._queue_url, self._parser, self._queue = sqs, queue_url, parser, queue

    def run_once(self) -> None:
        response = self._sqs.receive_message(QueueUrl=self._queue_url, MaxNumberOfMessages=5, WaitTimeSeconds=20)
        for message in response.get("Messages", []):
            try:
                self._queue.enqueue(self._parser.parse(message["Body"].encode("utf-8")))
            except (etree.XMLSyntaxError, TypeError, ValueError) as exc:
                log.warning("rejected e-prescription %s: %s", message["MessageId"], exc)
            self._sqs.delete_message(QueueUrl=self._queue_url, ReceiptHandle=message["ReceiptHandle"])


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    worker = IntakeWorker(
        boto3.client("sqs"),
        os.environ["ERX_QUEUE_URL"],
        EPrescriptionParser(),
        DispensingQueue(os.environ["PHARMACY_DSN"]),
    )
    while True:
        worker.run_once()
