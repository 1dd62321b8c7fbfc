# A closing alerts program of the h73 set (cwe-798-credentials).
import base64
import csv
import os
import re
from pathlib import Path

import requests
import typer

app = typer.Typer(help="Send closing and weather alerts to groups inside the maze")

SMS_ENDPOINT = "https://api.textharbor.io/v1/messages"
SENDER_ID = "AMAZEMAIZE"
SMS_USER = os.environ.get("TEXTHARBOR_USER", "amazingmaize-ops")
SMS_PASSWORD = os.environ.get("TEXTHARBOR_PASSWORD", "")
TEMPLATES = {
    "closing": "Hi {name}! The maze closes in {minutes} min. Follow the lantern posts to the exit by the hay wagon.",
    "storm": "Hi {name}, lightning nearby. Please head to the nearest red flag now; staff will guide you out.",
    "lost-child": "Hi {name}, staff are searching for a child in section {section}. Please stay where you are.",
}
PHONE = re.compile(r"\+?1?\d{10}")


def auth_header() -> str:
    if not SMS_PASSWORD:
        raise typer.BadParameter("set TEXTHARBOR_PASSWORD before sending alerts")
    token = base64.b64encode(f"{SMS_USER}:{SMS_PASSWORD}".encode("utf-8")).decode("ascii")
    return f"Basic {token}"


def checked_in_groups(checkin_csv: Path) -> list[dict[str, str]]:
    with checkin_csv.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    return [r for r in rows if not r.get("checked_out_at", "").strip()]


def normalise_phone(raw: str) -> str | None:
    digits = "".join(ch for ch in raw if ch.isdigit() or ch == "+")
    if not PHONE.fullmatch(digits):
        return None
    return digits if digits.startswith("+") else "+1" + digits[-10:]


@app.command()
def send(
    kind: str = typer.Argument(..., help="closing, storm or lost-child"),
    checkin_csv: Path = typer.Option(Path("/srv/amazingmaize/checkins/today.csv"), exists=True),
    minutes: int = typer.Option(30, help="minutes until close (closing alerts)"),
    section: str = typer.Option("", help="maze section letter (lost-child alerts)"),
    dry_run: bool = typer.Option(False, "--dry-run"),
) -> None:
    kind = kind.strip().lower()
    if kind not in TEMPLATES:
        typer.echo(f"unknown alert kind {kind!r}", err=True)
        raise typer.Exit(2)
    session = requests.Session()
    session.headers.update({"Authorization": auth_header(), "Content-Type": "application/json"})
    sent = 0
    for group in checked_in_groups(checkin_csv):
        phone = normalise_phone(group.get("phone", ""))
        if phone is None:
            continue
        first_name = group.get("lead_name", "there").strip().split(" ")[0] or "there"
        text = TEMPLATES[kind].format(name=first_name, minutes=minutes, section=section.upper() or "?")
        if dry_run:
            typer.echo(f"{phone}: {text}")
            continue
        resp = session.post(SMS_ENDPOINT, json={"from": SENDER_ID, "to": phone, "body": text}, timeout=10)
        if resp.ok:
            sent += 1
        else:
            typer.echo(f"{phone}: gateway said {resp.status_code}", err=True)
    typer.echo(f"{sent} alert(s) sent")


if __name__ == "__main__":
    app()
