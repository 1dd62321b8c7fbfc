//! The scanner over the public corpora: precision, recall and F1 next to the reference tools'.

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
        lines: &["generic", "python", "javascript", "java", "go", "rust"],
    },
];

/// The scanner's benchmark: each corpus below `corpora` (default `../shared/bench`) scanned
/// `runs` times, then the scale runs.
pub fn main(corpora: Option<PathBuf>, runs: usize) {
    let corpora = corpora.unwrap_or_else(|| crate::common::repo_root().join("../shared/bench"));
    let exe = crate::common::agentsmith_exe();
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
        let times = timed_scans(&exe, &dir, &sarif, runs);
        let score = Command::new("python3").arg(corpora.join("score.py")).arg(c.kind).arg(&sarif).output();
        let score = match score {
            Ok(o) => String::from_utf8_lossy(&o.stdout).into_owned(),
            Err(e) => format!("score.py failed: {e}"),
        };
        print_corpus(c, &dir, &times, &score);
    }
    scale(&exe, &corpora, &tmp, runs);
    let _ = std::fs::remove_dir_all(&tmp);
}

/// Scans `dir` `runs` times writing SARIF to `sarif`; the wall times, sorted. A failed scan
/// ends the benchmark.
fn timed_scans(exe: &Path, dir: &Path, sarif: &Path, runs: usize) -> Vec<f64> {
    let mut times = Vec::new();
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let status = Command::new(exe)
            .arg("security-scan")
            .arg(dir)
            .args(["--format", "sarif", "--fail-on", "none", "--output"])
            .arg(sarif)
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
    times
}

/// Prints one corpus's figures: size and speed, then our score's rows beside the reference
/// tools'.
fn print_corpus(c: &Corpus, dir: &Path, times: &[f64], score: &str) {
    let median = times[times.len() / 2];
    let (files, bytes) = size(dir);
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

/// The generic secrets folder alone (what gitleaks was timed on), and a tree of 10,000 files made
/// of copies of the corpus: wall time and peak memory of one scan.
fn scale(exe: &Path, corpora: &Path, tmp: &Path, runs: usize) {
    let generic = corpora.join("sast-semgrep-tests/files/generic");
    if generic.is_dir() {
        let mut times: Vec<f64> =
            (0..runs.max(1)).filter_map(|_| scan_once(exe, &generic, tmp).map(|(t, _)| t)).collect();
        times.sort_by(f64::total_cmp);
        if let Some(median) = times.get(times.len() / 2) {
            println!("== generic secrets folder alone");
            println!("   agentsmith {median:.3} s, gitleaks 8.16 0.17 s: {:.2}x gitleaks's time", median / 0.17);
            println!();
        }
    }
    let source = corpora.join("sast-semgrep-tests/files");
    let tree = tmp.join("tree");
    let (per_copy, _) = size(&source);
    if per_copy == 0 {
        return;
    }
    let copies = 10_000usize.div_ceil(per_copy);
    for i in 0..copies {
        if copy_dir(&source, &tree.join(format!("c{i}"))).is_err() {
            eprintln!("cannot make the 10,000-file tree under {}", tree.display());
            return;
        }
    }
    let (files, bytes) = size(&tree);
    if let Some((wall, rss_kb)) = scan_once(exe, &tree, tmp) {
        println!("== generated tree ({files} files, {:.1} MB): copies of the semgrep corpus", bytes as f64 / 1e6);
        println!("   wall {wall:.2} s, peak memory {:.0} MiB (every report format written)", rss_kb as f64 / 1024.0);
        println!();
    }
    let _ = std::fs::remove_dir_all(&tree);
}

/// One scan writing every report format: its wall time and the peak resident memory of the
/// scanning process (KiB).
fn scan_once(exe: &Path, target: &Path, tmp: &Path) -> Option<(f64, i64)> {
    let out = tmp.join("scale-out");
    let t = Instant::now();
    let child = Command::new(exe)
        .arg("security-scan")
        .arg(target)
        .args(["--fail-on", "none", "--no-model", "--output"])
        .arg(&out)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .ok()?;
    let pid = libc::pid_t::try_from(child.id()).ok()?;
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value for wait4 to fill in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child; `status` and `usage` are valid for writes.
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let wall = t.elapsed().as_secs_f64();
    (r == pid).then_some((wall, usage.ru_maxrss))
}

fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for e in std::fs::read_dir(from)? {
        let e = e?;
        let target = to.join(e.file_name());
        if e.file_type()?.is_dir() {
            copy_dir(&e.path(), &target)?;
        } else {
            std::fs::copy(e.path(), target)?;
        }
    }
    Ok(())
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
