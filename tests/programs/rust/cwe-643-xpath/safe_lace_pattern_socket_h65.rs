// A lace pattern socket program of the h65 set (cwe-643-xpath).
// WebSocket used by the lacemakers' guild pricking-pattern viewer. The pattern
// archive is an XML catalogue; members browse by lace tradition and only
// patterns with licence="open" are served over this channel.
use actix_web::{web, App, HttpRequest, HttpResponse, HttpServer};
use actix_ws::Message;
use futures_util::StreamExt;
use serde::Deserialize;
use serde_json::json;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

#[derive(Deserialize)]
struct Lookup {
    tradition: String,
}

fn open_pattern_titles(catalogue: &str, tradition: &str) -> Result<Vec<String>, String> {
    let package = parser::parse(catalogue).map_err(|e| format!("{e:?}"))?;
    let document = package.as_document();
    let xpath = Factory::new()
        .build("/catalogue/pattern[tradition=$tradition and @licence='open']/title")
        .map_err(|e| e.to_string())?;
    let mut context = Context::new();
    context.set_variable("tradition", tradition);
    let value = xpath.evaluate(&context, document.root()).map_err(|e| e.to_string())?;
    let titles = match value {
        Value::Nodeset(nodes) => nodes.document_order().iter().map(|n| n.string_value()).collect(),
        _ => Vec::new(),
    };
    Ok(titles)
}

async fn patterns_ws(
    req: HttpRequest,
    body: web::Payload,
    catalogue: web::Data<String>,
) -> Result<HttpResponse, actix_web::Error> {
    let (response, mut session, mut stream) = actix_ws::handle(&req, body)?;
    let catalogue = catalogue.into_inner();

    actix_web::rt::spawn(async move {
        while let Some(Ok(msg)) = stream.next().await {
            match msg {
                Message::Text(text) => {
                    let reply = match serde_json::from_str::<Lookup>(&text) {
                        Ok(lookup) if lookup.tradition.len() <= 40 => {
                            match open_pattern_titles(&catalogue, &lookup.tradition) {
                                Ok(titles) => json!({ "tradition": lookup.tradition, "titles": titles }),
                                Err(_) => json!({ "error": "catalogue unavailable" }),
                            }
                        }
                        _ => json!({ "error": "expected {\"tradition\": \"...\"}" }),
                    };
                    if session.text(reply.to_string()).await.is_err() {
                        return;
                    }
                }
                Message::Ping(bytes) => {
                    if session.pong(&bytes).await.is_err() {
                        return;
                    }
                }
                Message::Close(_) => break,
                _ => {}
            }
        }
        let _ = session.close(None).await;
    });

    Ok(response)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let path = std::env::var("PATTERN_CATALOGUE").unwrap_or_else(|_| "/srv/lace/catalogue.xml".into());
    let catalogue = web::Data::new(std::fs::read_to_string(path)?);
    HttpServer::new(move || App::new().app_data(catalogue.clone()).route("/ws/patterns", web::get().to(patterns_ws)))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
