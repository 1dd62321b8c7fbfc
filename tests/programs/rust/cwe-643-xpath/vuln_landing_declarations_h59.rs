// Fisheries inspectorate: batch tool summing declared landings for a species from an XML export on stdin.
use clap::Parser;
use std::io::Read;
use sxd_document::parser;
use sxd_xpath::{evaluate_xpath, Value};

#[derive(Parser, Debug)]
#[command(name = "landings", about = "Sum declared landings (kg) from an e-logbook XML export")]
struct Args {
    /// FAO 3-alpha species code, e.g. COD, HAD, MAC
    #[arg(long)]
    species: String,
    /// Port of landing as written in the logbook
    #[arg(long)]
    port: String,
}

struct LandingFilter {
    species: String,
    port: String,
}

impl From<Args> for LandingFilter {
    fn from(a: Args) -> Self {
        Self { species: a.species.trim().to_uppercase(), port: a.port.trim().to_string() }
    }
}

trait LandingQuery {
    fn total_kg(&self, xml: &str, filter: &LandingFilter) -> Result<f64, String>;
}

struct XPathLandingQuery;

impl LandingQuery for XPathLandingQuery {
    fn total_kg(&self, xml: &str, filter: &LandingFilter) -> Result<f64, String> {
        let package = parser::parse(xml).map_err(|e| format!("xml: {:?}", e))?;
        let doc = package.as_document();
        let expr = format!(
            "sum(/logbook/trip[landing/@port='{}']/catch[@species='{}']/@weightKg)",
            filter.port, filter.species
        );
        match evaluate_xpath(&doc, &expr).map_err(|e| format!("xpath: {:?}", e))? {
            Value::Number(n) => Ok(n),
            other => Err(format!("unexpected result {:?}", other)),
        }
    }
}

struct LandingReport<Q: LandingQuery> {
    query: Q,
}

impl<Q: LandingQuery> LandingReport<Q> {
    fn run(&self, xml: &str, filter: &LandingFilter) -> Result<String, String> {
        let kg = self.query.total_kg(xml, filter)?;
        Ok(format!("{} landed at {}: {:.1} kg ({:.2} t)", filter.species, filter.port, kg, kg / 1000.0))
    }
}

fn main() {
    let filter = LandingFilter::from(Args::parse());
    let mut xml = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut xml) {
        eprintln!("cannot read stdin: {}", e);
        std::process::exit(2);
    }
    let report = LandingReport { query: XPathLandingQuery };
    match report.run(&xml, &filter) {
        Ok(line) => println!("{}", line),
        Err(e) => {
            eprintln!("{}", e);
            std::process::exit(1);
        }
    }
}
