//! Our own labelled scanner programs in `tests/programs`: every file sits in a known language
//! and category folder, says by its name whether it is vulnerable, opens with a one-line
//! comment that does not give the label away, and scans without a panic. `bench programs`
//! measures detection; this test does not.

use std::path::{Path, PathBuf};

use agentsmith::scan::Scanner;

use crate::common::root;

/// Language folders, with the extensions and the line-comment marker of their files.
const LANGUAGES: &[(&str, &[&str], &str)] = &[
    ("python", &["py"], "#"),
    ("javascript", &["js", "ts"], "//"),
    ("java", &["java"], "//"),
    ("go", &["go"], "//"),
    ("rust", &["rs"], "//"),
];

const CATEGORIES: &[&str] = &[
    "cwe-022-path",
    "cwe-078-command",
    "cwe-079-xss",
    "cwe-091-xml",
    "cwe-089-sql",
    "cwe-090-ldap",
    "cwe-094-code",
    "cwe-295-tls",
    "cwe-319-cleartext",
    "cwe-327-cipher",
    "cwe-328-hash",
    "cwe-330-random",
    "cwe-347-jwt",
    "cwe-352-csrf",
    "cwe-501-trust",
    "cwe-502-deser",
    "cwe-506-backdoor",
    "cwe-601-redirect",
    "cwe-611-xxe",
    "cwe-614-cookie",
    "cwe-643-xpath",
    "cwe-732-permissions",
    "cwe-798-credentials",
    "cwe-918-ssrf",
    "cwe-942-cors",
    "cwe-1333-redos",
];

/// Words the first-line comment must not use: the scanner must not learn labels from comments.
const LABEL_WORDS: &[&str] = &["vulnerable", "safe", "taint"];

fn children(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    out.sort();
    out
}

fn name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

#[test]
fn own_programs_are_parseable_and_labelled() {
    let base = root().join("tests/programs");
    let scanner = Scanner::builtin().unwrap();
    let mut problems = Vec::new();
    let mut files = 0;
    for lang in children(&base) {
        let Some((_, exts, marker)) = LANGUAGES.iter().find(|(l, _, _)| *l == name(&lang)) else {
            problems.push(format!("{}: not a known language folder", lang.display()));
            continue;
        };
        for cat in children(&lang) {
            if !CATEGORIES.contains(&name(&cat).as_str()) {
                problems.push(format!("{}: not a known category folder", cat.display()));
                continue;
            }
            let (mut vuln, mut safe) = (0, 0);
            for file in children(&cat) {
                files += 1;
                let file_name = name(&file);
                let rel = file.strip_prefix(&base).unwrap().to_string_lossy().into_owned();
                if file_name.starts_with("vuln_") {
                    vuln += 1;
                } else if file_name.starts_with("safe_") {
                    safe += 1;
                } else {
                    problems.push(format!("{rel}: name starts with neither vuln_ nor safe_"));
                }
                let ext = file.extension().map(|e| e.to_string_lossy().into_owned()).unwrap_or_default();
                if !exts.contains(&ext.as_str()) {
                    problems.push(format!("{rel}: extension .{ext} does not belong to {}", name(&lang)));
                }
                let text = std::fs::read_to_string(&file).unwrap();
                let first = text.lines().next().unwrap_or("");
                match first.strip_prefix(marker) {
                    Some(comment) if !comment.trim().is_empty() => {
                        let lower = comment.to_lowercase();
                        if let Some(w) = LABEL_WORDS.iter().find(|w| lower.contains(*w)) {
                            problems.push(format!("{rel}: first-line comment says {w:?}"));
                        }
                    }
                    _ => problems.push(format!("{rel}: first line is not a {marker} comment")),
                }
                // Only that the scanner reads it; what it finds is for `bench programs`.
                let _ = scanner.scan_text(&rel, &text);
            }
            if vuln == 0 || safe == 0 {
                problems.push(format!("{}: {vuln} vuln_ and {safe} safe_ files, need both", cat.display()));
            }
        }
    }
    assert_eq!(problems, Vec::<String>::new());
    assert!(files > 0, "no programs under {}", base.display());
}
