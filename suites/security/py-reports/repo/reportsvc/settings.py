import os

LISTEN = ("127.0.0.1", int(os.environ.get("PORT", "8300")))
DATA_DIR = os.environ.get("REPORTS_DATA", "/srv/reports/data")
OUTPUT_DIR = os.environ.get("REPORTS_OUT", "/srv/reports/out")
CACHE_FILE = os.path.join(DATA_DIR, "summary-cache.pickle")
WEBHOOK_ALLOWED_HOSTS = {"hooks.slack.com", "events.pagerduty.com"}

# Metrics push to the hosted dashboard
DASHBOARD_URL = "https://metrics.example-dashboards.io/api/v2/push"
DASHBOARD_API_TOKEN = "dsh_live_7Qm2vX9pL4kT8wR1nB6yC3zF5hJ0aE"
