// A flight weather client program of the h67 set (cwe-295-tls).
// falconers: fetch wind and thermal conditions for a flying ground before a hawk is flown
use std::{sync::Arc, time::Duration};

use salvo::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum FlyingGround {
    NorthDowns,
    HighMoor,
    EstuaryMarsh,
}

impl FlyingGround {
    fn station_id(self) -> &'static str {
        match self {
            FlyingGround::NorthDowns => "ND-114",
            FlyingGround::HighMoor => "HM-027",
            FlyingGround::EstuaryMarsh => "EM-309",
        }
    }
}

#[derive(Debug, Deserialize)]
struct ConditionsQuery {
    ground: FlyingGround,
}

#[derive(Debug, Deserialize, Serialize)]
struct Conditions {
    wind_kph: f32,
    gust_kph: f32,
    thermal_index: f32,
    visibility_km: f32,
}

#[derive(Debug, Serialize)]
struct FlightAdvice {
    conditions: Conditions,
    fly: bool,
}

struct WeatherService {
    client: reqwest::Client,
    base: String,
    api_key: String,
}

impl WeatherService {
    fn new(base: String, api_key: String) -> reqwest::Result<Self> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(8))
            .https_only(true)
            .min_tls_version(reqwest::tls::Version::TLS_1_2)
            .build()?;
        Ok(Self { client, base, api_key })
    }

    async fn conditions(&self, ground: FlyingGround) -> reqwest::Result<Conditions> {
        self.client
            .get(format!("{}/v1/stations/{}/now", self.base, ground.station_id()))
            .bearer_auth(&self.api_key)
            .send()
            .await?
            .error_for_status()?
            .json::<Conditions>()
            .await
    }
}

#[handler]
async fn flight_conditions(req: &mut Request, depot: &mut Depot, res: &mut Response) {
    let Ok(weather) = depot.obtain::<Arc<WeatherService>>().cloned() else {
        res.status_code(StatusCode::INTERNAL_SERVER_ERROR);
        return;
    };
    let query: ConditionsQuery = match req.parse_queries() {
        Ok(q) => q,
        Err(_) => {
            res.status_code(StatusCode::BAD_REQUEST);
            return;
        }
    };

    match weather.conditions(query.ground).await {
        Ok(conditions) => {
            let fly = conditions.gust_kph < 35.0 && conditions.visibility_km > 2.0;
            res.render(Json(FlightAdvice { conditions, fly }));
        }
        Err(e) => {
            tracing::warn!(error = %e, "weather lookup failed");
            res.status_code(StatusCode::BAD_GATEWAY);
        }
    }
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let weather = WeatherService::new(
        "https://api.fieldmet.example".to_string(),
        std::env::var("FIELDMET_API_KEY").expect("FIELDMET_API_KEY"),
    )
    .expect("http client");

    let router = Router::new()
        .hoop(affix::inject(Arc::new(weather)))
        .push(Router::with_path("flights/conditions").get(flight_conditions));

    let acceptor = TcpListener::new("0.0.0.0:5801").bind().await;
    Server::new(acceptor).serve(router).await;
}
