# Unseen set h59: port call notices
"""Kafka consumer reading pre-arrival notices (XML) that shipping agents file with the harbour master."""
import io
import logging
import os
import xml.sax
from dataclasses import dataclass, field
from typing import List, Optional
from xml.sax.handler import ContentHandler, feature_external_ges, feature_external_pes

from kafka import KafkaConsumer, KafkaProducer

log = logging.getLogger("port-calls")


@dataclass
class PreArrivalNotice:
    call_sign: Optional[str] = None
    eta: Optional[str] = None
    berth_request: Optional[str] = None
    dangerous_goods: List[str] = field(default_factory=list)


class NoticeHandler(ContentHandler):
    def __init__(self) -> None:
        super().__init__()
        self.notice = PreArrivalNotice()
        self._text: List[str] = []

    def startElement(self, name, attrs):
        self._text = []

    def characters(self, content):
        self._text.append(content)

    def endElement(self, name):
        value = "".join(self._text).strip()
        if name == "CallSign":
            self.notice.call_sign = value
        elif name == "ETA":
            self.notice.eta = value
        elif name == "Berth":
            self.notice.berth_request = value
        elif name == "UNNumber":
            self.notice.dangerous_goods.append(value)


class NoticeReader:
    def read(self, payload: bytes) -> PreArrivalNotice:
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        parser.setFeature(feature_external_pes, True)
        handler = NoticeHandler()
        parser.setContentHandler(handler)
        parser.parse(io.BytesIO(payload))
        return handler.notice


class BerthPlanningService:
    def __init__(self, reader: NoticeReader, producer: KafkaProducer) -> None:
        self._reader = reader
        self._producer = producer

    def accept(self, payload: bytes) -> None:
        notice = self._reader.read(payload)
        if not notice.call_sign or not notice.eta:
            raise ValueError("notice lacks call sign or ETA")
        topic = "berth.requests.hazardous" if notice.dangerous_goods else "berth.requests"
        self._producer.send(topic, key=notice.call_sign.encode(), value=payload)


def main() -> None:
    servers = os.environ["KAFKA_BOOTSTRAP"].split(",")
    producer = KafkaProducer(bootstrap_servers=servers, security_protocol="SSL")
    service = BerthPlanningService(NoticeReader(), producer)
    consumer = KafkaConsumer(
        "agents.prearrival", bootstrap_servers=servers, security_protocol="SSL", group_id="berth-planning"
    )
    for record in consumer:
        try:
            service.accept(record.value)
        except (xml.sax.SAXException, ValueError) as exc:
            log.warning("notice at offset %d rejected: %s", record.offset, exc)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
