// Poem service: after saving a draft the editor returns to the caller-supplied page.
use poem::{handler, listener::TcpListener, post, web::{Query, Redirect}, Route, Server};
use serde::Deserialize;

#[derive(Deserialize)]
struct Saved {
    draft: u64,
    revision: u32,
    return_url: String,
}

#[handler]
fn saved(Query(s): Query<Saved>) -> Redirect {
    println!("draft {} saved at revision {}", s.draft, s.revision);
    Redirect::see_other(s.return_url)
}

#[tokio::main]
async fn main() -> Result<(), std::io::Error> {
    let app = Route::new().at("/drafts/saved", post(saved));
    Server::new(TcpListener::bind("0.0.0.0:3000")).run(app).await
}
