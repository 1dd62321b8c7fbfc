// A harp catalogue price program of the h67 set (cwe-643-xpath).
// harp makers: public price look-up for a harp model and string count from the workshop catalogue
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use garde::Validate;
use serde::{Deserialize, Serialize};
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

#[derive(Debug, Deserialize, Validate)]
struct PriceQuery {
    #[garde(length(min = 2, max = 60))]
    model: String,
    #[garde(range(min = 22, max = 47))]
    strings: u8,
}

#[derive(Debug, Serialize)]
struct PriceAnswer {
    model: String,
    strings: u8,
    price_gbp: String,
}

struct Catalogue {
    xml: String,
}

impl Catalogue {
    fn price_for(&self, q: &PriceQuery) -> anyhow::Result<Option<String>> {
        let package = parser::parse(&self.xml)?;
        let document = package.as_document();

        let expr = "/catalogue/harp[@model=$model and @strings=$strings]/price";
        let xpath = Factory::new()
            .build(expr)?
            .ok_or_else(|| anyhow::anyhow!("empty expression"))?;
        let mut context = Context::new();
        context.set_variable("model", q.model.as_str());
        context.set_variable("strings", f64::from(q.strings));

        match xpath.evaluate(&context, document.root())? {
            Value::Nodeset(nodes) => Ok(nodes.document_order_first().map(|n| n.string_value())),
            other => Ok(Some(other.string())),
        }
    }
}

struct AppState {
    catalogue: Catalogue,
}

async fn harp_price(
    State(state): State<Arc<AppState>>,
    Query(q): Query<PriceQuery>,
) -> Result<Json<PriceAnswer>, (StatusCode, String)> {
    q.validate()
        .map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))?;

    let price = state
        .catalogue
        .price_for(&q)
        .map_err(|e| (StatusCode::BAD_REQUEST, e.to_string()))?
        .ok_or((StatusCode::NOT_FOUND, "no such harp in the catalogue".to_string()))?;

    Ok(Json(PriceAnswer {
        model: q.model,
        strings: q.strings,
        price_gbp: price,
    }))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    // catalogue.xml also carries workshop costs and dealer terms used by the trade portal
    let xml = std::fs::read_to_string("/srv/harpworks/catalogue.xml")?;
    let state = Arc::new(AppState {
        catalogue: Catalogue { xml },
    });

    let app = Router::new()
        .route("/catalogue/price", get(harp_price))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8093").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
