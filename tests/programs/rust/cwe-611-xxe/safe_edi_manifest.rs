// Accepts XML advance-shipping manifests from freight partners and returns a per-consignee parcel summary.
use axum::{body::Bytes, http::StatusCode, Json};
use roxmltree::{Document, Node, ParsingOptions};
use serde::Serialize;

#[derive(Serialize)]
pub struct ConsigneeSummary {
    consignee: String,
    parcels: usize,
}

fn parse_manifest(text: &str) -> Option<Document<'_>> {
    let options = ParsingOptions { allow_dtd: false, ..ParsingOptions::default() };
    Document::parse_with_options(text, options).ok()
}

fn children_named<'a, 'i>(node: Node<'a, 'i>, name: &'a str) -> impl Iterator<Item = Node<'a, 'i>> + 'a {
    node.children().filter(move |c| c.is_element() && c.tag_name().name() == name)
}

fn text_of(node: Node<'_, '_>) -> String {
    node.descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .collect::<String>()
        .trim()
        .to_string()
}

pub async fn ingest_asn(body: Bytes) -> Result<Json<Vec<ConsigneeSummary>>, StatusCode> {
    let text = std::str::from_utf8(&body).map_err(|_| StatusCode::BAD_REQUEST)?;
    let doc = parse_manifest(text).ok_or(StatusCode::BAD_REQUEST)?;
    let root = doc.root_element();
    if root.tag_name().name() != "AdvanceShippingNotice" {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }

    let mut out = Vec::new();
    for shipment in children_named(root, "Shipment") {
        let consignee = children_named(shipment, "Consignee")
            .next()
            .map(text_of)
            .unwrap_or_default();
        let parcels = children_named(shipment, "Parcel").count();
        out.push(ConsigneeSummary { consignee, parcels });
    }
    Ok(Json(out))
}
