# Unseen set h59: refill queue
"""SQS consumer processing prescription refill requests sent from the pharmacy mobile app."""
import json
import logging
import os
from dataclasses import dataclass
from datetime import date
from typing import Optional

import boto3
import psycopg2

log = logging.getLogger("refills")


@dataclass
class RefillRequest:
    rx_number: str
    branch_id: int
    pickup_date: date

    @classmethod
    def from_message(cls, body: str) -> "RefillRequest":
        data = json.loads(body)
        return cls(
            rx_number=data["rxNumber"],
            branch_id=int(data["branchId"]),
            pickup_date=date.fromisoformat(data["pickupDate"]),
        )


class PrescriptionRepository:
    def __init__(self, conn) -> None:
        self._conn = conn

    def remaining_refills(self, rx_number: str) -> Optional[int]:
        with self._conn.cursor() as cur:
            cur.execute(
                f"SELECT refills_remaining FROM prescriptions WHERE rx_number = '{rx_number}' AND active"
            )
            row = cur.fetchone()
        return row[0] if row else None

    def queue_refill(self, rx_number: str, branch_id: int, pickup: date) -> None:
        with self._conn.cursor() as cur:
            cur.execute(
                "INSERT INTO refill_queue (rx_number, branch_id, pickup_date) VALUES (%s, %s, %s)",
                (rx_number, branch_id, pickup),
            )
        self._conn.commit()


class RefillService:
    def __init__(self, repository: PrescriptionRepository) -> None:
        self._repository = repository

    def process(self, request: RefillRequest) -> bool:
        remaining = self._repository.remaining_refills(request.rx_number)
        if not remaining:
            log.info("prescription %s has no refills left", request.rx_number)
            return False
        self._repository.queue_refill(request.rx_number, request.branch_id, request.pickup_date)
        return True


def poll_forever() -> None:
    sqs = boto3.client("sqs")
    queue_url = os.environ["REFILL_QUEUE_URL"]
    conn = psycopg2.connect(os.environ["PHARMACY_DSN"])
    service = RefillService(PrescriptionRepository(conn))
    while True:
        response = sqs.receive_message(QueueUrl=queue_url, MaxNumberOfMessages=10, WaitTimeSeconds=20)
        for message in response.get("Messages", []):
            try:
                service.process(RefillRequest.from_message(message["Body"]))
            except (KeyError, ValueError) as exc:
                log.warning("discarding malformed refill request: %s", exc)
            sqs.delete_message(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"])


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    poll_forever()
