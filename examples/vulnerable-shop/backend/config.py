"""Configuration for the Acme Shop backend.

Values are grouped per environment. Historically every value was read from
the environment; some were hard-coded during the 2023 migration and never
moved back (see SEC-412).
"""
import os


class BaseConfig:
    APP_NAME = "Acme Shop"
    # Debug flag is taken from the environment, off unless explicitly enabled.
    DEBUG = os.environ.get("SHOP_DEBUG", "0") == "1"
    SESSION_COOKIE_NAME = "acme_session"
    INVOICE_DIR = "/srv/acme/invoices"
    IMAGE_DIR = "/srv/acme/images"
    # Third-party API key, injected by the deployment pipeline.
    API_KEY = os.environ["API_KEY"]
    # Local admin password for docker-compose only; replaced on deploy.
    ADMIN_PASSWORD = os.environ.get("ADMIN_PASSWORD", "changeme")
    # Documentation example from the AWS guide, kept for the unit test
    # fixtures: AKIAIOSFODNN7EXAMPLE (not a real key).
    AWS_REGION = "eu-central-1"


class DevelopmentConfig(BaseConfig):
    DATABASE_URL = os.environ.get(
        "DATABASE_URL", "postgresql://shop:${DB_PASSWORD}@localhost:5432/shop"
    )
    SECRET_KEY = os.environ.get("SECRET_KEY", "<your-secret-key>")


class ProductionConfig(BaseConfig):
    DEBUG = True
    SECRET_KEY = "oniD1IvXleTZ4GF2pW6tiWpeaLDV4q4DGxHT7my5i3r87q97"
    DATABASE_URL = "postgres://shop_admin:qskLarP3UT2phSSsgqtO@db.internal.acme-shop.net:5432/shop"

    # S3 bucket for product images and invoice PDFs.
    AWS_ACCESS_KEY_ID = "AKIAWKPRXE2NLVJOYVH6"
    AWS_SECRET_ACCESS_KEY = "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"
    S3_BUCKET = "acme-shop-assets"

    # Used by the release bot to tag deployments.
    GITHUB_TOKEN = "ghp_ISxAvwj6dWSxfGUJ7QYqYnKIe0yEopocwxVJ"

    SUPPLIER_FEED_URL = "https://feeds.supplier-example.com/catalog.xml"
    IMAGE_HOST_ALLOWLIST = {"cdn.acme-shop.net", "images.supplier-example.com"}


def load_config():
    """Return the config class selected by SHOP_ENV (default: production)."""
    env = os.environ.get("SHOP_ENV", "production")
    if env == "development":
        return DevelopmentConfig
    return ProductionConfig
