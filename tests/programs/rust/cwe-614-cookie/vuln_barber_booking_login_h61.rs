// A barber booking login program of the h61 set (cwe-614-cookie).
// Barbershops: customers sign in to manage their appointments with a one-time
// code sent by SMS. This API Gateway Lambda exchanges the code for a session
// cookie used by the booking pages.
use std::sync::Arc;

use cookie::{Cookie, SameSite};
use lambda_http::http::header::SET_COOKIE;
use lambda_http::{run, service_fn, Body, Error, Request, Response};
use rand::distributions::Alphanumeric;
use rand::{rngs::OsRng, Rng};
use redis::AsyncCommands;
use serde::Deserialize;

#[derive(Deserialize)]
struct CodeLogin {
    phone: String,
    code: String,
}

#[async_trait::async_trait]
trait SessionStore: Send + Sync {
    async fn take_code(&self, phone: &str) -> redis::RedisResult<Option<String>>;
    async fn open_session(&self, session_id: &str, phone: &str) -> redis::RedisResult<()>;
}

struct RedisSessionStore {
    conn: redis::aio::MultiplexedConnection,
}

#[async_trait::async_trait]
impl SessionStore for RedisSessionStore {
    async fn take_code(&self, phone: &str) -> redis::RedisResult<Option<String>> {
        self.conn.clone().get_del(format!("otp:{phone}")).await
    }

    async fn open_session(&self, session_id: &str, phone: &str) -> redis::RedisResult<()> {
        self.conn.clone().set_ex(format!("session:{session_id}"), phone, 60 * 60 * 24 * 7).await
    }
}

struct SessionCookieFactory;

impl SessionCookieFactory {
    fn build(&self, session_id: String) -> Cookie<'static> {
        Cookie::build(("barber_session", session_id))
            .path("/")
            .http_only(true)
            .secure(false)
            .same_site(SameSite::Lax)
            .max_age(cookie::time::Duration::days(7))
            .build()
    }
}

struct LoginHandler {
    sessions: Box<dyn SessionStore>,
    cookies: SessionCookieFactory,
}

impl LoginHandler {
    async fn handle(&self, event: Request) -> Result<Response<Body>, Error> {
        let login: CodeLogin = match serde_json::from_slice(event.body().as_ref()) {
            Ok(login) => login,
            Err(_) => return Ok(Response::builder().status(400).body(Body::from("bad request"))?),
        };
        let expected = self.sessions.take_code(&login.phone).await?;
        let matches = expected
            .map(|c| constant_time_eq::constant_time_eq(c.as_bytes(), login.code.trim().as_bytes()))
            .unwrap_or(false);
        if !matches {
            return Ok(Response::builder().status(401).body(Body::from("code not recognised"))?);
        }
        let session_id: String = OsRng.sample_iter(&Alphanumeric).take(48).map(char::from).collect();
        self.sessions.open_session(&session_id, &login.phone).await?;
        let cookie = self.cookies.build(session_id);
        Ok(Response::builder()
            .status(204)
            .header(SET_COOKIE, cookie.to_string())
            .body(Body::Empty)?)
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let client = redis::Client::open(std::env::var("REDIS_URL")?)?;
    let handler = Arc::new(LoginHandler {
        sessions: Box::new(RedisSessionStore { conn: client.get_multiplexed_async_connection().await? }),
        cookies: SessionCookieFactory,
    });
    run(service_fn(move |event: Request| {
        let handler = handler.clone();
        async move { handler.handle(event).await }
    }))
    .await
}
