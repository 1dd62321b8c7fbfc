//! `bench programs`: our own labelled programs, `tests/programs/<lang>/<category>/{vuln,safe}_*`,
//! scanned with the library's scanner, each under a neutral name. A file counts as found (or as a false alarm) when the
//! scanner reports, in that file, a finding with one of the category's CWE numbers.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use agentsmith::scan::Scanner;

/// Category folder, and the CWE numbers a finding may carry to count for it. The rules
/// name some weaknesses by a child or sibling entry (eval as CWE-95, an expression language
/// as CWE-917, a password on a fast hash as CWE-916, a weak generator as CWE-338, a NoSQL
/// query as CWE-943, a hard-coded key as CWE-321, an SSH host key accepted unchecked as
/// CWE-322).
const CATEGORIES: &[(&str, &[u32])] = &[
    ("cwe-022-path", &[22]),
    ("cwe-078-command", &[78, 88]),
    ("cwe-079-xss", &[79]),
    ("cwe-091-xml", &[91]),
    ("cwe-089-sql", &[89, 943]),
    ("cwe-090-ldap", &[90]),
    ("cwe-094-code", &[94, 95, 96, 917, 1336]),
    ("cwe-295-tls", &[295, 322]),
    ("cwe-319-cleartext", &[319]),
    ("cwe-327-cipher", &[327, 329]),
    ("cwe-328-hash", &[328, 916]),
    ("cwe-330-random", &[330, 338]),
    ("cwe-347-jwt", &[347]),
    ("cwe-352-csrf", &[352]),
    ("cwe-501-trust", &[501]),
    ("cwe-502-deser", &[502]),
    ("cwe-506-backdoor", &[506]),
    ("cwe-601-redirect", &[601]),
    ("cwe-611-xxe", &[611]),
    ("cwe-614-cookie", &[614, 1004]),
    ("cwe-643-xpath", &[643]),
    ("cwe-732-permissions", &[732]),
    ("cwe-798-credentials", &[798, 321]),
    ("cwe-918-ssrf", &[918]),
    ("cwe-942-cors", &[942]),
    ("cwe-1333-redos", &[1333]),
];

#[derive(Default, Clone, Copy)]
struct Tally {
    vuln: usize,
    found: usize,
    safe: usize,
    alarms: usize,
}

impl Tally {
    fn add(&mut self, o: Tally) {
        self.vuln += o.vuln;
        self.found += o.found;
        self.safe += o.safe;
        self.alarms += o.alarms;
    }
}

pub fn main() {
    // A set laid out alike (`<language>/<category>/{vuln,safe}_*`), given after the entry's name.
    let args: Vec<String> = std::env::args().skip(2).collect();
    let root = match args.as_slice() {
        [] => crate::common::repo_root().join("tests/programs"),
        [dir] => PathBuf::from(dir),
        _ => {
            eprintln!("bench programs: give at most one folder (got {})", args.join(" "));
            std::process::exit(2);
        }
    };
    if let Err(e) = run(&root) {
        eprintln!("bench programs: {e}");
        std::process::exit(2);
    }
}

fn run(root: &Path) -> Result<(), String> {
    let scanner = Scanner::builtin().map_err(|e| e.to_string())?;
    let mut rows: BTreeMap<(String, String), Tally> = BTreeMap::new();
    // The files that count against the figures: vulnerable ones missed, safe ones flagged.
    let mut wrong: Vec<String> = Vec::new();
    for lang in entries(root)? {
        for cat in entries(&lang)? {
            let category = name(&cat);
            let Some((_, cwes)) = CATEGORIES.iter().find(|(c, _)| *c == category) else {
                return Err(format!("{}: not a known category folder", cat.display()));
            };
            let tally = rows.entry((name(&lang), category.clone())).or_default();
            for file in entries(&cat)? {
                let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
                // A neutral path, so neither the label in the name nor the category folder
                // can steer the scanner.
                let ext = file.extension().map(|e| e.to_string_lossy().into_owned()).unwrap_or_default();
                let hit = scanner.scan_text(&format!("app/handler.{ext}"), &text).iter().any(|f| {
                    f.suppression.is_none()
                        && f.cwe.strip_prefix("CWE-").and_then(|n| n.parse().ok()).is_some_and(|n| cwes.contains(&n))
                });
                let file_name = name(&file);
                let rel = file.strip_prefix(root).unwrap_or(&file).display().to_string();
                if file_name.starts_with("vuln_") {
                    tally.vuln += 1;
                    tally.found += usize::from(hit);
                    if !hit {
                        wrong.push(format!("missed       {rel}"));
                    }
                } else if file_name.starts_with("safe_") {
                    tally.safe += 1;
                    tally.alarms += usize::from(hit);
                    if hit {
                        wrong.push(format!("false alarm  {rel}"));
                    }
                } else {
                    return Err(format!("{}: name starts with neither vuln_ nor safe_", file.display()));
                }
            }
        }
    }
    let mut by_lang: BTreeMap<&str, Tally> = BTreeMap::new();
    let mut by_cat: BTreeMap<&str, Tally> = BTreeMap::new();
    let mut total = Tally::default();
    println!("== own programs ({})", root.display());
    header();
    for ((lang, cat), t) in &rows {
        line(lang, cat, *t);
        by_lang.entry(lang).or_default().add(*t);
        by_cat.entry(cat).or_default().add(*t);
        total.add(*t);
    }
    println!();
    header();
    for (cat, t) in &by_cat {
        line("all", cat, *t);
    }
    println!();
    header();
    for (lang, t) in &by_lang {
        line(lang, "all", *t);
    }
    line("all", "all", total);
    if !wrong.is_empty() {
        println!();
        for w in &wrong {
            println!("   {w}");
        }
    }
    Ok(())
}

/// A folder's entries, sorted, hidden ones left out.
fn entries(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let read = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut out: Vec<PathBuf> = read.flatten().map(|e| e.path()).filter(|p| !name(p).starts_with('.')).collect();
    out.sort();
    Ok(out)
}

fn name(p: &Path) -> String {
    p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

fn header() {
    println!(
        "   {:<10} {:<17} {:>4} {:>5} {:>4} {:>6} {:>6} {:>9} {:>6}",
        "language", "category", "vuln", "found", "safe", "alarms", "recall", "precision", "youden"
    );
}

fn line(lang: &str, cat: &str, t: Tally) {
    let ratio = |a: usize, b: usize| if b > 0 { a as f64 / b as f64 } else { 0.0 };
    let recall = ratio(t.found, t.vuln);
    let precision = ratio(t.found, t.found + t.alarms);
    let youden = recall - ratio(t.alarms, t.safe);
    println!(
        "   {lang:<10} {cat:<17} {:>4} {:>5} {:>4} {:>6} {recall:>6.3} {precision:>9.3} {youden:>6.3}",
        t.vuln, t.found, t.safe, t.alarms
    );
}
