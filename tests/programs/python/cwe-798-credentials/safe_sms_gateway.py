# Client used by the clinic scheduler to send appointment reminder text messages through an SMS gateway.
import logging
import os
from dataclasses import dataclass
from datetime import datetime

import requests

log = logging.getLogger("scheduler.sms")

GATEWAY_URL = "https://api.textrelay.example/v3/messages"
GATEWAY_ACCOUNT = "northfield-clinic"
SENDER_ID = "NFCLINIC"


@dataclass
class Reminder:
    phone: str
    patient_first_name: str
    starts_at: datetime
    location: str

    def text(self) -> str:
        when = self.starts_at.strftime("%a %d %b at %H:%M")
        return (f"Hi {self.patient_first_name}, this is a reminder of your appointment on {when} "
                f"at {self.location}. Reply C to confirm or R to reschedule.")


class SmsGateway:
    def __init__(self, account: str, token: str):
        self.session = requests.Session()
        self.session.auth = (account, token)
        self.session.headers["Accept"] = "application/json"

    def send(self, reminder: Reminder) -> str:
        resp = self.session.post(
            GATEWAY_URL,
            json={"from": SENDER_ID, "to": reminder.phone, "body": reminder.text()},
            timeout=15,
        )
        resp.raise_for_status()
        return resp.json()["message_id"]


def send_batch(reminders: list) -> int:
    gateway = SmsGateway(GATEWAY_ACCOUNT, os.environ["TEXTRELAY_TOKEN"])
    sent = 0
    for reminder in reminders:
        try:
            gateway.send(reminder)
            sent += 1
        except requests.RequestException as exc:
            log.warning("reminder to %s failed: %s", reminder.phone[-4:], exc)
    return sent
