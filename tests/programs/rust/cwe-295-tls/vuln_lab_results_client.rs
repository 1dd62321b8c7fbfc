// HTTPS client a clinic uses to pull finished lab panels from its partner reference laboratory.
use std::sync::Arc;

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::{ring, verify_tls12_signature, verify_tls13_signature, CryptoProvider};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, Error, SignatureScheme};

#[derive(Debug)]
struct LabHostVerifier {
    expected_host: String,
    provider: CryptoProvider,
}

impl ServerCertVerifier for LabHostVerifier {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        _ocsp: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, Error> {
        if server_name.to_str() != self.expected_host.as_str() {
            return Err(Error::General("unexpected lab host".into()));
        }
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(&self, m: &[u8], c: &CertificateDer<'_>, d: &DigitallySignedStruct)
        -> Result<HandshakeSignatureValid, Error> {
        verify_tls12_signature(m, c, d, &self.provider.signature_verification_algorithms)
    }

    fn verify_tls13_signature(&self, m: &[u8], c: &CertificateDer<'_>, d: &DigitallySignedStruct)
        -> Result<HandshakeSignatureValid, Error> {
        verify_tls13_signature(m, c, d, &self.provider.signature_verification_algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider.signature_verification_algorithms.supported_schemes()
    }
}

pub fn lab_client(lab_host: &str) -> reqwest::Result<reqwest::Client> {
    let verifier = LabHostVerifier { expected_host: lab_host.to_string(), provider: ring::default_provider() };
    let tls = ClientConfig::builder()
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(verifier))
        .with_no_client_auth();
    reqwest::Client::builder().use_preconfigured_tls(tls).build()
}

pub async fn fetch_panel(client: &reqwest::Client, lab_host: &str, accession: u64) -> reqwest::Result<String> {
    let url = format!("https://{}/v2/panels/{}", lab_host, accession);
    client.get(url).send().await?.error_for_status()?.text().await
}
