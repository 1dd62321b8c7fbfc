// Imports supplier invoices uploaded as XML into the accounts-payable queue (axum + libxml).
use axum::{body::Bytes, http::StatusCode, Json};
use libxml::bindings::{
    xmlParserOption_XML_PARSE_DTDLOAD, xmlParserOption_XML_PARSE_NOENT, xmlReadMemory,
};
use libxml::tree::Document;
use libxml::xpath::Context;
use serde::Serialize;

const MAX_UPLOAD: usize = 2 * 1024 * 1024;
const PARSE_FLAGS: u32 = xmlParserOption_XML_PARSE_NOENT | xmlParserOption_XML_PARSE_DTDLOAD;

#[derive(Serialize)]
pub struct InvoiceSummary {
    supplier: String,
    number: String,
    currency: String,
    total: String,
}

fn parse_invoice(body: &[u8]) -> Option<Document> {
    let doc_ptr = unsafe {
        xmlReadMemory(
            body.as_ptr().cast(),
            body.len() as i32,
            std::ptr::null(),
            std::ptr::null(),
            PARSE_FLAGS as i32,
        )
    };
    if doc_ptr.is_null() {
        None
    } else {
        Some(Document::new_ptr(doc_ptr))
    }
}

fn text_at(ctx: &Context, xpath: &str) -> String {
    ctx.findvalue(xpath, None).unwrap_or_default().trim().to_string()
}

pub async fn import_invoice(body: Bytes) -> Result<Json<InvoiceSummary>, StatusCode> {
    if body.len() > MAX_UPLOAD {
        return Err(StatusCode::PAYLOAD_TOO_LARGE);
    }
    let doc = parse_invoice(&body).ok_or(StatusCode::BAD_REQUEST)?;
    let ctx = Context::new(&doc).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let summary = InvoiceSummary {
        supplier: text_at(&ctx, "/Invoice/Supplier/Name"),
        number: text_at(&ctx, "/Invoice/Number"),
        currency: text_at(&ctx, "/Invoice/Total/@currency"),
        total: text_at(&ctx, "/Invoice/Total"),
    };
    if summary.number.is_empty() {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    Ok(Json(summary))
}
