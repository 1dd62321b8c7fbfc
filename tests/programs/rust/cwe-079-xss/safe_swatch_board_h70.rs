// A swatch board program of the h70 set (cwe-079-xss).
use axum::{
    extract::{Query, State},
    response::Html,
    routing::get,
    Router,
};
use serde::Deserialize;
use std::{collections::HashMap, sync::Arc};

#[derive(Clone)]
struct Fabric {
    name: &'static str,
    mill: &'static str,
    price_per_m: u32,
}

struct Catalogue {
    fabrics: HashMap<&'static str, Fabric>,
}

#[derive(Deserialize)]
struct BoardQuery {
    /// "code:note;code:note" as produced by the share button
    items: Option<String>,
    title: Option<String>,
}

#[derive(Debug)]
struct Pin {
    code: String,
    note: String,
}

fn parse_pins(raw: &str) -> Vec<Pin> {
    raw.split(';')
        .filter_map(|part| part.split_once(':'))
        .map(|(code, note)| Pin {
            code: code.trim().to_uppercase(),
            note: note.trim().to_string(),
        })
        .filter(|p| !p.code.is_empty())
        .collect()
}

fn render_row(cat: &Catalogue) -> impl Fn(&Pin) -> Option<String> + '_ {
    move |pin| {
        cat.fabrics.get(pin.code.as_str()).map(|f| {
            let code = html_escape::encode_text(&pin.code);
            let note = html_escape::encode_text(&pin.note);
            format!(
                "<li><strong>{}</strong> ({}, {}) &pound;{}/m<br><em>{}</em></li>",
                f.name, code, f.mill, f.price_per_m, note
            )
        })
    }
}

async fn board(State(cat): State<Arc<Catalogue>>, Query(q): Query<BoardQuery>) -> Html<String> {
    let pins = q.items.as_deref().map(parse_pins).unwrap_or_default();
    let rows: String = pins.iter().filter_map(render_row(&cat)).collect();
    let title = q
        .title
        .as_deref()
        .map(|t| html_escape::encode_text(t).into_owned())
        .unwrap_or_else(|| "My swatch board".to_string());

    Html(format!(
        "<!doctype html><html><head><title>{title}</title></head>\
         <body><h1>{title}</h1><ul class=\"swatches\">{rows}</ul>\
         <p>{} fabrics pinned</p></body></html>",
        pins.len()
    ))
}

fn catalogue() -> Catalogue {
    let fabrics = [
        ("VLV-204", Fabric { name: "Cotton velvet, moss", mill: "Linwood", price_per_m: 48 }),
        ("LIN-118", Fabric { name: "Heavy linen, oat", mill: "Kirkby", price_per_m: 36 }),
        ("BOU-031", Fabric { name: "Wool boucle, chalk", mill: "Abraham Moon", price_per_m: 62 }),
    ]
    .into_iter()
    .collect();
    Catalogue { fabrics }
}

#[tokio::main]
async fn main() {
    let app = Router::new()
        .route("/board", get(board))
        .with_state(Arc::new(catalogue()));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
