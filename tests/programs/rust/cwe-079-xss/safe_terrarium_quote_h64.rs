// A terrarium quote program of the h64 set (cwe-079-xss).
use axum::{extract::State, response::Html, routing::get, Router};
use axum_extra::extract::Query;
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::Arc;

// Quick quote for a closed terrarium build:
// GET /quote?vessel=cloche_30&plant=fittonia&plant=java%20moss&plant=...
#[derive(Deserialize)]
struct QuoteParams {
    vessel: String,
    #[serde(default)]
    plant: Vec<String>,
    #[serde(default)]
    layers: Vec<String>,
}

struct Catalogue {
    vessels: HashMap<&'static str, (&'static str, u32)>,
    plants: HashMap<&'static str, u32>,
    substrate: HashMap<&'static str, u32>,
}

fn catalogue() -> Catalogue {
    Catalogue {
        vessels: HashMap::from([
            ("cloche_30", ("Glass cloche, 30 cm", 4200)),
            ("jar_5l", ("Apothecary jar, 5 l", 2800)),
            ("wardian", ("Wardian case, brass", 18900)),
        ]),
        plants: HashMap::from([("fittonia", 650), ("java moss", 400), ("peperomia", 720), ("selaginella", 580)]),
        substrate: HashMap::from([("leca", 300), ("charcoal", 250), ("peat-free mix", 450), ("sheet moss", 380)]),
    }
}

fn pence(p: u32) -> String {
    format!("£{}.{:02}", p / 100, p % 100)
}

async fn quote(State(cat): State<Arc<Catalogue>>, Query(q): Query<QuoteParams>) -> Html<String> {
    let Some((vessel_name, vessel_price)) = cat.vessels.get(q.vessel.as_str()).copied() else {
        return Html("<p>Please choose one of our vessels.</p>".to_string());
    };
    let mut total = vessel_price;
    let mut rows = vec![format!("<tr><td>{}</td><td>{}</td></tr>", vessel_name, pence(vessel_price))];

    for layer in &q.layers {
        if let Some((name, price)) = cat.substrate.get_key_value(layer.as_str()) {
            total += price;
            rows.push(format!("<tr><td>Layer: {}</td><td>{}</td></tr>", name, pence(*price)));
        }
    }

    let mut missing = Vec::new();
    for wanted in &q.plant {
        match cat.plants.get_key_value(wanted.to_lowercase().as_str()) {
            Some((name, price)) => {
                total += price;
                rows.push(format!("<tr><td>{}</td><td>{}</td></tr>", name, pence(*price)));
            }
            None => missing.push(format!(
                "<li>{} is not in stock this season</li>",
                html_escape::encode_text(wanted)
            )),
        }
    }

    Html(format!(
        "<h1>Your terrarium</h1><table>{}</table><p><strong>Total: {}</strong></p><ul class=\"missing\">{}</ul>",
        rows.join(""),
        pence(total),
        missing.join("")
    ))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/quote", get(quote)).with_state(Arc::new(catalogue()));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:3001").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
