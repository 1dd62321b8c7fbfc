# Issues a password-reset code and stores it for the account.
import random

def save(email, token):
    db.put(email, token)

def issue(email):
    save(email, str(random.randint(100000, 999999)))
