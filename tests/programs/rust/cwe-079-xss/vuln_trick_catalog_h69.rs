// A trick catalog program of the h69 set (cwe-079-xss).
use std::convert::Infallible;

use axum::{
    extract::FromRequestParts,
    http::request::Parts,
    response::{Html, IntoResponse},
    routing::{get, post},
    Form, Router,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Deserialize;

const TRICKS: &[(&str, u32)] = &[
    ("Linking Rings (8 piece)", 2450),
    ("Svengali Deck", 1199),
    ("Thumb Tip, flesh", 599),
    ("Zombie Ball with foulard", 3400),
];

enum NameSource {
    Account(String),
    Cookie(String),
    Anonymous,
}

/// Who we are greeting: the signed-in member name forwarded by the auth
/// gateway, otherwise whatever the visitor typed into the "call me" box.
struct ShopperGreeting {
    source: NameSource,
}

impl<S> FromRequestParts<S> for ShopperGreeting
where
    S: Send + Sync,
{
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        if let Some(member) = parts
            .headers
            .get("x-member-name")
            .and_then(|v| v.to_str().ok())
        {
            return Ok(Self { source: NameSource::Account(member.to_owned()) });
        }
        let jar = CookieJar::from_headers(&parts.headers);
        let source = match jar.get("call_me") {
            Some(c) if !c.value().is_empty() => NameSource::Cookie(c.value().to_owned()),
            _ => NameSource::Anonymous,
        };
        Ok(Self { source })
    }
}

fn banner(greeting: &ShopperGreeting) -> String {
    match &greeting.source {
        NameSource::Account(name) => format!(
            "<p class=\"welcome\">Welcome back, {}! Your member discount is applied.</p>",
            html_escape::encode_text(name)
        ),
        NameSource::Cookie(name) => format!(
            "<p class=\"welcome\">Good to see you again, {}!</p>",
            name
        ),
        NameSource::Anonymous => "<p class=\"welcome\">Step right up!</p>".to_owned(),
    }
}

async fn catalogue(greeting: ShopperGreeting) -> Html<String> {
    let mut page = String::from(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>Hocus &amp; Co. Tricks</title></head><body>",
    );
    page.push_str(&banner(&greeting));
    page.push_str("<ul class=\"tricks\">");
    for (name, cents) in TRICKS {
        page.push_str(&format!("<li>{} &mdash; ${}.{:02}</li>", name, cents / 100, cents % 100));
    }
    page.push_str("</ul><form method=\"post\" action=\"/call-me\"><input name=\"name\"><button>Save</button></form>");
    page.push_str("</body></html>");
    Html(page)
}

#[derive(Deserialize)]
struct CallMe {
    name: String,
}

async fn remember_name(jar: CookieJar, Form(form): Form<CallMe>) -> impl IntoResponse {
    let name: String = form.name.trim().chars().take(40).collect();
    let cookie = Cookie::build(("call_me", name))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Lax);
    (jar.add(cookie), Html("<p>Saved. <a href=\"/\">Back to the catalogue</a></p>"))
}

#[tokio::main]
async fn main() {
    let app = Router::new()
        .route("/", get(catalogue))
        .route("/call-me", post(remember_name));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
