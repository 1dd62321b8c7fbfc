# realestate mls sync (h58 set)
"""Nightly sync of MLS listings into a brokerage's property search index.

Listings are pulled page by page from the regional MLS feed, reshaped
for the search index and pushed in bulk.
"""
import asyncio
import os
import ssl
from typing import AsyncIterator

import httpx

MLS_BASE_URL = os.environ.get("MLS_BASE_URL", "https://feed.regional-mls.example/v3")
MLS_TOKEN = os.environ["MLS_API_TOKEN"]
INDEX_URL = os.environ.get("SEARCH_INDEX_URL", "https://search.brokerage.example/listings/_bulk")
MLS_CA_BUNDLE = os.environ.get("MLS_CA_BUNDLE")
PAGE_SIZE = 200


async def listing_pages(client: httpx.AsyncClient, since: str) -> AsyncIterator[list[dict]]:
    cursor = None
    while True:
        params = {"modifiedSince": since, "limit": PAGE_SIZE}
        if cursor:
            params["cursor"] = cursor
        resp = await client.get("/listings", params=params)
        resp.raise_for_status()
        payload = resp.json()
        yield payload.get("items", [])
        cursor = payload.get("nextCursor")
        if not cursor:
            return


def active(listing: dict) -> bool:
    return listing.get("status") in {"Active", "ComingSoon", "Pending"}


def to_document(listing: dict) -> dict:
    address = listing.get("address", {})
    return {
        "id": listing["listingKey"],
        "price": listing.get("listPrice"),
        "beds": listing.get("bedroomsTotal"),
        "baths": listing.get("bathroomsTotal"),
        "city": address.get("city"),
        "postcode": address.get("postalCode"),
        "status": listing["status"],
    }


def make_client(base_url: str, token: str) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        base_url=base_url,
        headers={"Authorization": f"Bearer {token}"},
        timeout=httpx.Timeout(30.0),
        verify=ssl.create_default_context(cafile=MLS_CA_BUNDLE),
    )


async def sync(since: str) -> int:
    indexed = 0
    async with make_client(MLS_BASE_URL, MLS_TOKEN) as mls, httpx.AsyncClient(timeout=30.0) as index:
        async for page in listing_pages(mls, since):
            docs = [to_document(item) for item in page if active(item)]
            if not docs:
                continue
            resp = await index.post(INDEX_URL, json={"documents": docs})
            resp.raise_for_status()
            indexed += len(docs)
    return indexed


if __name__ == "__main__":
    since = os.environ.get("MLS_SYNC_SINCE", "1970-01-01T00:00:00Z")
    print(f"indexed {asyncio.run(sync(since))} listings")
