# An oyster farm spat order queue consumer program of the h75 set (cwe-502-deser).
import logging
import os
import pickle
import time

import pika
from pika.exceptions import AMQPConnectionError, ChannelClosedByBroker

log = logging.getLogger("oysterfarm.spat")

QUEUE = "spat-orders"
AMQP_URL = os.environ["OYSTER_AMQP_URL"]
HATCHERY_STOCK = {"diploid": 2_000_000, "triploid": 1_200_000}


class OrderError(Exception):
    pass


def decode_order(body):
    try:
        order = pickle.loads(body)
    except Exception as exc:
        raise OrderError(f"undecodable message: {exc}") from exc
    if not isinstance(order, dict):
        raise OrderError("order must be a mapping")
    return order


def check_order(order):
    try:
        variety = order["variety"]
        quantity = int(order["quantity"])
        farm = str(order["farm_id"])
    except (KeyError, TypeError, ValueError) as exc:
        raise OrderError(f"incomplete order: {exc}") from exc
    if variety not in HATCHERY_STOCK:
        raise OrderError(f"unknown variety {variety!r}")
    if not 10_000 <= quantity <= HATCHERY_STOCK[variety]:
        raise OrderError(f"quantity {quantity} outside allowed range")
    return farm, variety, quantity


def on_message(channel, method, properties, body):
    try:
        farm, variety, quantity = check_order(decode_order(body))
    except OrderError as exc:
        log.warning("rejecting message %s: %s", properties.message_id, exc)
        channel.basic_nack(delivery_tag=method.delivery_tag, requeue=False)
        return
    try:
        HATCHERY_STOCK[variety] -= quantity
        log.info("reserved %d %s spat for farm %s", quantity, variety, farm)
    except Exception:
        log.exception("reservation failed, returning message to queue")
        channel.basic_nack(delivery_tag=method.delivery_tag, requeue=True)
        return
    channel.basic_ack(delivery_tag=method.delivery_tag)


def main():
    logging.basicConfig(level=logging.INFO)
    delay = 1
    while True:
        connection = None
        try:
            connection = pika.BlockingConnection(pika.URLParameters(AMQP_URL))
            channel = connection.channel()
            channel.queue_declare(queue=QUEUE, durable=True)
            channel.basic_qos(prefetch_count=10)
            channel.basic_consume(queue=QUEUE, on_message_callback=on_message)
            delay = 1
            channel.start_consuming()
        except ChannelClosedByBroker as exc:
            log.error("broker closed the channel: %s", exc)
            break
        except AMQPConnectionError as exc:
            log.warning("broker connection lost (%s), retrying in %ds", exc, delay)
            time.sleep(delay)
            delay = min(delay * 2, 60)
            continue
        except KeyboardInterrupt:
            break
        finally:
            if connection is not None and connection.is_open:
                connection.close()


if __name__ == "__main__":
    main()
