# A room booking codes program of the h61 set (cwe-330-random).
"""Escape room booking fulfilment.

The payment provider's ``booking.paid`` events are forwarded to an SQS queue.
For each paid booking this worker issues the manage-booking code that lets the
group leader change the time slot or cancel, and e-mails it through SES.
"""
import json
import logging
import os
import random
import string
from dataclasses import dataclass

import boto3

CODE_ALPHABET = string.ascii_letters + string.digits
CODE_LENGTH = 24

log = logging.getLogger("room-bookings")


@dataclass(frozen=True)
class PaidBooking:
    booking_id: str
    room: str
    slot: str
    leader_email: str


class ManageCodeGenerator:
    def new_code(self) -> str:
        return "".join(random.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


class BookingRepository:
    def __init__(self, table):
        self._table = table

    def attach_manage_code(self, booking: PaidBooking, code: str) -> None:
        self._table.update_item(
            Key={"booking_id": booking.booking_id},
            UpdateExpression="SET manage_code = :c, #s = :paid",
            ExpressionAttributeNames={"#s": "status"},
            ExpressionAttributeValues={":c": code, ":paid": "paid"},
        )


class ConfirmationMailer:
    def __init__(self, ses_client, sender: str):
        self._ses = ses_client
        self._sender = sender

    def send(self, booking: PaidBooking, code: str) -> None:
        self._ses.send_email(
            Source=self._sender,
            Destination={"ToAddresses": [booking.leader_email]},
            Message={
                "Subject": {"Data": f"Your {booking.room} booking is confirmed"},
                "Body": {"Text": {"Data": f"Slot: {booking.slot}\nManage your booking with code {code}"}},
            },
        )


class FulfilmentService:
    def __init__(self, codes: ManageCodeGenerator, bookings: BookingRepository, mailer: ConfirmationMailer):
        self._codes = codes
        self._bookings = bookings
        self._mailer = mailer

    def fulfil(self, booking: PaidBooking) -> None:
        code = self._codes.new_code()
        self._bookings.attach_manage_code(booking, code)
        self._mailer.send(booking, code)


def run() -> None:
    sqs = boto3.client("sqs")
    queue_url = os.environ["PAID_BOOKINGS_QUEUE_URL"]
    service = FulfilmentService(
        ManageCodeGenerator(),
        BookingRepository(boto3.resource("dynamodb").Table("room-bookings")),
        ConfirmationMailer(boto3.client("ses"), os.environ["BOOKINGS_SENDER"]),
    )
    while True:
        for message in sqs.receive_message(QueueUrl=queue_url, WaitTimeSeconds=20).get("Messages", []):
            event = json.loads(message["Body"])["data"]
            service.fulfil(PaidBooking(event["bookingId"], event["room"], event["slot"], event["leaderEmail"]))
            sqs.delete_message(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"])
            log.info("fulfilled booking %s", event["bookingId"])


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    run()
