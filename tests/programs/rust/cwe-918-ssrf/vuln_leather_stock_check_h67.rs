// A leather stock check program of the h67 set (cwe-918-ssrf).
// saddle makers: check hide availability at a partner tannery before quoting a bespoke saddle
use std::time::Duration;

use actix_web::{error, get, web, App, HttpResponse, HttpServer, Result};
use once_cell::sync::Lazy;
use regex::Regex;
use serde::{Deserialize, Serialize};
use validator::Validate;

static TANNERY_SLUG: Lazy<Regex> = Lazy::new(|| Regex::new(r"^[a-z0-9-]+").unwrap());

#[derive(Debug, Deserialize, Validate)]
struct StockQuery {
    #[validate(regex(path = *TANNERY_SLUG), length(max = 64))]
    tannery: String,
    #[validate(range(min = 1000, max = 9999))]
    hide_code: u16,
    #[validate(range(min = 1, max = 20))]
    hides_needed: u8,
}

#[derive(Debug, Deserialize, Serialize)]
struct TanneryStock {
    hide_code: u16,
    in_stock: u32,
    thickness_mm: f32,
    price_per_hide_gbp: f32,
}

#[derive(Serialize)]
struct StockAnswer {
    tannery: String,
    stock: TanneryStock,
    can_fulfil: bool,
}

struct TanneryGateway {
    http: reqwest::Client,
}

impl TanneryGateway {
    async fn stock(&self, q: &StockQuery) -> reqwest::Result<TanneryStock> {
        let url = format!(
            "https://{}.partners.saddlery.example/api/stock/{}",
            q.tannery, q.hide_code
        );
        self.http
            .get(url)
            .send()
            .await?
            .error_for_status()?
            .json::<TanneryStock>()
            .await
    }
}

#[get("/stock")]
async fn check_stock(
    gateway: web::Data<TanneryGateway>,
    query: web::Query<StockQuery>,
) -> Result<HttpResponse> {
    let q = query.into_inner();
    q.validate().map_err(error::ErrorBadRequest)?;

    let stock = gateway
        .stock(&q)
        .await
        .map_err(error::ErrorBadGateway)?;
    let can_fulfil = stock.in_stock >= u32::from(q.hides_needed);
    Ok(HttpResponse::Ok().json(StockAnswer {
        tannery: q.tannery,
        stock,
        can_fulfil,
    }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .expect("http client");
    let gateway = web::Data::new(TanneryGateway { http });

    HttpServer::new(move || App::new().app_data(gateway.clone()).service(check_stock))
        .bind(("0.0.0.0", 8094))?
        .run()
        .await
}
