# A supplier feed program of the h73 set (cwe-502-deser).
import base64
import json
import logging
import os
import sqlite3

import pika
import yaml

log = logging.getLogger("supplier_feed")

AMQP_URL = os.environ["SUPPLIER_AMQP_URL"]  # amqps://<user>:<pass>@mq.wandsandwonders.co.uk:5671/suppliers
QUEUE = "supplier.stock-updates"
DB_PATH = "/var/lib/wandsandwonders/catalogue.db"
KNOWN_SUPPLIERS = {"mystiqueprops", "vanishingact-wholesale", "cardcraft-direct"}


def decode_document(envelope: dict) -> dict:
    body = envelope.get("document", "")
    if envelope.get("encoding") == "base64":
        body = base64.b64decode(body).decode("utf-8")
    doc = yaml.load(body, Loader=yaml.Loader)
    if not isinstance(doc, dict) or "items" not in doc:
        raise ValueError("document has no items")
    return doc


def apply_updates(supplier: str, items: list) -> int:
    changed = 0
    with sqlite3.connect(DB_PATH) as conn:
        for item in items:
            sku = str(item.get("sku", "")).strip().upper()
            if not sku:
                continue
            stock = max(int(item.get("stock", 0)), 0)
            price = round(float(item.get("price", 0)) * 100)
            cur = conn.execute(
                "UPDATE tricks SET stock = ?, cost_cents = ? WHERE sku = ? AND supplier = ?",
                (stock, price, sku, supplier),
            )
            changed += cur.rowcount
    return changed


def on_message(channel, method, properties, body: bytes) -> None:
    try:
        envelope = json.loads(body.decode("utf-8"))
        supplier = str(envelope.get("supplier", "")).strip().lower()
        if supplier not in KNOWN_SUPPLIERS:
            raise ValueError(f"unknown supplier {supplier!r}")
        doc = decode_document(envelope)
        changed = apply_updates(supplier, doc["items"])
        log.info("%s: %d catalogue row(s) updated", supplier, changed)
        channel.basic_ack(delivery_tag=method.delivery_tag)
    except (ValueError, KeyError, TypeError, yaml.YAMLError) as exc:
        log.warning("rejecting message %s: %s", properties.message_id, exc)
        channel.basic_nack(delivery_tag=method.delivery_tag, requeue=False)


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    params = pika.URLParameters(AMQP_URL)
    connection = pika.BlockingConnection(params)
    channel = connection.channel()
    channel.queue_declare(queue=QUEUE, durable=True)
    channel.basic_qos(prefetch_count=10)
    channel.basic_consume(queue=QUEUE, on_message_callback=on_message)
    try:
        channel.start_consuming()
    except KeyboardInterrupt:
        channel.stop_consuming()
    finally:
        connection.close()


if __name__ == "__main__":
    main()
