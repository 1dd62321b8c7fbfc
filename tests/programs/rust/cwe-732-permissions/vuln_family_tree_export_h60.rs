// Genealogy archive: members request a GEDCOM export of their family tree; the
// file is written to the export area and collected by the download service.
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;

use futures::stream::{self, StreamExt};
use serde::Deserialize;
use tokio::io::AsyncWriteExt;

const TREE_DIR: &str = "/srv/genealogy/trees";
const EXPORT_DIR: &str = "/srv/genealogy/exports";

#[derive(Deserialize)]
struct Person {
    id: u32,
    given: String,
    surname: String,
    born: Option<String>,
    died: Option<String>,
}

fn gedcom_lines(people: &[Person]) -> impl Iterator<Item = String> + '_ {
    let header = ["0 HEAD", "1 GEDC", "2 VERS 5.5.1", "1 CHAR UTF-8"].map(String::from);
    let individuals = people.iter().flat_map(|p| {
        let mut record = vec![
            format!("0 @I{}@ INDI", p.id),
            format!("1 NAME {} /{}/", p.given, p.surname),
        ];
        record.extend(p.born.iter().flat_map(|d| ["1 BIRT".to_string(), format!("2 DATE {d}")]));
        record.extend(p.died.iter().flat_map(|d| ["1 DEAT".to_string(), format!("2 DATE {d}")]));
        record
    });
    header
        .into_iter()
        .chain(individuals)
        .chain(std::iter::once("0 TRLR".to_string()))
}

async fn load_tree(tree_id: u32) -> Result<Vec<Person>, Box<dyn std::error::Error>> {
    let raw = tokio::fs::read(format!("{TREE_DIR}/{tree_id}.json")).await?;
    Ok(serde_json::from_slice(&raw)?)
}

async fn write_export(tree_id: u32, people: &[Person]) -> std::io::Result<PathBuf> {
    tokio::fs::create_dir_all(EXPORT_DIR).await?;
    let path = PathBuf::from(EXPORT_DIR).join(format!("tree-{tree_id}.ged"));
    let mut file = tokio::fs::File::create(&path).await?;
    for line in gedcom_lines(people) {
        file.write_all(line.as_bytes()).await?;
        file.write_all(b"\r\n").await?;
    }
    file.flush().await?;
    // the download service must be able to pick the export up
    tokio::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o666)).await?;
    Ok(path)
}

#[tokio::main]
async fn main() {
    let tree_ids: Vec<u32> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();

    stream::iter(tree_ids)
        .for_each_concurrent(4, |tree_id| async move {
            let outcome = match load_tree(tree_id).await {
                Ok(people) => write_export(tree_id, &people).await.map_err(|e| e.to_string()),
                Err(err) => Err(err.to_string()),
            };
            match outcome {
                Ok(path) => println!("tree {tree_id}: exported to {}", path.display()),
                Err(err) => eprintln!("tree {tree_id}: export failed: {err}"),
            }
        })
        .await;
}
