// Tide app: the OAuth callback finishes the login and continues to `state`.
use serde::Deserialize;
use tide::{Redirect, Request};

#[derive(Deserialize)]
struct Callback {
    code: String,
    state: String,
}

async fn callback(req: Request<()>) -> tide::Result {
    let cb: Callback = req.query()?;
    println!("exchanging code of length {}", cb.code.len());
    Ok(Redirect::new(cb.state).into())
}

#[async_std::main]
async fn main() -> tide::Result<()> {
    let mut app = tide::new();
    app.at("/oauth/callback").get(callback);
    app.listen("0.0.0.0:8080").await?;
    Ok(())
}
