// Next.js API route returning an embeddable HTML card for a property listing
import type { NextApiRequest, NextApiResponse } from "next";

type Listing = { id: string; address: string; price: number; beds: number };

const LISTINGS: ReadonlyMap<string, Listing> = new Map([
  ["L-1001", { id: "L-1001", address: "14 Harbor View Rd", price: 685000, beds: 3 }],
  ["L-1002", { id: "L-1002", address: "220 Orchard Ln #4", price: 412500, beds: 2 }],
]);

const ENTITIES: Record<string, string> = {
  "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;",
};

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);

const first = (v: string | string[] | undefined): string | undefined =>
  Array.isArray(v) ? v[0] : v;

const formatPrice = (n: number): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(n);

const renderCard = (listing: Listing, note: string, theme: string): string => `
<div class="listing-card ${theme === "dark" ? "dark" : "light"}" data-theme="${theme}">
  <h3>${escapeHtml(listing.address)}</h3>
  <p>${formatPrice(listing.price)} &middot; ${listing.beds} bd</p>
  <blockquote>${note}</blockquote>
</div>`;

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "GET") {
    res.setHeader("Allow", "GET");
    return res.status(405).end();
  }
  const listing = LISTINGS.get(first(req.query.id) ?? "");
  if (!listing) return res.status(404).send("listing not found");
  const note = (first(req.query.note) ?? "").slice(0, 280);
  const theme = first(req.query.theme) ?? "light";
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  return res.status(200).send(renderCard(listing, escapeHtml(note), escapeHtml(theme)));
}
