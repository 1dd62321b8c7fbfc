# Flask endpoint that emails a patient's discharge summary to their registered primary-care practice.
import os
import smtplib
from dataclasses import dataclass
from email.message import EmailMessage

from flask import Flask, abort, jsonify

from ward.records import DischargeRepository

app = Flask(__name__)


@dataclass
class MailRelayConfig:
    host: str
    port: int
    username: str
    password: str
    sender: str


def relay_config() -> MailRelayConfig:
    env = os.environ
    return MailRelayConfig(env.get("SMTP_HOST", "smtp.hospital-relay.net"), int(env.get("SMTP_PORT", "587")),
                           env["SMTP_USER"], env["SMTP_PASSWORD"], env.get("SMTP_SENDER", "discharge@riverside-general.org"))


@dataclass
class DischargeLetter:
    mrn: str
    practice_email: str
    body: str


class SummaryMailer:
    def __init__(self, cfg: MailRelayConfig):
        self.cfg = cfg

    def send(self, letter: DischargeLetter) -> None:
        msg = EmailMessage()
        msg["From"], msg["To"] = self.cfg.sender, letter.practice_email
        msg["Subject"] = f"Discharge summary for MRN {letter.mrn}"
        msg.set_content(letter.body)
        with smtplib.SMTP(self.cfg.host, self.cfg.port, timeout=15) as smtp:
            smtp.login(self.cfg.username, self.cfg.password)
            smtp.send_message(msg)


class DischargeService:
    def __init__(self, repo: DischargeRepository, mailer: SummaryMailer):
        self.repo, self.mailer = repo, mailer

    def send_summary(self, admission_id: int) -> str:
        record = self.repo.get(admission_id)
        if record is None or not record.practice_email:
            abort(404)
        self.mailer.send(DischargeLetter(record.mrn, record.practice_email, record.summary_text))
        return record.practice_email


service = DischargeService(DischargeRepository.from_env(), SummaryMailer(relay_config()))


@app.post("/admissions/<int:admission_id>/discharge-summary/send")
def send_discharge_summary(admission_id: int):
    return jsonify(sent_to=service.send_summary(admission_id))
