//! Embeds the data files under `config/` and `templates/` into the binary, so an installed
//! `agentsmith` needs no files beside it. Adding a file to those folders is enough to ship it.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>, all: bool) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            collect(&path, out, all);
        } else if all || matches!(path.extension().and_then(|e| e.to_str()), Some("yaml" | "yml" | "j2")) {
            out.push(path);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    let mut code = String::new();
    for (name, folder) in [("CONFIG_FILES", "config"), ("TEMPLATE_FILES", "templates")] {
        println!("cargo:rerun-if-changed={folder}");
        let mut files = Vec::new();
        collect(&root.join(folder), &mut files, false);
        let _ = writeln!(code, "pub static {name}: &[(&str, &str)] = &[");
        for file in files {
            let rel = file.strip_prefix(&root).unwrap_or(&file);
            let rel = rel.to_string_lossy().replace('\\', "/");
            let rel = rel.strip_prefix(&format!("{folder}/")).unwrap_or(&rel).to_string();
            println!("cargo:rerun-if-changed={}", file.display());
            let _ = writeln!(code, "    ({rel:?}, include_str!({:?})),", file.display().to_string());
        }
        let _ = writeln!(code, "];");
    }
    // The built-in eval suites: every file of each task (sources, tests, patches), as bytes.
    println!("cargo:rerun-if-changed=suites");
    let mut files = Vec::new();
    collect(&root.join("suites"), &mut files, true);
    let _ = writeln!(code, "pub static SUITE_FILES: &[(&str, &[u8])] = &[");
    for file in files {
        let rel = file.strip_prefix(root.join("suites")).unwrap_or(&file).to_string_lossy().replace('\\', "/");
        if !rel.contains('/') {
            continue;
        }
        println!("cargo:rerun-if-changed={}", file.display());
        let _ = writeln!(code, "    ({rel:?}, include_bytes!({:?})),", file.display().to_string());
    }
    let _ = writeln!(code, "];");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into()));
    if let Err(err) = std::fs::write(out.join("embedded.rs"), code) {
        println!("cargo:warning=cannot write embedded.rs: {err}");
        std::process::exit(1);
    }
}
