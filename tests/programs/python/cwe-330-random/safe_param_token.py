# Issues a password-reset code and stores it for the account.
import secrets

def save(email, token):
    db.put(email, token)

def issue(email):
    save(email, str(secrets.randbelow(900000) + 100000))
