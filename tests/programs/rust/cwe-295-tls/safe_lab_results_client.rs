// HTTPS client a clinic uses to pull finished lab panels from its partner reference laboratory.
use std::fs::File;
use std::io::BufReader;

use rustls::{ClientConfig, RootCertStore};

pub struct LabTrust {
    pub ca_bundle_path: String,
}

fn load_roots(trust: &LabTrust) -> anyhow::Result<RootCertStore> {
    let mut roots = RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    let mut reader = BufReader::new(File::open(&trust.ca_bundle_path)?);
    for cert in rustls_pemfile::certs(&mut reader) {
        roots.add(cert?)?;
    }
    if roots.is_empty() {
        anyhow::bail!("no trust anchors loaded for lab client");
    }
    Ok(roots)
}

pub fn lab_client(trust: &LabTrust) -> anyhow::Result<reqwest::Client> {
    let roots = load_roots(trust)?;
    let tls = ClientConfig::builder()
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(reqwest::Client::builder()
        .use_preconfigured_tls(tls)
        .https_only(true)
        .build()?)
}

pub async fn fetch_panel(client: &reqwest::Client, lab_host: &str, accession: u64) -> reqwest::Result<String> {
    let url = format!("https://{}/v2/panels/{}", lab_host, accession);
    client.get(url).send().await?.error_for_status()?.text().await
}
