# A kiln photo intake program of the h61 set (cwe-022-path).
"""Kiln-log photo intake for the pottery studio.

Studio tablets publish firing photos to the ``kiln.photos`` queue; this worker
stores them next to the firing log so instructors can review glaze results.
"""
import base64
import json
import os
from abc import ABC, abstractmethod
from dataclasses import dataclass

import pika

ALLOWED_EXTENSIONS = (".jpg", ".jpeg", ".png")
MAX_PHOTO_BYTES = 8 * 1024 * 1024


@dataclass(frozen=True)
class KilnPhoto:
    firing_id: str
    file_name: str
    content: bytes


class PhotoStore(ABC):
    @abstractmethod
    def put(self, photo: KilnPhoto) -> str:
        ...


class LocalPhotoStore(PhotoStore):
    def __init__(self, root: str):
        self._root = os.path.realpath(root)
        os.makedirs(self._root, exist_ok=True)

    def put(self, photo: KilnPhoto) -> str:
        target = os.path.join(self._root, photo.file_name)
        with open(target, "wb") as handle:
            handle.write(photo.content)
        return target


class PhotoValidator:
    def is_acceptable(self, photo: KilnPhoto) -> bool:
        if not photo.content or len(photo.content) > MAX_PHOTO_BYTES:
            return False
        if not photo.firing_id.isdigit():
            return False
        return photo.file_name.lower().endswith(ALLOWED_EXTENSIONS)


class KilnPhotoService:
    def __init__(self, store: PhotoStore, validator: PhotoValidator):
        self._store = store
        self._validator = validator

    def ingest(self, body: bytes) -> str | None:
        payload = json.loads(body)
        photo = KilnPhoto(
            firing_id=str(payload["firingId"]),
            file_name=str(payload["fileName"]),
            content=base64.b64decode(payload["data"]),
        )
        if not self._validator.is_acceptable(photo):
            return None
        return self._store.put(photo)


def main() -> None:
    service = KilnPhotoService(
        LocalPhotoStore(os.environ.get("KILN_PHOTO_ROOT", "/srv/studio/kiln-photos")),
        PhotoValidator(),
    )
    connection = pika.BlockingConnection(pika.URLParameters(os.environ["AMQP_URL"]))
    channel = connection.channel()
    channel.queue_declare(queue="kiln.photos", durable=True)
    channel.basic_qos(prefetch_count=4)

    def on_message(ch, method, properties, body):
        try:
            stored = service.ingest(body)
        except (ValueError, KeyError):
            stored = None
        if stored is None:
            ch.basic_nack(delivery_tag=method.delivery_tag, requeue=False)
        else:
            ch.basic_ack(delivery_tag=method.delivery_tag)

    channel.basic_consume(queue="kiln.photos", on_message_callback=on_message)
    channel.start_consuming()


if __name__ == "__main__":
    main()
