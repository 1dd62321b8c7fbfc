// A tasting note page program of the h67 set (cwe-079-xss).
// cheese affineurs: preview a tasting note for a maturing wheel before it is filed in the cave log
use std::sync::Arc;

use askama::Template;
use salvo::prelude::*;
use serde::Deserialize;
use validator::Validate;

#[derive(Debug, Deserialize, Validate)]
struct NotePreview {
    #[validate(length(min = 2, max = 60))]
    taster: String,
    #[validate(range(min = 1, max = 10))]
    rind_score: u8,
    #[validate(length(min = 1, max = 2000))]
    note: String,
}

#[derive(Template)]
#[template(
    ext = "html",
    source = r#"<!doctype html>
<html><head><title>Wheel {{ wheel }} – tasting note</title></head>
<body>
  <h1>{{ cheese }} · wheel {{ wheel }}</h1>
  <p class="meta">Tasted by {{ taster }} · rind {{ rind_score }}/10</p>
  <div class="note">{{ note_html|safe }}</div>
  <form method="post" action="/wheels/{{ wheel }}/notes"><button>File note</button></form>
</body></html>"#
)]
struct NotePage<'a> {
    wheel: u32,
    cheese: &'a str,
    taster: &'a str,
    rind_score: u8,
    note_html: String,
}

struct CaveRegistry;

impl CaveRegistry {
    fn cheese_for(&self, wheel: u32) -> Option<&'static str> {
        match wheel % 4 {
            0 => Some("Tomme de montagne"),
            1 => Some("Washed-rind Reblochon style"),
            2 => Some("Clothbound cheddar"),
            _ => Some("Alpine gruyère"),
        }
    }
}

fn note_to_html(note: &str) -> String {
    note.trim().replace("\r\n", "\n").replace('\n', "<br>\n")
}

#[handler]
async fn preview(req: &mut Request, depot: &mut Depot, res: &mut Response) -> Result<(), StatusError> {
    let registry = depot
        .obtain::<Arc<CaveRegistry>>()
        .map_err(|_| StatusError::internal_server_error())?
        .clone();
    let wheel: u32 = req.param("wheel").ok_or_else(StatusError::bad_request)?;
    let form: NotePreview = req
        .parse_queries()
        .map_err(|_| StatusError::bad_request())?;
    form.validate()
        .map_err(|e| StatusError::bad_request().brief(e.to_string()))?;

    let cheese = registry.cheese_for(wheel).ok_or_else(StatusError::not_found)?;
    let page = NotePage {
        wheel,
        cheese,
        taster: &form.taster,
        rind_score: form.rind_score,
        note_html: note_to_html(&form.note),
    };
    let html = page.render().map_err(|_| StatusError::internal_server_error())?;
    res.render(Text::Html(html));
    Ok(())
}

#[tokio::main]
async fn main() {
    let router = Router::new()
        .hoop(affix::inject(Arc::new(CaveRegistry)))
        .push(Router::with_path("wheels/<wheel>/notes/preview").get(preview));

    let acceptor = TcpListener::new("0.0.0.0:5800").bind().await;
    Server::new(acceptor).serve(router).await;
}
