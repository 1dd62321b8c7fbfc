// Print shop quoting service: looks up paper stock prices in the XML price book.
use axum::{extract::{Query, State}, http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use sxd_document::parser;
use sxd_xpath::{evaluate_xpath, Value};

pub struct PriceBookRepository {
    xml: String,
}

impl PriceBookRepository {
    pub fn load(path: &str) -> std::io::Result<Self> {
        Ok(Self { xml: std::fs::read_to_string(path)? })
    }

    pub fn retail_price(&self, stock_name: &str) -> Result<Option<f64>, String> {
        let package = parser::parse(&self.xml).map_err(|e| e.to_string())?;
        let doc = package.as_document();
        let expr = format!("//stock[@name='{}']/retail", stock_name);
        match evaluate_xpath(&doc, &expr).map_err(|e| e.to_string())? {
            Value::Nodeset(nodes) => Ok(nodes.document_order_first().and_then(|n| n.string_value().trim().parse().ok())),
            other => Ok(Some(other.number())),
        }
    }
}

#[derive(Deserialize)]
pub struct QuoteRequest {
    pub stock: String,
    pub sheets: u32,
}

#[derive(Serialize)]
pub struct QuoteResponse {
    pub stock: String,
    pub sheets: u32,
    pub total: f64,
}

pub struct QuoteService {
    pub prices: PriceBookRepository,
}

impl QuoteService {
    pub fn quote(&self, req: QuoteRequest) -> Result<QuoteResponse, StatusCode> {
        let unit = self
            .prices
            .retail_price(&req.stock)
            .map_err(|_| StatusCode::BAD_REQUEST)?
            .ok_or(StatusCode::NOT_FOUND)?;
        Ok(QuoteResponse { total: unit * req.sheets as f64, stock: req.stock, sheets: req.sheets })
    }
}

pub async fn quote_stock(
    State(svc): State<Arc<QuoteService>>,
    Query(req): Query<QuoteRequest>,
) -> Result<Json<QuoteResponse>, StatusCode> {
    svc.quote(req).map(Json)
}
