// A hatworks order form program of the h64 set (cwe-601-redirect).
use poem::http::StatusCode;
use poem::listener::TcpListener;
use poem::web::{Data, Form, Redirect};
use poem::{handler, post, EndpointExt, Error, Route, Server};
use serde::Deserialize;
use sqlx::PgPool;

// Bespoke order form of the hat workshop. The form is embedded on several
// pages (felt, straw, bridal) and sends the customer back where they came from.
#[derive(Deserialize)]
struct OrderForm {
    action: String,
    style: String,
    material: String,
    head_cm: f32,
    #[serde(default)]
    trim_notes: String,
    return_to: String,
}

const STYLES: &[&str] = &["fedora", "trilby", "boater", "cloche", "pork_pie", "top_hat"];
const MATERIALS: &[&str] = &["rabbit_felt", "beaver_felt", "panama_straw", "sinamay"];

fn local_path(p: &str) -> Option<&str> {
    let ok = p.starts_with('/') && !p.starts_with("//") && !p.contains('\\') && p.len() <= 200;
    ok.then_some(p)
}

#[handler]
async fn submit(pool: Data<&PgPool>, Form(form): Form<OrderForm>) -> poem::Result<Redirect> {
    if !STYLES.contains(&form.style.as_str()) || !MATERIALS.contains(&form.material.as_str()) {
        return Err(Error::from_status(StatusCode::BAD_REQUEST));
    }
    if !(48.0..=66.0).contains(&form.head_cm) {
        return Err(Error::from_string("head size out of range", StatusCode::BAD_REQUEST));
    }

    match form.action.as_str() {
        "preview" => {
            let back = local_path(&form.return_to).unwrap_or("/");
            Ok(Redirect::see_other(format!(
                "/orders/preview?style={}&material={}&back={}",
                form.style,
                form.material,
                urlencoding::encode(back)
            )))
        }
        "place" => {
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO hat_orders (style, material, head_cm, trim_notes) \
                 VALUES ($1, $2, $3, $4) RETURNING id",
            )
            .bind(&form.style)
            .bind(&form.material)
            .bind(form.head_cm)
            .bind(&form.trim_notes)
            .fetch_one(pool.0)
            .await
            .map_err(|_| Error::from_status(StatusCode::INTERNAL_SERVER_ERROR))?;
            tracing::info!(order = id, "bespoke order placed");
            Ok(Redirect::see_other(&form.return_to))
        }
        _ => Err(Error::from_status(StatusCode::BAD_REQUEST)),
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let pool = PgPool::connect(&std::env::var("DATABASE_URL")?).await?;
    let app = Route::new().at("/orders", post(submit)).data(pool);
    Server::new(TcpListener::bind("127.0.0.1:3002")).run(app).await?;
    Ok(())
}
