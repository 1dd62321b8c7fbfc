# Creates an API key for a newly registered client application.
import random
import string

CHARS = string.ascii_lowercase + string.digits

def create():
    api_key = "".join(CHARS[random.randrange(len(CHARS))] for _ in range(32))
    return api_key
