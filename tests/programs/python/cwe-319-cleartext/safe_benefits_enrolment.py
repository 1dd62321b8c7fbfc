# Sync job that sends new-hire benefits enrolments from the HR system to the insurance carrier.
import logging
import os
from dataclasses import asdict, dataclass
from datetime import date

import requests

log = logging.getLogger("benefits_sync")

CARRIER_ENROLMENT_URL = "https://enrol.carrier-benefits.com/api/v1/enrolments"
CARRIER_CLIENT_ID = os.environ.get("CARRIER_CLIENT_ID", "")
CARRIER_CLIENT_SECRET = os.environ.get("CARRIER_CLIENT_SECRET", "")


@dataclass
class Enrolment:
    employee_id: str
    full_name: str
    national_insurance_number: str
    date_of_birth: date
    plan_code: str
    start_date: date

    def to_payload(self) -> dict:
        data = asdict(self)
        data["date_of_birth"] = self.date_of_birth.isoformat()
        data["start_date"] = self.start_date.isoformat()
        return data


def submit_enrolments(enrolments: list[Enrolment]) -> list[str]:
    accepted = []
    with requests.Session() as session:
        session.auth = (CARRIER_CLIENT_ID, CARRIER_CLIENT_SECRET)
        for enrolment in enrolments:
            resp = session.post(CARRIER_ENROLMENT_URL, json=enrolment.to_payload(), timeout=20)
            if resp.status_code == 201:
                accepted.append(enrolment.employee_id)
            else:
                log.warning("carrier rejected enrolment for %s: %s", enrolment.employee_id, resp.status_code)
    return accepted
