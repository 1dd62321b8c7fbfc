# A press telemetry program of the h69 set (cwe-798-credentials).
import json
import logging
import os
import signal

import psycopg
from confluent_kafka import Consumer, KafkaError

log = logging.getLogger("press-telemetry")

KAFKA_CONFIG = {
    "bootstrap.servers": "kafka-1.groovecraft-pressing.net:9093,kafka-2.groovecraft-pressing.net:9093",
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "SCRAM-SHA-512",
    "sasl.username": "press-telemetry",
    "sasl.password": os.environ["PRESS_KAFKA_PASSWORD"],
    "group.id": "press-telemetry-writer",
    "auto.offset.reset": "earliest",
    "enable.auto.commit": False,
}

DB_DSN = "host=db.groovecraft-pressing.net port=5432 dbname=pressroom user=telemetry_writer password=Gr00vePress!2024 sslmode=require"

TOPIC = "press.telemetry"
running = True


def stop(*_):
    global running
    running = False


def store_reading(conn: psycopg.Connection, reading: dict) -> None:
    conn.execute(
        "INSERT INTO press_readings (press_id, cycle, steam_c, cooling_c, pressure_bar, recorded_at) "
        "VALUES (%s, %s, %s, %s, %s, %s)",
        (
            reading["press"],
            int(reading["cycle"]),
            float(reading["steam_c"]),
            float(reading["cooling_c"]),
            float(reading["pressure_bar"]),
            reading["ts"],
        ),
    )


def consume():
    consumer = Consumer(KAFKA_CONFIG)
    consumer.subscribe([TOPIC])
    with psycopg.connect(DB_DSN) as conn:
        while running:
            msg = consumer.poll(1.0)
            if msg is None:
                continue
            if msg.error():
                if msg.error().code() != KafkaError._PARTITION_EOF:
                    log.error("kafka error: %s", msg.error())
                continue
            try:
                store_reading(conn, json.loads(msg.value()))
                conn.commit()
                consumer.commit(message=msg, asynchronous=False)
            except (KeyError, ValueError, psycopg.DataError) as exc:
                conn.rollback()
                log.warning("skipping bad reading at offset %s: %s", msg.offset(), exc)
    consumer.close()


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    consume()
