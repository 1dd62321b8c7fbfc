# phone reminder sent to a customer
from twilio.rest import Client
from twilio.twiml.voice_response import VoiceResponse

client = Client("ACCOUNT", "TOKEN")


def remind(number, note):
    reply = VoiceResponse()
    reply.say("Reminder: " + note)
    client.calls.create(twiml=str(reply), to=number, from_="+15550100")
