// A shipyard timber import program of the h64 set (cwe-918-ssrf).
// Imports the timber offer list that merchants upload to the yard portal
// (CSV: supplier, species, length_m, moisture_pct, spec_sheet_url) and
// downloads each lot's grading certificate for the loft office.
use regex::Regex;
use serde::Deserialize;
use std::collections::HashMap;
use std::error::Error;
use std::fs;
use std::path::Path;
use std::time::Duration;

#[derive(Debug, Deserialize)]
struct TimberLot {
    supplier: String,
    species: String,
    length_m: f32,
    moisture_pct: f32,
    spec_sheet_url: String,
}

struct Fetcher {
    client: reqwest::blocking::Client,
    merchant_url: Regex,
}

impl Fetcher {
    fn new() -> Result<Self, Box<dyn Error>> {
        Ok(Fetcher {
            client: reqwest::blocking::Client::builder()
                .timeout(Duration::from_secs(10))
                .build()?,
            // certificates are hosted by the timber merchants' association
            merchant_url: Regex::new(r"https://([a-z0-9-]+\.)*timbermerchants\.org\.uk/certs/")?,
        })
    }

    fn from_merchant(&self, url: &str) -> bool {
        self.merchant_url.is_match(url)
    }

    fn certificate(&self, url: &str) -> Result<Vec<u8>, Box<dyn Error>> {
        if !self.from_merchant(url) {
            return Err(format!("certificate not on a merchant host: {}", url).into());
        }
        let resp = self.client.get(url).send()?.error_for_status()?;
        Ok(resp.bytes()?.to_vec())
    }
}

fn main() -> Result<(), Box<dyn Error>> {
    let upload = std::env::args().nth(1).ok_or("usage: timber-import <offers.csv>")?;
    let fetcher = Fetcher::new()?;
    let out_dir = Path::new("loft/certificates");
    fs::create_dir_all(out_dir)?;

    let mut rdr = csv::Reader::from_path(&upload)?;
    let mut by_species: HashMap<String, Vec<TimberLot>> = HashMap::new();
    for rec in rdr.deserialize::<TimberLot>() {
        let lot = rec?;
        // keel and frame stock only when properly seasoned
        if lot.moisture_pct > 25.0 || lot.length_m < 1.0 {
            continue;
        }
        by_species.entry(lot.species.to_lowercase()).or_default().push(lot);
    }

    for (species, lots) in &by_species {
        for (i, lot) in lots.iter().enumerate() {
            match fetcher.certificate(lot.spec_sheet_url.trim()) {
                Ok(pdf) => {
                    let name: String = format!("{}-{}-{}.pdf", species, lot.supplier, i)
                        .chars()
                        .map(|c| if c.is_ascii_alphanumeric() || c == '.' || c == '-' { c } else { '_' })
                        .collect();
                    fs::write(out_dir.join(name), pdf)?;
                }
                Err(e) => eprintln!("{} from {}: {}", species, lot.supplier, e),
            }
        }
        println!("{}: {} lots", species, lots.len());
    }
    Ok(())
}
