// A booking relay program of the h68 set (cwe-295-tls).
// mountain huts: relays bed availability from the alpine association's booking platform to the hut kiosk
use std::sync::Arc;

use reqwest::Client;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, Error as TlsError, RootCertStore, SignatureScheme};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use warp::{http::StatusCode, Filter, Rejection, Reply};

const PLATFORM: &str = "https://buchung.huettenverbund-alpin.at/api/v1";
/// SHA-256 of the platform's leaf certificate, updated with each renewal
const PINNED_LEAF: &str = "5f1c9e0b7a2d44c3e8a6b1f09d7c2e4a3b8f6d1c0e9a7b5c3d2f1e0a9b8c7d6e";

#[derive(Debug)]
struct PlatformVerifier {
    inner: Arc<WebPkiServerVerifier>,
    pin: &'static str,
}

impl ServerCertVerifier for PlatformVerifier {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, TlsError> {
        let fingerprint = hex::encode(Sha256::digest(end_entity.as_ref()));
        if fingerprint != self.pin {
            tracing::warn!(%fingerprint, ?server_name, "platform certificate differs from pin");
        }
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, TlsError> {
        Ok(HandshakeSignatureValid::assertion())
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, TlsError> {
        Ok(HandshakeSignatureValid::assertion())
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.inner.supported_verify_schemes()
    }
}

fn platform_client() -> anyhow::Result<Client> {
    let roots = RootCertStore { roots: webpki_roots::TLS_SERVER_ROOTS.to_vec() };
    let inner = WebPkiServerVerifier::builder(Arc::new(roots)).build()?;
    let tls = ClientConfig::builder()
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(PlatformVerifier { inner, pin: PINNED_LEAF }))
        .with_no_client_auth();
    Ok(Client::builder().use_preconfigured_tls(tls).build()?)
}

#[derive(Deserialize)]
struct DateQuery {
    date: chrono::NaiveDate,
}

#[derive(Serialize, Deserialize)]
struct Availability {
    date: chrono::NaiveDate,
    dorm_beds: u16,
    rooms: u16,
    waitlist: u16,
}

async fn availability(hut: u32, DateQuery { date }: DateQuery, client: Arc<Client>) -> Result<impl Reply, Rejection> {
    let token = std::env::var("PLATFORM_TOKEN").unwrap_or_default();
    let upstream = client
        .get(format!("{PLATFORM}/huts/{hut}/availability"))
        .query(&[("date", date.to_string())])
        .bearer_auth(token)
        .send()
        .await
        .and_then(reqwest::Response::error_for_status);

    Ok(match upstream {
        Ok(resp) => match resp.json::<Availability>().await {
            Ok(body) => warp::reply::with_status(warp::reply::json(&body), StatusCode::OK),
            Err(_) => warp::reply::with_status(warp::reply::json(&"bad upstream payload"), StatusCode::BAD_GATEWAY),
        },
        Err(_) => warp::reply::with_status(warp::reply::json(&"platform unreachable"), StatusCode::BAD_GATEWAY),
    })
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let client = Arc::new(platform_client()?);
    let with_client = warp::any().map(move || Arc::clone(&client));

    let route = warp::path!("huts" / u32 / "availability")
        .and(warp::get())
        .and(warp::query::<DateQuery>())
        .and(with_client)
        .and_then(availability);

    warp::serve(route).run(([0, 0, 0, 0], 8040)).await;
    Ok(())
}
