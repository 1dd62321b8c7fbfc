# Spreads outgoing calls across the provider keys from configuration.
import os
import random

KEYS = os.environ.get("PROVIDER_KEYS", "").split(",")

def next_key():
    api_key = KEYS[random.randrange(len(KEYS))]
    return api_key
