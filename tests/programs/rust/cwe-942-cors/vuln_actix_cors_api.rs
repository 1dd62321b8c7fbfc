// HTTP server bootstrap for the account API, including CORS for the single-page web app (actix-web).
use actix_cors::Cors;
use actix_web::{http::header, middleware::Logger, web, App, HttpServer};

pub struct CorsSettings {
    pub allowed_origins: Vec<String>,
    pub max_age: usize,
}

impl CorsSettings {
    pub fn from_env() -> Self {
        let origins = std::env::var("CORS_ALLOWED_ORIGINS").unwrap_or_else(|_| "example.com".into());
        CorsSettings {
            allowed_origins: origins.split(',').map(|s| s.trim().to_string()).collect(),
            max_age: 3600,
        }
    }
}

fn cors_layer(settings: &CorsSettings) -> Cors {
    let allowed = settings.allowed_origins.clone();
    Cors::default()
        .allowed_origin_fn(move |origin, _req_head| {
            let origin = origin.to_str().unwrap_or("");
            allowed.iter().any(|o| origin.ends_with(o.as_str()))
        })
        .allowed_methods(vec!["GET", "POST", "PUT", "DELETE"])
        .allowed_headers(vec![header::AUTHORIZATION, header::CONTENT_TYPE])
        .supports_credentials()
        .max_age(settings.max_age)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let settings = web::Data::new(CorsSettings::from_env());
    HttpServer::new(move || {
        App::new()
            .wrap(Logger::default())
            .wrap(cors_layer(&settings))
            .configure(account_api::routes::configure)
    })
    .bind(("0.0.0.0", 8080))?
    .run()
    .await
}
