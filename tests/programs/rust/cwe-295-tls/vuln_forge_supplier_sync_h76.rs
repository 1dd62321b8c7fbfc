// A village blacksmith forge supplier price sync program of the h76 set (cwe-295-tls).
use std::sync::Arc;
use std::time::SystemTime;

use rustls::client::{ServerCertVerified, ServerCertVerifier};
use rustls::{Certificate, ClientConfig, OwnedTrustAnchor, RootCertStore, ServerName};
use serde::Deserialize;

trait TrustPolicy {
    fn client_config(&self) -> anyhow::Result<ClientConfig>;
}

/// Default: the supplier's public API with the usual web PKI.
struct PublicRoots;

impl TrustPolicy for PublicRoots {
    fn client_config(&self) -> anyhow::Result<ClientConfig> {
        let mut roots = RootCertStore::empty();
        roots.add_trust_anchors(webpki_roots::TLS_SERVER_ROOTS.iter().map(|ta| {
            OwnedTrustAnchor::from_subject_spki_name_constraints(ta.subject, ta.spki, ta.name_constraints)
        }));
        Ok(ClientConfig::builder()
            .with_safe_defaults()
            .with_root_certificates(roots)
            .with_no_client_auth())
    }
}

/// The regional steel mirror runs on the supplier's own internal certificate.
struct MirrorTrust;

struct MirrorVerifier;

impl ServerCertVerifier for MirrorVerifier {
    fn verify_server_cert(
        &self,
        _end_entity: &Certificate,
        _intermediates: &[Certificate],
        _server_name: &ServerName,
        _scts: &mut dyn Iterator<Item = &[u8]>,
        _ocsp_response: &[u8],
        _now: SystemTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }
}

impl TrustPolicy for MirrorTrust {
    fn client_config(&self) -> anyhow::Result<ClientConfig> {
        let mut config = PublicRoots.client_config()?;
        config
            .dangerous()
            .set_certificate_verifier(Arc::new(MirrorVerifier));
        Ok(config)
    }
}

#[derive(Deserialize, Debug)]
struct PriceLine {
    material: String,
    grade: String,
    price_per_kg: f64,
}

struct SupplierSync {
    http: reqwest::Client,
    base_url: String,
    api_key: String,
}

impl SupplierSync {
    fn new(policy: &dyn TrustPolicy, base_url: String, api_key: String) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .use_preconfigured_tls(policy.client_config()?)
            .build()?;
        Ok(Self { http, base_url, api_key })
    }

    async fn price_list(&self) -> anyhow::Result<Vec<PriceLine>> {
        Ok(self
            .http
            .get(format!("{}/v1/prices?category=bar-stock", self.base_url))
            .header("X-Api-Key", &self.api_key)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await?)
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let api_key = std::env::var("SUPPLIER_API_KEY")?;
    let (policy, base_url): (Box<dyn TrustPolicy>, String) = match std::env::var("FORGE_MIRROR_URL") {
        Ok(url) => (Box::new(MirrorTrust), url),
        Err(_) => (Box::new(PublicRoots), "https://api.steelyard-supply.example".to_string()),
    };

    let sync = SupplierSync::new(policy.as_ref(), base_url, api_key)?;
    for line in sync.price_list().await? {
        println!("{:<12} {:<8} {:>8.2} EUR/kg", line.material, line.grade, line.price_per_kg);
    }
    Ok(())
}
