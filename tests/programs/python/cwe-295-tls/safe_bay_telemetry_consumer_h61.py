# A bay telemetry consumer program of the h61 set (cwe-295-tls).
"""Car wash bay telemetry consumer.

Each wash bay's controller publishes water, soap and wax readings to the
``bay.telemetry`` queue on the chain's RabbitMQ broker over AMQPS; this
service keeps a rolling average per bay and raises a refill alert.
"""
import json
import os
import ssl
from collections import defaultdict, deque
from dataclasses import dataclass

import pika

REFILL_THRESHOLD_PERCENT = 15.0


@dataclass(frozen=True)
class BayReading:
    site: str
    bay: int
    water_litres: float
    soap_percent: float
    wax_percent: float


class ReadingParser:
    def parse(self, body: bytes) -> BayReading:
        doc = json.loads(body)
        return BayReading(
            site=str(doc["site"]),
            bay=int(doc["bay"]),
            water_litres=float(doc["water"]),
            soap_percent=float(doc["soap"]),
            wax_percent=float(doc["wax"]),
        )


class ConsumableMonitor:
    def __init__(self, window: int = 12):
        self._soap = defaultdict(lambda: deque(maxlen=window))
        self._wax = defaultdict(lambda: deque(maxlen=window))

    def observe(self, reading: BayReading) -> list[str]:
        key = (reading.site, reading.bay)
        self._soap[key].append(reading.soap_percent)
        self._wax[key].append(reading.wax_percent)
        alerts = []
        for name, series in (("soap", self._soap[key]), ("wax", self._wax[key])):
            if sum(series) / len(series) < REFILL_THRESHOLD_PERCENT:
                alerts.append(f"{reading.site} bay {reading.bay}: refill {name}")
        return alerts


class BrokerConnectionFactory:
    def __init__(self, host: str, port: int, username: str, password: str):
        self._host = host
        self._port = port
        self._credentials = pika.PlainCredentials(username, password)

    def _tls_options(self) -> pika.SSLOptions:
        context = ssl.create_default_context(cafile=os.environ.get("AMQP_CA_FILE"))
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        context.check_hostname = True
        context.verify_mode = ssl.CERT_REQUIRED
        return pika.SSLOptions(context, server_hostname=self._host)

    def connect(self) -> pika.BlockingConnection:
        params = pika.ConnectionParameters(
            host=self._host,
            port=self._port,
            credentials=self._credentials,
            ssl_options=self._tls_options(),
            heartbeat=30,
        )
        return pika.BlockingConnection(params)


def main() -> None:
    factory = BrokerConnectionFactory(
        os.environ["AMQP_HOST"], 5671, os.environ["AMQP_USER"], os.environ["AMQP_PASSWORD"]
    )
    parser, monitor = ReadingParser(), ConsumableMonitor()
    channel = factory.connect().channel()
    channel.queue_declare(queue="bay.telemetry", durable=True)

    def on_reading(ch, method, properties, body):
        for alert in monitor.observe(parser.parse(body)):
            print(alert)
        ch.basic_ack(delivery_tag=method.delivery_tag)

    channel.basic_consume(queue="bay.telemetry", on_message_callback=on_reading)
    channel.start_consuming()


if __name__ == "__main__":
    main()
