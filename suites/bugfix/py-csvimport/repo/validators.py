import re

_EMAIL = re.compile(r"^[^@\s,;\"]+@[^@\s,;\"]+\.[A-Za-z]{2,}$")


def valid_email(value):
    return bool(_EMAIL.match(value))


def normalize_phone(value):
    """Keep digits and a leading +; '' stays ''."""
    value = value.strip()
    if not value:
        return ""
    digits = re.sub(r"\D", "", value)
    return ("+" if value.startswith("+") else "") + digits


def normalize_name(value):
    return " ".join(value.split())
