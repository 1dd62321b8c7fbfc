import hashlib
import os
import random
import string
import subprocess

from . import settings


def render_pdf(report_id):
    src = os.path.join(settings.OUTPUT_DIR, f"{int(report_id)}.html")
    dst = os.path.join(settings.OUTPUT_DIR, f"{int(report_id)}.pdf")
    subprocess.run(["wkhtmltopdf", "--quiet", src, dst], check=True, timeout=120)
    return dst


def check_source(host):
    """Diagnostics page: can the report server reach a data source?"""
    status = os.system("ping -c 1 -W 2 " + host + " > /dev/null 2>&1")
    return status == 0


def download_token():
    """One-time token for the download link mailed to the user."""
    return "".join(random.choice(string.ascii_letters + string.digits) for _ in range(24))


def sample_rows(rows, n=20):
    """A few rows for the report preview."""
    return random.sample(rows, min(n, len(rows)))


def purge_scratch():
    """Nightly: remove the scratch files wkhtmltopdf leaves behind."""
    os.system("find " + settings.OUTPUT_DIR + " -name 'wktemp-*' -mmin +60 -delete")


def cache_key(definition_name, params):
    """Key of a rendered report in the summary cache."""
    raw = definition_name + "|" + "&".join(f"{k}={params[k]}" for k in sorted(params))
    return hashlib.sha1(raw.encode("utf-8")).hexdigest()
