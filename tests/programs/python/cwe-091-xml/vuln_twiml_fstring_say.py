# phone reminder sent to a customer
from twilio.rest import Client

client = Client("ACCOUNT", "TOKEN")


def remind(number, note):
    client.calls.create(
        twiml=f"<Response><Say>Reminder: {note}</Say></Response>",
        to=number,
        from_="+15550100",
    )
