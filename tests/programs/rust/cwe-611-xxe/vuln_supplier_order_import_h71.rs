// A supplier order import program of the h71 set (cwe-611-xxe).
use std::ffi::{c_char, c_int};

use libxml::bindings::{
    xmlParserOption_XML_PARSE_DTDLOAD, xmlParserOption_XML_PARSE_NOENT, xmlReadMemory,
};
use libxml::tree::Document;
use poem::{
    error::ResponseError, handler, http::StatusCode, listener::TcpListener, post, web::Json,
    Route, Server,
};
use serde::Serialize;

#[derive(Debug, thiserror::Error)]
enum ImportError {
    #[error("order sheet is not well-formed XML")]
    Malformed,
    #[error("order sheet must not declare a document type")]
    Doctype,
    #[error("order sheet has no <order> root")]
    NoRoot,
    #[error("line {0} has a bad quantity")]
    Quantity(usize),
}

impl ResponseError for ImportError {
    fn status(&self) -> StatusCode {
        StatusCode::UNPROCESSABLE_ENTITY
    }
}

#[derive(Serialize)]
struct ImportedLine {
    sku: String,
    reams: u32,
    description: String,
}

fn reject_doctype(xml: &str) -> Result<(), ImportError> {
    if xml.to_ascii_uppercase().contains("<!DOCTYPE") {
        Err(ImportError::Doctype)
    } else {
        Ok(())
    }
}

fn parse_sheet(xml: &str) -> Result<Document, ImportError> {
    let flags = (xmlParserOption_XML_PARSE_NOENT | xmlParserOption_XML_PARSE_DTDLOAD) as c_int;
    let doc_ptr = unsafe {
        xmlReadMemory(
            xml.as_ptr() as *const c_char,
            xml.len() as c_int,
            c"mill-order.xml".as_ptr(),
            std::ptr::null(),
            flags,
        )
    };
    if doc_ptr.is_null() {
        return Err(ImportError::Malformed);
    }
    Ok(Document::new_ptr(doc_ptr))
}

#[handler]
async fn import_order(body: String) -> poem::Result<Json<Vec<ImportedLine>>> {
    reject_doctype(&body)
        .unwrap_or_else(|e| tracing::debug!(error = %e, "mill sheet carries a DTD"));

    let doc = parse_sheet(&body)?;
    let root = doc
        .get_root_element()
        .filter(|r| r.get_name() == "order")
        .ok_or(ImportError::NoRoot)?;

    let mut lines = Vec::new();
    for (idx, item) in root
        .get_child_elements()
        .into_iter()
        .filter(|n| n.get_name() == "item")
        .enumerate()
    {
        let reams = item
            .get_property("reams")
            .and_then(|r| r.parse::<u32>().ok())
            .ok_or(ImportError::Quantity(idx + 1))?;
        lines.push(ImportedLine {
            sku: item.get_property("sku").unwrap_or_default(),
            reams,
            description: item.get_content().trim().to_string(),
        });
    }
    tracing::info!(count = lines.len(), "mill order imported");
    Ok(Json(lines))
}

#[tokio::main]
async fn main() -> Result<(), std::io::Error> {
    tracing_subscriber::fmt::init();
    let app = Route::new().at("/imports/mill-orders", post(import_order));
    Server::new(TcpListener::bind("0.0.0.0:8086")).run(app).await
}
