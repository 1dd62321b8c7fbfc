// Coworking space intranet: members write a short Markdown bio that the other
// members see on their profile card.
use std::collections::HashMap;
use std::sync::Arc;

use maud::{html, Markup, PreEscaped, DOCTYPE};
use poem::{
    get, handler,
    http::StatusCode,
    listener::TcpListener,
    web::{Data, Html, Path},
    EndpointExt, Error, Request, Result, Route, Server,
};
use pulldown_cmark::{html as markdown, Options, Parser};
use tokio::sync::RwLock;

#[derive(Clone)]
struct Member {
    display_name: String,
    desk: String,
    bio_markdown: String,
}

type Directory = Arc<RwLock<HashMap<String, Member>>>;

fn bio_html(source: &str) -> String {
    let mut rendered = String::with_capacity(source.len() * 2);
    let events = Parser::new_ext(source, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH);
    markdown::push_html(&mut rendered, events);
    ammonia::clean(&rendered)
}

fn profile_page(member: &Member) -> Markup {
    html! {
        (DOCTYPE)
        html {
            head { title { (member.display_name) " - members" } }
            body {
                article.profile {
                    h1 { (member.display_name) }
                    p.desk { "Desk " (member.desk) }
                    section.bio { (PreEscaped(bio_html(&member.bio_markdown))) }
                }
            }
        }
    }
}

#[handler]
async fn show_profile(
    Path(handle): Path<String>,
    Data(directory): Data<&Directory>,
) -> Result<Html<String>> {
    directory
        .read()
        .await
        .get(&handle)
        .map(|member| Html(profile_page(member).into_string()))
        .ok_or_else(|| Error::from_status(StatusCode::NOT_FOUND))
}

#[handler]
async fn update_bio(
    req: &Request,
    Path(handle): Path<String>,
    Data(directory): Data<&Directory>,
    body: String,
) -> Result<StatusCode> {
    // the gateway authenticates members and forwards their handle
    let caller = req.header("x-authenticated-member").unwrap_or_default();
    if caller != handle {
        return Err(Error::from_status(StatusCode::FORBIDDEN));
    }
    let mut members = directory.write().await;
    let member = members
        .get_mut(&handle)
        .ok_or_else(|| Error::from_status(StatusCode::NOT_FOUND))?;
    member.bio_markdown = body.chars().take(4000).collect();
    Ok(StatusCode::NO_CONTENT)
}

#[tokio::main]
async fn main() -> Result<(), std::io::Error> {
    let directory: Directory = Arc::new(RwLock::new(HashMap::from([(
        "amara".to_string(),
        Member {
            display_name: "Amara Okafor".into(),
            desk: "B-14".into(),
            bio_markdown: "Product designer and **filter coffee** enthusiast.".into(),
        },
    )])));

    let app = Route::new()
        .at("/members/:handle", get(show_profile).put(update_bio))
        .data(directory);
    Server::new(TcpListener::bind("0.0.0.0:3030")).run(app).await
}
