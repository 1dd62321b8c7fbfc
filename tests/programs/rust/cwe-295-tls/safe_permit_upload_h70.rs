// A permit upload program of the h70 set (cwe-295-tls).
use clap::Parser;
use rustls::{ClientConfig, RootCertStore};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Parser)]
#[command(name = "permit-upload")]
struct Cli {
    /// CSV export from the workshop ledger: tag,species,source,acquired
    ledger: std::path::PathBuf,
    #[arg(long, env = "REGISTRY_LICENCE_NO")]
    licence: String,
    #[arg(long, env = "REGISTRY_TOKEN")]
    token: String,
}

#[derive(Serialize, Deserialize, Debug)]
struct SpecimenRecord {
    tag: String,
    species: String,
    source: String,
    acquired: String,
}

fn tls_config() -> ClientConfig {
    let roots = RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    ClientConfig::builder()
        .with_root_certificates(roots)
        .with_no_client_auth()
}

fn parse_ledger(text: &str) -> Vec<SpecimenRecord> {
    text.lines()
        .skip(1)
        .map(|l| l.split(',').map(str::trim).collect::<Vec<_>>())
        .filter_map(|cols| match cols.as_slice() {
            [tag, species, source, acquired] => Some(SpecimenRecord {
                tag: tag.to_string(),
                species: species.to_string(),
                source: source.to_string(),
                acquired: acquired.to_string(),
            }),
            _ => None,
        })
        .collect()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let records = parse_ledger(&std::fs::read_to_string(&cli.ledger)?);
    let agent = ureq::AgentBuilder::new()
        .tls_config(Arc::new(tls_config()))
        .build();

    let url = format!(
        "https://submissions.wildlife-permits.gov.uk/api/licences/{}/specimens",
        cli.licence
    );
    let results: Vec<(String, u16)> = records
        .iter()
        .map(|r| {
            let status = agent
                .post(&url)
                .set("Authorization", &format!("Bearer {}", cli.token))
                .send_json(r)
                .map(|resp| resp.status())
                .unwrap_or_else(|e| match e {
                    ureq::Error::Status(code, _) => code,
                    ureq::Error::Transport(_) => 0,
                });
            (r.tag.clone(), status)
        })
        .collect();

    let failed: Vec<&String> = results.iter().filter(|(_, s)| *s != 201).map(|(t, _)| t).collect();
    println!("{} filed, {} failed {:?}", results.len() - failed.len(), failed.len(), failed);
    Ok(())
}
