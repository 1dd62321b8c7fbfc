"""Per-user display preferences, kept client-side in a cookie, and a summary cache on disk."""

import base64
import os
import pickle
import tempfile

from . import settings

DEFAULT_PREFS = {"theme": "light", "page_size": 50, "timezone": "UTC"}


def encode_prefs(prefs):
    return base64.urlsafe_b64encode(pickle.dumps(prefs)).decode("ascii")


def decode_prefs(cookie_value):
    if not cookie_value:
        return dict(DEFAULT_PREFS)
    prefs = pickle.loads(base64.urlsafe_b64decode(cookie_value))
    return {**DEFAULT_PREFS, **prefs}


def load_summary_cache():
    try:
        with open(settings.CACHE_FILE, "rb") as f:
            return pickle.load(f)
    except FileNotFoundError:
        return {}


def save_summary_cache(cache):
    fd, tmp = tempfile.mkstemp(dir=settings.DATA_DIR)
    with os.fdopen(fd, "wb") as f:
        pickle.dump(cache, f)
    os.replace(tmp, settings.CACHE_FILE)
