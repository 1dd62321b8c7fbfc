// Accepts XML advance-shipping manifests from freight partners and returns a per-consignee parcel summary.
use std::ffi::CString;
use std::os::raw::{c_char, c_int};

use axum::{body::Bytes, http::StatusCode, Json};
use libxml::bindings::{
    xmlParserOption_XML_PARSE_DTDLOAD, xmlParserOption_XML_PARSE_NOENT,
    xmlParserOption_XML_PARSE_NOERROR, xmlReadMemory,
};
use libxml::tree::{Document, Node};
use serde::Serialize;

#[derive(Serialize)]
pub struct ConsigneeSummary {
    consignee: String,
    parcels: usize,
}

fn parse_manifest(body: &[u8]) -> Option<Document> {
    let url = CString::new("asn.xml").ok()?;
    let options = (xmlParserOption_XML_PARSE_NOENT
        | xmlParserOption_XML_PARSE_DTDLOAD
        | xmlParserOption_XML_PARSE_NOERROR) as c_int;
    let doc_ptr = unsafe {
        xmlReadMemory(body.as_ptr() as *const c_char, body.len() as c_int, url.as_ptr(), std::ptr::null(), options)
    };
    if doc_ptr.is_null() {
        return None;
    }
    Some(Document::new_ptr(doc_ptr))
}

fn children_named(node: &Node, name: &str) -> Vec<Node> {
    node.get_child_elements().into_iter().filter(|c| c.get_name() == name).collect()
}

pub async fn ingest_asn(body: Bytes) -> Result<Json<Vec<ConsigneeSummary>>, StatusCode> {
    let doc = parse_manifest(&body).ok_or(StatusCode::BAD_REQUEST)?;
    let root = doc.get_root_element().ok_or(StatusCode::BAD_REQUEST)?;
    if root.get_name() != "AdvanceShippingNotice" {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }

    let mut out = Vec::new();
    for shipment in children_named(&root, "Shipment") {
        let consignee = children_named(&shipment, "Consignee")
            .first()
            .map(|n| n.get_content().trim().to_string())
            .unwrap_or_default();
        let parcels = children_named(&shipment, "Parcel").len();
        out.push(ConsigneeSummary { consignee, parcels });
    }
    Ok(Json(out))
}
