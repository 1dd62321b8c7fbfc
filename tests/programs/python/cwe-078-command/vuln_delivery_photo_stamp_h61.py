# A delivery photo stamp program of the h61 set (cwe-078-command).
"""gRPC service that stamps proof-of-delivery photos for the courier fleet.

Riders' handsets call ``StampPhoto`` with the doorstep photo and the name the
recipient gave; the stamped image is attached to the consignment record.
"""
import os
import uuid

import grpc

import delivery_proof_pb2
import delivery_proof_pb2_grpc

PHOTO_DIR = os.environ.get("POD_PHOTO_DIR", "/srv/courier/pod")
MAX_PHOTO_BYTES = 6 * 1024 * 1024


class StampRequestValidator:
    def check(self, request) -> str | None:
        if not request.consignment_id.isalnum():
            return "consignment id must be alphanumeric"
        if not 0 < len(request.recipient_name) <= 60:
            return "recipient name must be 1-60 characters"
        if not request.photo or len(request.photo) > MAX_PHOTO_BYTES:
            return "photo is missing or too large"
        return None


class PhotoStamper:
    def __init__(self, photo_dir: str):
        self._dir = photo_dir

    def _paths(self, consignment_id: str) -> tuple[str, str]:
        stem = f"{consignment_id}-{uuid.uuid4().hex}"
        return (os.path.join(self._dir, f"{stem}.jpg"), os.path.join(self._dir, f"{stem}-stamped.jpg"))

    def stamp(self, consignment_id: str, recipient: str, photo: bytes) -> bytes:
        original, stamped = self._paths(consignment_id)
        with open(original, "wb") as fh:
            fh.write(photo)
        label = f"Delivered to {recipient}"
        status = os.system(
            f"convert {original} -gravity south -pointsize 28 -fill white "
            f"-annotate +0+12 '{label}' {stamped}"
        )
        if status != 0:
            raise RuntimeError("ImageMagick could not stamp the photo")
        with open(stamped, "rb") as fh:
            return fh.read()


class ProofOfDeliveryServicer(delivery_proof_pb2_grpc.ProofOfDeliveryServicer):
    def __init__(self, validator: StampRequestValidator, stamper: PhotoStamper):
        self._validator = validator
        self._stamper = stamper

    def StampPhoto(self, request, context):
        problem = self._validator.check(request)
        if problem is not None:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, problem)
        try:
            image = self._stamper.stamp(request.consignment_id, request.recipient_name, request.photo)
        except RuntimeError as exc:
            context.abort(grpc.StatusCode.INTERNAL, str(exc))
        return delivery_proof_pb2.StampReply(
            consignment_id=request.consignment_id,
            stamped_photo=image,
        )


def register(server: grpc.Server) -> None:
    """Called by the shared courier gRPC bootstrap, which owns ports and TLS."""
    servicer = ProofOfDeliveryServicer(StampRequestValidator(), PhotoStamper(PHOTO_DIR))
    delivery_proof_pb2_grpc.add_ProofOfDeliveryServicer_to_server(servicer, server)
