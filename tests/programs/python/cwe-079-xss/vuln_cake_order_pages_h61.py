# A cake order pages program of the h61 set (cwe-079-xss).
"""Renders custom-cake order confirmations for the bakery's customer portal.

Order events arrive on SQS from the storefront; each confirmation page is
written to the portal bucket, which is served as a static site.
"""
import json
import logging
import os
from abc import ABC, abstractmethod
from dataclasses import dataclass

import boto3
from jinja2 import DictLoader, Environment

TEMPLATES = {
    "confirmation.html": """<!doctype html>
<html><head><meta charset="utf-8"><title>Order {{ order.reference }}</title></head>
<body>
  <h1>Thank you, {{ order.customer_name }}!</h1>
  <p>Your {{ order.cake_type }} will be ready for pickup on {{ order.pickup_date }}.</p>
  <p>Inscription: <em>{{ order.inscription }}</em></p>
</body></html>
""",
}

log = logging.getLogger("cake-pages")


@dataclass(frozen=True)
class CakeOrder:
    reference: str
    customer_name: str
    cake_type: str
    pickup_date: str
    inscription: str


class OrderMapper:
    REQUIRED = ("reference", "customerName", "cakeType", "pickupDate", "inscription")

    def from_message(self, body: str) -> CakeOrder:
        doc = json.loads(body)
        missing = [key for key in self.REQUIRED if key not in doc]
        if missing:
            raise ValueError(f"order message lacks {', '.join(missing)}")
        if not str(doc["reference"]).isalnum():
            raise ValueError("order reference must be alphanumeric")
        if len(doc["inscription"]) > 80:
            raise ValueError("inscription too long for the cake")
        return CakeOrder(*(str(doc[key]) for key in self.REQUIRED))


class PageRenderer(ABC):
    @abstractmethod
    def render(self, order: CakeOrder) -> str:
        ...


class JinjaPageRenderer(PageRenderer):
    def __init__(self):
        self._env = Environment(loader=DictLoader(TEMPLATES), autoescape=False)

    def render(self, order: CakeOrder) -> str:
        return self._env.get_template("confirmation.html").render(order=order)


class PortalPublisher:
    def __init__(self, s3_client, bucket: str):
        self._s3 = s3_client
        self._bucket = bucket

    def publish(self, order: CakeOrder, page: str) -> None:
        self._s3.put_object(
            Bucket=self._bucket,
            Key=f"orders/{order.reference}.html",
            Body=page.encode("utf-8"),
            ContentType="text/html; charset=utf-8",
        )


def poll_forever() -> None:
    sqs = boto3.client("sqs")
    queue_url = os.environ["CAKE_ORDER_QUEUE_URL"]
    mapper = OrderMapper()
    renderer: PageRenderer = JinjaPageRenderer()
    publisher = PortalPublisher(boto3.client("s3"), os.environ["PORTAL_BUCKET"])
    while True:
        batch = sqs.receive_message(QueueUrl=queue_url, MaxNumberOfMessages=10, WaitTimeSeconds=20)
        for message in batch.get("Messages", []):
            try:
                order = mapper.from_message(message["Body"])
                publisher.publish(order, renderer.render(order))
            except ValueError as exc:
                log.warning("skipping order message: %s", exc)
            sqs.delete_message(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"])


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    poll_forever()
