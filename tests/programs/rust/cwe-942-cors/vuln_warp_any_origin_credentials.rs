// Warp API for the mobile web client; requests carry the login cookie.
use warp::Filter;

#[tokio::main]
async fn main() {
    let cors = warp::cors()
        .allow_any_origin()
        .allow_methods(vec!["GET", "POST"])
        .allow_credentials(true);
    let me = warp::path!("api" / "me")
        .and(warp::cookie::optional::<String>("sid"))
        .map(|sid: Option<String>| match sid {
            Some(s) => format!("{{\"sid_len\": {}}}", s.len()),
            None => "{}".to_string(),
        })
        .with(cors);
    warp::serve(me).run(([0, 0, 0, 0], 3030)).await;
}
