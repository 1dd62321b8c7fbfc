// A dispatch manifest program of the h70 set (cwe-091-xml).
use axum::{
    http::{header, StatusCode},
    response::IntoResponse,
    routing::post,
    Json, Router,
};
use quick_xml::escape::escape;
use serde::Deserialize;

#[derive(Deserialize)]
struct DispatchOrder {
    customer_ref: String,
    depot: Depot,
    lines: Vec<OrderLine>,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum Depot {
    Bristol,
    Leeds,
    Glasgow,
}

#[derive(Deserialize)]
struct OrderLine {
    product: Product,
    crates: u32,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum Product {
    RootsGradeA,
    RootsGradeB,
    GratedJar,
    CreamSauce,
}

impl Product {
    fn code(self) -> (&'static str, f32) {
        match self {
            Product::RootsGradeA => ("HR-ROOT-A", 10.0),
            Product::RootsGradeB => ("HR-ROOT-B", 10.0),
            Product::GratedJar => ("HR-GRT-190", 4.6),
            Product::CreamSauce => ("HR-CRM-250", 6.2),
        }
    }
}

impl Depot {
    fn gln(self) -> &'static str {
        match self {
            Depot::Bristol => "5012345000017",
            Depot::Leeds => "5012345000024",
            Depot::Glasgow => "5012345000031",
        }
    }
}

fn line_xml(no: usize, line: &OrderLine) -> String {
    let (code, kg) = line.product.code();
    format!(
        "<Line no=\"{}\"><Sku>{code}</Sku><Crates>{}</Crates><NetKg>{:.1}</NetKg></Line>",
        no + 1,
        line.crates,
        kg * line.crates as f32
    )
}

async fn manifest(Json(order): Json<DispatchOrder>) -> impl IntoResponse {
    if order.lines.is_empty() {
        return Err((StatusCode::BAD_REQUEST, "empty order"));
    }
    let reference = escape(order.customer_ref.trim());

    let body = order
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| line_xml(i, l))
        .fold(String::new(), |mut acc, l| {
            acc.push_str(&l);
            acc
        });

    let total_crates: u32 = order.lines.iter().map(|l| l.crates).sum();
    let xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\
         <DispatchManifest supplier=\"5098765000012\">\
         <CustomerRef>{}</CustomerRef><ShipTo gln=\"{}\"/>\
         <Lines count=\"{}\" crates=\"{total_crates}\">{body}</Lines></DispatchManifest>",
        order.customer_ref,
        order.depot.gln(),
        order.lines.len()
    );
    println!("manifest {reference}: {total_crates} crates to {}", order.depot.gln());

    Ok(([(header::CONTENT_TYPE, "application/xml")], xml))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/dispatch/manifest", post(manifest));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8060").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
