// A circus programme program of the h65 set (cwe-079-xss).
// Lambda (function URL) that renders tonight's programme for the big top.
// Ushers share links like /programme?guest=Mrs%20Okafor with ticket holders.
use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};
use serde::Serialize;
use tera::{Context, Tera};

const PROGRAMME: &str = r#"<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>{{ troupe }} · tonight</title></head>
<body>
  <h1>{{ troupe }}</h1>
  <p class="greeting">Welcome to the ring, {{ guest }}!</p>
  <ol class="acts">
  {% for act in acts %}
    <li><strong>{{ act.title }}</strong> with {{ act.performer }} ({{ act.minutes }} min)</li>
  {% endfor %}
  </ol>
</body>
</html>"#;

#[derive(Serialize)]
struct Act {
    title: &'static str,
    performer: &'static str,
    minutes: u32,
}

fn tonight_acts() -> Vec<Act> {
    vec![
        Act { title: "Silks over the Sawdust", performer: "Ilinca Marin", minutes: 9 },
        Act { title: "The Unicycle Quartet", performer: "The Brothers Achterberg", minutes: 12 },
        Act { title: "Fire on the Wire", performer: "Tomasz Wielgosz", minutes: 7 },
    ]
}

async fn programme(event: Request) -> Result<Response<Body>, Error> {
    let params = event.query_string_parameters();
    let guest = params.first("guest").unwrap_or("friend");

    let mut ctx = Context::new();
    ctx.insert("troupe", "Cirque Tamarind");
    ctx.insert("guest", guest);
    ctx.insert("acts", &tonight_acts());

    let html = Tera::one_off(PROGRAMME, &ctx, true)?;
    Ok(Response::builder()
        .status(200)
        .header("content-type", "text/html; charset=utf-8")
        .body(Body::from(html))?)
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    run(service_fn(programme)).await
}
