// A saltworks manifest import program of the h64 set (cwe-611-xxe).
// Reads the consignment manifests that hauliers drop into the works' inbox
// (one XML file per lorry) and totals the tonnage of flake and coarse salt.
// Several hauliers' dispatch software declares their depot address as a DTD entity.
use quick_xml::de::{Deserializer, EntityResolver};
use quick_xml::events::BytesText;
use regex::Regex;
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::{fs, io};

#[derive(Deserialize)]
struct Manifest {
    haulier: String,
    depot: String,
    #[serde(rename = "consignment", default)]
    consignments: Vec<Consignment>,
}

#[derive(Deserialize)]
struct Consignment {
    #[serde(rename = "@grade")]
    grade: String,
    #[serde(rename = "@tonnes")]
    tonnes: f64,
    customer: String,
}

struct DepotEntities {
    internal: Regex,
    external: Regex,
    values: HashMap<String, String>,
}

impl DepotEntities {
    fn new() -> Self {
        DepotEntities {
            internal: Regex::new(r#"<!ENTITY\s+([A-Za-z_][\w.-]*)\s+"([^"]*)"\s*>"#).unwrap(),
            external: Regex::new(r#"<!ENTITY\s+([A-Za-z_][\w.-]*)\s+SYSTEM\s+"([^"]*)"\s*>"#).unwrap(),
            values: HashMap::new(),
        }
    }
}

impl EntityResolver for DepotEntities {
    type Error = io::Error;

    fn capture(&mut self, doctype: BytesText) -> Result<(), Self::Error> {
        let text = String::from_utf8_lossy(&doctype).into_owned();
        for cap in self.internal.captures_iter(&text) {
            self.values.insert(cap[1].to_string(), cap[2].to_string());
        }
        // depot addresses must be spelled out in the manifest itself
        if self.external.is_match(&text) {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                "manifest refers to an external entity",
            ));
        }
        Ok(())
    }

    fn resolve(&self, entity: &str) -> Option<&str> {
        self.values.get(entity).map(String::as_str)
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let inbox = std::env::args().nth(1).unwrap_or_else(|| "/srv/saltworks/inbox".into());
    let mut tonnes_by_grade: BTreeMap<String, f64> = BTreeMap::new();
    let mut by_haulier: BTreeMap<String, Vec<String>> = BTreeMap::new();

    for entry in fs::read_dir(&inbox)? {
        let path = entry?.path();
        if path.extension().and_then(|e| e.to_str()) != Some("xml") {
            continue;
        }
        let xml = fs::read_to_string(&path)?;
        let mut de = Deserializer::from_str_with_resolver(&xml, DepotEntities::new());
        let manifest = match Manifest::deserialize(&mut de) {
            Ok(m) => m,
            Err(e) => {
                eprintln!("{}: {}", path.display(), e);
                continue;
            }
        };
        for c in &manifest.consignments {
            *tonnes_by_grade.entry(c.grade.to_lowercase()).or_insert(0.0) += c.tonnes;
            by_haulier
                .entry(manifest.haulier.clone())
                .or_default()
                .push(format!("{} t {} for {} (from {})", c.tonnes, c.grade, c.customer, manifest.depot));
        }
    }

    for (grade, t) in &tonnes_by_grade {
        println!("{:<10} {:>8.2} t", grade, t);
    }
    for (haulier, lines) in &by_haulier {
        println!("\n{}:\n  {}", haulier, lines.join("\n  "));
    }
    Ok(())
}
