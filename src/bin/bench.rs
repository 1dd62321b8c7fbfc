//! Scanner benchmark: scans the public corpora in `../shared/bench` with the `agentsmith` binary
//! built beside this one, scores the SARIF with the corpus's `score.py`, and prints precision,
//! recall and F1 next to the reference tools', with wall time, files/s and MB/s.
//!
//!     cargo build --release && cargo run --release --bin bench [-- --corpora DIR --runs N]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

struct Corpus {
    name: &'static str,
    kind: &'static str,
    /// (label, reference tool, precision, recall, F1, wall seconds) from the corpus README.
    reference: &'static [(&'static str, &'static str, f64, f64, f64, f64)],
    /// The per-language line of the score to report (`None`: the overall line).
    lines: &'static [&'static str],
}

const CORPORA: &[Corpus] = &[
    Corpus {
        name: "secrets-fake-leaks",
        kind: "secrets",
        reference: &[
            ("files", "gitleaks 8.16", 0.570, 0.442, 0.498, 0.25),
            ("files", "detect-secrets 1.5", 0.525, 0.496, 0.510, 3.3),
            ("files", "semgrep 1.185 secrets", 0.584, 0.457, 0.513, 34.0),
        ],
        lines: &[],
    },
    Corpus {
        name: "sast-semgrep-tests",
        kind: "sast",
        reference: &[
            ("generic", "gitleaks 8.16", 0.950, 0.679, 0.792, 0.17),
            ("python", "bandit 1.9.4", 0.715, 0.341, 0.462, 1.6),
        ],
        lines: &["generic", "python", "javascript", "java", "go"],
    },
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let flag = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let corpora = flag("--corpora")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/bench"));
    let runs: usize = flag("--runs").and_then(|r| r.parse().ok()).unwrap_or(5);
    let exe = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(|d| d.join("agentsmith")))
        .unwrap_or_else(|| PathBuf::from("agentsmith"));
    if !exe.is_file() {
        eprintln!("{} not found: run `cargo build --release` first", exe.display());
        std::process::exit(2);
    }
    let tmp = std::env::temp_dir().join(format!("agentsmith-bench-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&tmp);
    for c in CORPORA {
        let dir = corpora.join(c.name);
        if !dir.is_dir() {
            eprintln!("{}: not found, skipped", dir.display());
            continue;
        }
        let sarif = tmp.join(format!("{}.sarif", c.name));
        let mut times = Vec::new();
        for _ in 0..runs.max(1) {
            let t = Instant::now();
            let status = Command::new(&exe)
                .arg("security-scan")
                .arg(&dir)
                .args(["--format", "sarif", "--fail-on", "none", "--output"])
                .arg(&sarif)
                .output();
            match status {
                Ok(o) if o.status.success() => times.push(t.elapsed().as_secs_f64()),
                Ok(o) => {
                    eprintln!("scan failed: {}", String::from_utf8_lossy(&o.stderr));
                    std::process::exit(1);
                }
                Err(e) => {
                    eprintln!("cannot run {}: {e}", exe.display());
                    std::process::exit(1);
                }
            }
        }
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        let (files, bytes) = size(&dir);
        let score = Command::new("python3").arg(corpora.join("score.py")).arg(c.kind).arg(&sarif).output();
        let score = match score {
            Ok(o) => String::from_utf8_lossy(&o.stdout).into_owned(),
            Err(e) => format!("score.py failed: {e}"),
        };
        println!("== {} ({files} files, {:.2} MB)", c.name, bytes as f64 / 1e6);
        println!(
            "   wall {median:.3} s (median of {}), {:.0} files/s, {:.1} MB/s",
            times.len(),
            files as f64 / median,
            bytes as f64 / 1e6 / median
        );
        println!("   {:<10} {:<24} {:>9} {:>7} {:>6} {:>8}", "scope", "tool", "precision", "recall", "F1", "wall s");
        let last = score.lines().last().unwrap_or("").to_string();
        if c.lines.is_empty() {
            print_ours(&last, "files", median);
        } else {
            for lang in c.lines {
                if let Some(line) = score.lines().find(|l| l.trim_start().starts_with(&format!("{lang} "))) {
                    print_ours(line, lang, median);
                }
            }
            print_ours(&last, "all", median);
        }
        for (scope, tool, p, r, f, wall) in c.reference {
            println!("   {scope:<10} {tool:<24} {p:>9.3} {r:>7.3} {f:>6.3} {wall:>8.2}");
        }
        println!();
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

/// Prints our row from a score.py line (`... TP=.. FP=.. FN=.. ... F1=..`).
fn print_ours(line: &str, scope: &str, wall: f64) {
    let get = |k: &str| {
        line.split_whitespace().find_map(|w| w.strip_prefix(&format!("{k}="))).and_then(|v| v.parse::<f64>().ok())
    };
    let (tp, fp, fn_) = (get("TP").unwrap_or(0.0), get("FP").unwrap_or(0.0), get("FN").unwrap_or(0.0));
    let p = if tp + fp > 0.0 { tp / (tp + fp) } else { 0.0 };
    let r = if tp + fn_ > 0.0 { tp / (tp + fn_) } else { 0.0 };
    let f = if p + r > 0.0 { 2.0 * p * r / (p + r) } else { 0.0 };
    println!("   {scope:<10} {:<24} {p:>9.3} {r:>7.3} {f:>6.3} {wall:>8.2}", "agentsmith");
}

fn size(dir: &Path) -> (usize, u64) {
    let mut files = 0;
    let mut bytes = 0;
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let Ok(ft) = e.file_type() else { continue };
            if ft.is_dir() {
                stack.push(e.path());
            } else if ft.is_file() {
                files += 1;
                bytes += e.metadata().map(|m| m.len()).unwrap_or(0);
            }
        }
    }
    (files, bytes)
}
