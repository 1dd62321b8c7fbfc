# A canal deposit return azure program of the h65 set (cwe-601-redirect).
import logging
import os
import re

import azure.functions as func
from azure.core.exceptions import ResourceNotFoundError
from azure.data.tables import TableServiceClient

app = func.FunctionApp(http_auth_level=func.AuthLevel.ANONYMOUS)

tables = TableServiceClient.from_connection_string(os.environ["HIRE_STORAGE_CONNECTION"])
hires = tables.get_table_client("hires")

BOOKING_REF = re.compile(r"CB-\d{6}")
DEFAULT_RETURN = "https://book.canalhire.co.uk/my-hires"


@app.route(route="payments/return", methods=["GET"])
def payment_return(req: func.HttpRequest) -> func.HttpResponse:
    """The card provider sends the hirer back here after the deposit page."""
    booking_ref = req.params.get("booking", "")
    continue_url = req.params.get("continue") or DEFAULT_RETURN

    if not BOOKING_REF.fullmatch(booking_ref):
        return func.HttpResponse("unknown booking", status_code=400)

    try:
        hire = hires.get_entity(partition_key="hire", row_key=booking_ref)
    except ResourceNotFoundError:
        return func.HttpResponse("unknown booking", status_code=404)

    # the provider's webhook has already written the deposit outcome
    status = hire.get("DepositStatus", "pending")
    logging.info("hirer returned from deposit page for %s (%s)", booking_ref, status)

    if "canalhire.co.uk" not in continue_url:
        continue_url = DEFAULT_RETURN

    separator = "&" if "?" in continue_url else "?"
    return func.HttpResponse(
        status_code=302,
        headers={"Location": f"{continue_url}{separator}deposit={status}&booking={booking_ref}"},
    )
