//! Scanner benchmark: scans the public corpora in `../shared/bench` with the `agentsmith` binary
//! built beside this one, scores the SARIF with the corpus's `score.py`, and prints precision,
//! recall and F1 next to the reference tools', with wall time, files/s and MB/s.
//!
//!     cargo build --release && cargo run --release --bin bench [-- --corpora DIR --runs N]
//!
//! `bench --help` lists the entries below; an unknown entry or argument exits 2 with the list.
//!
//! `bench debate` runs a 5-role, 3-round debate against the scripted provider answering after
//! 200 ms: wall time against the critical path, the engine's CPU time per call, and the prompt
//! tokens of each round.
//!
//! `bench cache` runs a scripted 5-role, 3-round debate (on a tiny project, a README, and on the
//! vulnerable-shop example after `agentsmith init`, which the target is judged on) and a scripted
//! fix-bug run with the `agentsmith` binary built beside this one (`--record`), then reads every
//! request sent:
//! input tokens, the share of each role's prompt tokens that repeat a prefix already sent (what
//! a provider's prompt cache serves), and the cost with the cache against without, at
//! Anthropic's prices (Claude Sonnet: $3/M input, $0.30/M cache read, $3.75/M cache write,
//! $15/M output) and rules (a prefix under 1024 tokens is not cached; the reviews of a round,
//! sent at once, do not read each other's writes; the first goes ahead of the others when the block
//! they share is long enough to cache, as the debate sends them), against issue 18's targets.
//!
//! `bench early-stop` runs scripted debates (panels of 3 and 5 roles; the first reviewer agrees
//! or suggests confidently, is unsure, or objects) in `full` and `when-needed` mode, and prints
//! the model calls of each and the calls the early stop saves.
//!
//! `bench smith` runs a full tree of 1 + 5 + 25 smiths against scripted answers after 200 ms, with
//! the default `limits.jobs` and with --jobs 4, 16 and 64: wall time against the critical path,
//! and CPU time per smith.
//!
//! `bench programs` scans our own labelled programs in `tests/programs` in-process and prints,
//! per language and category, recall, precision and Youden's index on the files, then the files it
//! missed or flagged wrongly.
//!
//! `bench copies` generates a 20,000-file git repository (once, in the temporary folder), then
//! makes 25 leaf working copies of it the way the smith executor does
//! (`agentsmith::git::leaf_copy`): setup time, and their disk (hard links counted once, git's
//! records of them included) against the repository's checked-out size.
//!
//! `bench estimate` runs the README examples with their scripted replies (buggy-calc's fix-bug,
//! a `run` on it with `scripted-run.yaml`, insecure-api's reviewed api-scan) and reviewed scans
//! of vulnerable-shop and, given its source (`--juice-shop PATH` or `AGENTSMITH_JUICE_SHOP`),
//! OWASP Juice Shop, with generic replies; it prints the expected calls and tokens of each
//! report against the spend and the bound (target: within 3x both ways).
//!
//! `bench llm` instead measures what the model gateway adds per call, against a loopback server
//! that answers at once: median and p99 over 1,000 calls, and calls per second with 16 in
//! flight, compared with the same requests sent by a bare HTTP client.

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

/// The benchmarks other than the scanner's, by the name given as the first argument: what each
/// measures, the arguments it takes (most take none), and how it runs.
///
/// A benchmark entry: its name, what it measures, the arguments it takes, and its code.
type Entry = (&'static str, &'static str, &'static str, fn());

const ENTRIES: &[Entry] = &[
    ("llm", "what the model gateway adds per call, against a loopback server", "", llm::main),
    ("debate", "a scripted 5-role, 3-round debate: wall time, engine CPU per call, prompt tokens", "", debate::main),
    ("early-stop", "scripted debates in full and when-needed modes: the calls early stop saves", "", early_stop::main),
    ("cache", "the share of prompt tokens a provider's prompt cache serves, and the cost with it", "", cache::main),
    ("smith", "a full tree of 31 scripted smiths at several --jobs: wall time, CPU per smith", "", smith::main),
    ("sandbox", "a command run confined and unconfined, as run_command does: spawn-to-exit times", "", sandbox::main),
    ("copies", "25 leaf working copies of a 20,000-file repository: setup time and disk", "", copies::main),
    ("programs", "our labelled programs (tests/programs): recall, precision, Youden's index", "", programs::main),
    (
        "estimate",
        "the expected calls and tokens against what scripted runs of the README examples spend",
        "[--juice-shop PATH]",
        estimate::main,
    ),
];

/// What the command line asks for.
#[derive(Debug)]
enum Choice {
    Usage,
    /// The scanner's benchmark over the corpora in `corpora`, each scanned `runs` times.
    Scan {
        corpora: Option<PathBuf>,
        runs: usize,
    },
    Entry(fn()),
}

fn usage() -> String {
    let mut s = String::from(
        "usage: bench [--corpora DIR] [--runs N]   the scanner over the public corpora (DIR: ../shared/bench; N: 5)\n       bench ENTRY\n\nentries:\n",
    );
    for (name, what, args, _) in ENTRIES {
        let name = if args.is_empty() { name.to_string() } else { format!("{name} {args}") };
        s.push_str(&format!("  {name:<10} {what}\n"));
    }
    s.push_str("\nBuild first: cargo build --release && cargo run --release --bin bench -- [ARGS]\n");
    s
}

/// Reads the arguments after the program's name; `Err` says what is wrong.
fn parse(args: &[String]) -> Result<Choice, String> {
    if args.iter().any(|a| a == "-h" || a == "--help") || args.first().is_some_and(|a| a == "help") {
        return Ok(Choice::Usage);
    }
    if let Some(first) = args.first().filter(|a| !a.starts_with('-')) {
        let Some((name, _, takes, run)) = ENTRIES.iter().find(|(n, _, _, _)| n == first) else {
            return Err(format!("no benchmark `{first}`"));
        };
        if let Some(extra) = args.get(1)
            && takes.is_empty()
        {
            return Err(format!("`{name}` takes no arguments (got `{extra}`)"));
        }
        return Ok(Choice::Entry(*run));
    }
    let (mut corpora, mut runs) = (None, 5);
    let mut rest = args.iter();
    while let Some(a) = rest.next() {
        let mut value = || rest.next().ok_or_else(|| format!("{a} needs a value"));
        match a.as_str() {
            "--corpora" => corpora = Some(PathBuf::from(value()?)),
            "--runs" => {
                let v = value()?;
                runs = v
                    .parse()
                    .ok()
                    .filter(|n| *n > 0)
                    .ok_or_else(|| format!("--runs {v}: give a count of 1 or more"))?;
            }
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    Ok(Choice::Scan { corpora, runs })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (corpora, runs) = match parse(&args) {
        Ok(Choice::Usage) => {
            print!("{}", usage());
            return;
        }
        Ok(Choice::Entry(run)) => {
            run();
            return;
        }
        Ok(Choice::Scan { corpora, runs }) => (corpora, runs),
        Err(e) => {
            eprint!("bench: {e}\n\n{}", usage());
            std::process::exit(2);
        }
    };
    let corpora = corpora.unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/bench"));
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
    scale(&exe, &corpora, &tmp, runs);
    let _ = std::fs::remove_dir_all(&tmp);
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

mod llm {
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    use super::bench_model;
    use agentsmith::config::{Network, ProviderKind as Kind};
    use agentsmith::llm::{Budget, ChatRequest, Gateway, GatewayOptions, Message, OpenAi, Prices, RequestMeta};
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    const BODY: &str = "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"ok\"},\"finish_reason\":null}]}\n\ndata: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":1}}\n\ndata: [DONE]\n\n";

    /// A keep-alive HTTP/1.1 server that answers every request with the same stream.
    async fn serve(listener: tokio::net::TcpListener) {
        loop {
            let Ok((mut sock, _)) = listener.accept().await else { return };
            tokio::spawn(async move {
                let mut buf = Vec::new();
                let mut chunk = [0u8; 8192];
                loop {
                    let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") else {
                        match sock.read(&mut chunk).await {
                            Ok(0) | Err(_) => return,
                            Ok(n) => buf.extend_from_slice(&chunk[..n]),
                        }
                        continue;
                    };
                    let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
                    let len: usize = head
                        .lines()
                        .find_map(|l| l.strip_prefix("content-length:"))
                        .and_then(|v| v.trim().parse().ok())
                        .unwrap_or(0);
                    while buf.len() < end + 4 + len {
                        match sock.read(&mut chunk).await {
                            Ok(0) | Err(_) => return,
                            Ok(n) => buf.extend_from_slice(&chunk[..n]),
                        }
                    }
                    buf.drain(..end + 4 + len);
                    let resp = format!(
                        "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-length: {}\r\n\r\n{BODY}",
                        BODY.len()
                    );
                    if sock.write_all(resp.as_bytes()).await.is_err() {
                        return;
                    }
                }
            });
        }
    }

    fn percentile(sorted: &[Duration], p: f64) -> Duration {
        sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
    }

    fn request() -> ChatRequest {
        ChatRequest {
            model: String::new(),
            messages: vec![Message::system("You are terse."), Message::user("Status?")],
            tools: Vec::new(),
            answer_schema: None,
            temperature: None,
            max_tokens: Some(16),
            meta: RequestMeta { stage: "bench".into(), ..RequestMeta::default() },
        }
    }

    pub fn main() {
        let rt = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
            Ok(rt) => rt,
            Err(e) => {
                eprintln!("cannot start tokio: {e}");
                std::process::exit(1);
            }
        };
        rt.block_on(async {
            let Ok(listener) = tokio::net::TcpListener::bind("127.0.0.1:0").await else {
                eprintln!("cannot bind a loopback port");
                std::process::exit(1);
            };
            let Ok(addr) = listener.local_addr() else { std::process::exit(1) };
            tokio::spawn(serve(listener));
            let base = format!("http://{addr}/v1");
            let model = bench_model(Kind::Openai, "bench", base.clone(), None);
            let Ok(provider) = OpenAi::new(&model, &Network::default()) else { std::process::exit(1) };
            let opts = GatewayOptions {
                retries: 4,
                backoff_initial: Duration::from_millis(500),
                backoff_max: Duration::from_secs(30),
                max_retry_after: Duration::from_secs(300),
                request_timeout: Duration::from_secs(30),
                jobs: 16,
                budget: Budget::default(),
                prices: Prices::default(),
                cache_dir: None,
                record: None,
                replay: None,
                ..GatewayOptions::default()
            };
            let Ok(gw) = Gateway::with_provider(Arc::new(provider), model, opts) else { std::process::exit(1) };
            let gw = Arc::new(gw);
            let raw = reqwest::Client::new();
            let url = format!("{base}/chat/completions");
            let payload = serde_json::json!({"model": "bench", "stream": true, "messages": [{"role": "user", "content": "Status?"}]});
            let raw_call = |raw: reqwest::Client, url: String, payload: serde_json::Value| async move {
                let r = raw.post(&url).json(&payload).send().await.ok()?;
                r.bytes().await.ok()
            };
            // Warm both paths (connections, lazy initialisation).
            for _ in 0..50 {
                let _ = gw.chat(None, request()).await;
                let _ = raw_call(raw.clone(), url.clone(), payload.clone()).await;
            }
            let n = 1000;
            let mut base_t = Vec::with_capacity(n);
            let mut gw_t = Vec::with_capacity(n);
            for _ in 0..n {
                let t = Instant::now();
                let _ = raw_call(raw.clone(), url.clone(), payload.clone()).await;
                base_t.push(t.elapsed());
                let t = Instant::now();
                if gw.chat(None, request()).await.is_err() {
                    eprintln!("gateway call failed");
                    std::process::exit(1);
                }
                gw_t.push(t.elapsed());
            }
            base_t.sort();
            gw_t.sort();
            let us = |d: Duration| d.as_secs_f64() * 1e6;
            println!("== model gateway overhead, {n} sequential calls to a loopback server");
            println!("   {:<22} {:>10} {:>10}", "", "median", "p99");
            println!("   {:<22} {:>8.0}us {:>8.0}us", "bare reqwest", us(percentile(&base_t, 0.5)), us(percentile(&base_t, 0.99)));
            println!("   {:<22} {:>8.0}us {:>8.0}us", "gateway + openai", us(percentile(&gw_t, 0.5)), us(percentile(&gw_t, 0.99)));
            println!("   {:<22} {:>8.0}us {:>8.0}us", "overhead", us(percentile(&gw_t, 0.5)) - us(percentile(&base_t, 0.5)), us(percentile(&gw_t, 0.99)) - us(percentile(&base_t, 0.99)));

            let total = 4000;
            let in_flight = 16;
            let t = Instant::now();
            let mut tasks = Vec::new();
            for w in 0..in_flight {
                let gw = gw.clone();
                tasks.push(tokio::spawn(async move {
                    for _ in (w..total).step_by(in_flight) {
                        let _ = gw.chat(None, request()).await;
                    }
                }));
            }
            for task in tasks {
                let _ = task.await;
            }
            let gw_rate = total as f64 / t.elapsed().as_secs_f64();
            let t = Instant::now();
            let mut tasks = Vec::new();
            for w in 0..in_flight {
                let (raw, url, payload) = (raw.clone(), url.clone(), payload.clone());
                tasks.push(tokio::spawn(async move {
                    for _ in (w..total).step_by(in_flight) {
                        let _ = raw_call(raw.clone(), url.clone(), payload.clone()).await;
                    }
                }));
            }
            for task in tasks {
                let _ = task.await;
            }
            let raw_rate = total as f64 / t.elapsed().as_secs_f64();
            println!("   {total} calls, {in_flight} in flight: gateway {gw_rate:.0} calls/s, bare reqwest {raw_rate:.0} calls/s");
            let tally = gw.ledger().total();
            println!("   accounted: {} calls, {} tokens", tally.calls, tally.input_tokens + tally.output_tokens);
        });
    }
}

mod debate {
    use std::collections::BTreeMap;
    use std::sync::{Arc, Mutex};
    use std::time::{Duration, Instant};

    use super::bench_model;
    use agentsmith::catalog::{Catalog, CatalogSources, OnNoConsensus};
    use agentsmith::config::{ProviderKind as Kind, ResolvedModel};
    use agentsmith::context::Ticket;
    use agentsmith::debate::{DebateInput, Debater};
    use agentsmith::event::{EventKind, Events, FnSink};
    use agentsmith::llm::{Budget, Gateway, GatewayOptions, Prices, Scripted};
    use agentsmith::templates::Templates;

    const LATENCY_MS: u64 = 200;

    pub fn main() {
        let dir = std::env::temp_dir().join(format!("agentsmith-bench-debate-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let roles = ["architect", "backend-developer", "dba", "tester", "security-reviewer"];
        let mut script = format!(
            "rules:\n  - when: {{ stage: draft }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ title: \"Index orders by customer\", summary: \"Add the index in a migration.\", steps: [\"Write the migration that adds the index\", \"Test the migration on a copy\"], risks: [], responses: [] }} }}\n"
        );
        script += &format!(
            "  - when: {{ stage: consolidate }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ title: \"Index orders by customer\", summary: \"Add the index in a migration, revised.\", steps: [\"Write the migration that adds the index\", \"Test the migration on a copy\", \"Apply it off-peak\"], risks: [], responses: [{{ role: dba, decision: rejected, reason: \"Out of scope.\" }}] }} }}\n"
        );
        script += &format!(
            "  - when: {{ stage: review, role: dba }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ verdict: OBJECT, reasoning: \"The migration locks a large table for minutes.\", alternative: \"Build the index concurrently.\", criteria: [] }} }}\n"
        );
        script += &format!(
            "  - when: {{ stage: review }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"The migration and its test cover my concerns.\", alternative: \"\", criteria: [] }} }}\n"
        );
        let file = dir.join("script.yaml");
        if std::fs::write(&file, script).is_err() {
            eprintln!("cannot write {}", file.display());
            std::process::exit(1);
        }
        let catalog = Catalog::load(&CatalogSources { user_dir: None, repo: dir.clone() });
        let panel: Vec<_> = roles
            .iter()
            .filter_map(|n| catalog.find(n, Some("coding")).ok())
            .map(|r| (r, "bench".to_string()))
            .collect();
        let ticket = Ticket {
            title: "Add an index on orders".into(),
            body: "Orders by customer are slow; add an index in a migration.".into(),
            file: None,
        };
        let model = ResolvedModel {
            max_tokens: Some(512),
            ..bench_model(Kind::Scripted, "scripted", "scripted://".into(), Some(file.clone()))
        };
        let Ok(provider) = Scripted::load(&file) else { std::process::exit(1) };
        let opts = GatewayOptions {
            retries: 0,
            backoff_initial: Duration::from_millis(1),
            backoff_max: Duration::from_millis(1),
            max_retry_after: Duration::from_secs(1),
            request_timeout: Duration::from_secs(30),
            jobs: agentsmith::config::Settings::default().limits.jobs as usize,
            budget: Budget::default(),
            prices: Prices::default(),
            cache_dir: None,
            record: None,
            replay: None,
            ..GatewayOptions::default()
        };
        let tokens: Arc<Mutex<BTreeMap<u32, (u64, u64)>>> = Arc::new(Mutex::new(BTreeMap::new()));
        let t2 = tokens.clone();
        let Ok(gw) = Gateway::with_provider(Arc::new(provider), model, opts) else { std::process::exit(1) };
        let gw = gw.with_events(Events::none().with(Arc::new(FnSink(move |e: &agentsmith::event::Event| {
            if let EventKind::CallFinished { round, input_tokens, .. } = &e.kind
                && e.stage == "review"
            {
                let mut m = t2.lock().unwrap_or_else(|p| p.into_inner());
                let entry = m.entry(round.unwrap_or(0)).or_default();
                entry.0 += input_tokens;
                entry.1 += 1;
            }
        }))));
        let templates = Templates::new(&dir, None);
        let debater =
            Debater { gateway: &gw, templates: &templates, events: Events::none(), prompt_dir: None, ask: None };
        let input = DebateInput {
            topic: &ticket,
            category: "coding",
            context: String::new(),
            knowledge: String::new(),
            panel,
            max_rounds: 3,
            on_no_consensus: OnNoConsensus::Proceed,
            conduct: Default::default(),
        };
        let Ok(rt) = tokio::runtime::Builder::new_multi_thread().enable_all().build() else { std::process::exit(1) };
        let cpu0 = super::cpu_seconds();
        let t = Instant::now();
        let outcome = rt.block_on(debater.run(&input));
        let wall = t.elapsed();
        let cpu = super::cpu_seconds() - cpu0;
        let Ok(outcome) = outcome else {
            eprintln!("the debate failed");
            std::process::exit(1);
        };
        let calls = outcome.usage.calls;
        let critical = Duration::from_millis(LATENCY_MS * (1 + 3 + 2));
        println!(
            "== debate: {} roles, {} rounds, scripted answers after {LATENCY_MS} ms",
            roles.len(),
            outcome.rounds.len()
        );
        println!(
            "   wall {:.3} s; critical path {:.3} s (draft + 3 reviews + 2 revisions); {:.3}x, overhead {:.0} ms",
            wall.as_secs_f64(),
            critical.as_secs_f64(),
            wall.as_secs_f64() / critical.as_secs_f64(),
            (wall.as_secs_f64() - critical.as_secs_f64()) * 1e3
        );
        println!(
            "   {calls} model calls; engine CPU {:.1} ms in all, {:.2} ms per call",
            cpu * 1e3,
            cpu * 1e3 / calls.max(1) as f64
        );
        for (round, (input, n)) in tokens.lock().unwrap_or_else(|p| p.into_inner()).iter() {
            println!("   round {round}: {input} prompt tokens over {n} reviews ({} per review)", input / (*n).max(1));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// `bench early-stop`: model calls of scripted debates in `full` and `when-needed` mode.
mod early_stop {
    use std::path::Path;
    use std::sync::Arc;

    use super::bench_model;
    use agentsmith::catalog::{Catalog, CatalogSources, OnNoConsensus};
    use agentsmith::config::{DebateMode, ProviderKind as Kind};
    use agentsmith::context::Ticket;
    use agentsmith::debate::{Conduct, DebateInput, Debater};
    use agentsmith::event::Events;
    use agentsmith::llm::{Gateway, GatewayOptions, Scripted};
    use agentsmith::templates::Templates;

    const PANELS: [&[&str]; 2] =
        [&["architect", "dba", "tester"], &["architect", "backend-developer", "dba", "tester", "security-reviewer"]];

    /// The scenarios: what the first reviewer (the first role after the lead) says in round 1,
    /// as `(verdict, confidence)`; every other review agrees.
    const SCENARIOS: [(&str, &str, &str); 4] = [
        ("first reviewer agrees, confidence 0.9", "AGREE", "0.9"),
        ("first reviewer suggests, confidence 0.8", "SUGGEST", "0.8"),
        ("first reviewer agrees, no confidence", "AGREE", "null"),
        ("first reviewer objects, confidence 0.8", "OBJECT", "0.8"),
    ];

    fn script(first: &str, verdict: &str, confidence: &str) -> String {
        let plan = "{ title: \"Index orders by customer\", summary: \"Add the index in a migration.\", steps: [\"Write the migration that adds the index\", \"Test the migration on a copy\"], risks: [], responses: [] }";
        let revised = "{ title: \"Index orders by customer\", summary: \"Add the index concurrently.\", steps: [\"Write the migration that adds the index concurrently\", \"Test the migration on a copy\"], risks: [], responses: [{ role: ROLE, decision: adopted, reason: \"A concurrent build does not lock.\" }] }".replace("ROLE", first);
        let alternative = if verdict == "OBJECT" { "Build the index concurrently." } else { "" };
        format!(
            "rules:\n  - when: {{ stage: draft }}\n    reply: {{ json: {plan} }}\n  - when: {{ stage: consolidate }}\n    reply: {{ json: {revised} }}\n  - when: {{ stage: review, role: {first}, round: 1 }}\n    reply: {{ json: {{ verdict: {verdict}, reasoning: \"The migration that adds the index is what I would check first.\", alternative: \"{alternative}\", criteria: [], confidence: {confidence} }} }}\n  - when: {{ stage: review }}\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"The migration and its test on a copy cover my concerns.\", alternative: \"\", criteria: [], confidence: 0.9 }} }}\n"
        )
    }

    /// The model calls of one scripted debate.
    fn calls(dir: &Path, catalog: &Catalog, roles: &[&str], script: &str, mode: DebateMode) -> Option<u64> {
        let file = dir.join("script.yaml");
        std::fs::write(&file, script).ok()?;
        let provider = Scripted::load(&file).ok()?;
        let model = bench_model(Kind::Scripted, "scripted", "scripted://".into(), Some(file));
        let gw = Gateway::with_provider(Arc::new(provider), model, GatewayOptions::default()).ok()?;
        let templates = Templates::new(dir, None);
        let debater =
            Debater { gateway: &gw, templates: &templates, events: Events::none(), prompt_dir: None, ask: None };
        let ticket = Ticket {
            title: "Add an index on orders".into(),
            body: "Orders by customer are slow; add an index in a migration.".into(),
            file: None,
        };
        let panel: Vec<_> = roles
            .iter()
            .filter_map(|n| catalog.find(n, Some("coding")).ok())
            .map(|r| (r, "bench".to_string()))
            .collect();
        let input = DebateInput {
            topic: &ticket,
            category: "coding",
            context: String::new(),
            knowledge: String::new(),
            panel,
            max_rounds: 3,
            on_no_consensus: OnNoConsensus::Proceed,
            conduct: Conduct { mode, ..Conduct::default() },
        };
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().ok()?;
        rt.block_on(debater.run(&input)).ok().map(|o| o.usage.calls)
    }

    pub fn main() {
        let dir = std::env::temp_dir().join(format!("agentsmith-bench-early-stop-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let catalog = Catalog::load(&CatalogSources { user_dir: None, repo: dir.clone() });
        println!("== early stop: model calls of scripted debates, full against when-needed (min_confidence 0.7)");
        println!("   {:<42} {:>5} {:>5} {:>12} {:>6}", "scenario", "roles", "full", "when-needed", "saved");
        let (mut full_total, mut early_total) = (0u64, 0u64);
        for roles in PANELS {
            // The first role after the lead (architect) reviews first.
            let first = roles[1];
            for (what, verdict, confidence) in SCENARIOS {
                let script = script(first, verdict, confidence);
                let (Some(full), Some(early)) = (
                    calls(&dir, &catalog, roles, &script, DebateMode::Full),
                    calls(&dir, &catalog, roles, &script, DebateMode::WhenNeeded),
                ) else {
                    eprintln!("the scripted debate failed ({what}, {} roles)", roles.len());
                    std::process::exit(1);
                };
                full_total += full;
                early_total += early;
                let saved = full.saturating_sub(early);
                println!("   {what:<42} {:>5} {full:>5} {early:>12} {saved:>6}", roles.len());
            }
        }
        let saved = full_total.saturating_sub(early_total);
        println!(
            "   {:<42} {:>5} {full_total:>5} {early_total:>12} {saved:>6} ({:.0}% of the calls)",
            "all",
            "",
            saved as f64 * 100.0 / full_total.max(1) as f64
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

mod smith {
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    use super::bench_model;
    use agentsmith::config::{CommandPolicy as Mode, ProviderKind as Kind};
    use agentsmith::llm::{Budget, Gateway, GatewayOptions, Prices, Scripted};
    use agentsmith::sandbox::{Policy, Sandbox};
    use agentsmith::smith::{Executor, ExecutorOptions, SmithId, Task, Workspace};
    use agentsmith::templates::Templates;
    use agentsmith::tools::CommandPolicy;

    const LATENCY_MS: u64 = 200;

    pub fn main() {
        let subtasks = (1..=5)
            .map(|i| format!("{{ title: \"Part {i}\", description: \"Do part {i}.\", expected_output: \"part\" }}"))
            .collect::<Vec<_>>()
            .join(", ");
        let script = format!(
            "rules:\n  - when: {{ stage: decide, contains: \"at level 2 of the tree\" }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ action: execute, reasoning: leaf, subtasks: [] }} }}\n  - when: {{ stage: decide }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ action: decompose, reasoning: split, subtasks: [{subtasks}] }} }}\n  - when: {{ stage: execute }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ content: \"Done.\\n\\nDetails.\" }}\n  - when: {{ stage: aggregate }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ content: \"Combined.\\n\\nDetails.\" }}\n"
        );
        // Critical path: decide at each of levels 0 to 2, the leaf's work, and aggregation at 2 levels.
        let critical = Duration::from_millis(LATENCY_MS * 6);
        println!(
            "== smith tree: 1 + 5 + 25 smiths, scripted answers after {LATENCY_MS} ms; critical path {:.1} s",
            critical.as_secs_f64()
        );
        let default_jobs = agentsmith::config::Settings::default().limits.jobs as usize;
        let mut all = vec![default_jobs];
        all.extend([4usize, 16, 64].into_iter().filter(|j| *j != default_jobs));
        measure(&script, critical, &all);

        // Each level-1 smith's 5 children form a chain: child n depends on child n-1.
        let chain = (1..=5)
            .map(|i| {
                let after = if i == 1 { String::new() } else { (i - 1).to_string() };
                format!("{{ title: \"Step {i}\", description: \"Do step {i}.\", expected_output: \"step\", depends_on: [{after}] }}")
            })
            .collect::<Vec<_>>()
            .join(", ");
        let script = format!(
            "rules:\n  - when: {{ stage: decide, contains: \"at level 2 of the tree\" }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ action: execute, reasoning: leaf, subtasks: [] }} }}\n  - when: {{ stage: decide, contains: \"at level 1 of the tree\" }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ action: decompose, reasoning: chain, subtasks: [{chain}] }} }}\n  - when: {{ stage: decide }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ action: decompose, reasoning: split, subtasks: [{subtasks}] }} }}\n  - when: {{ stage: execute }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ content: \"Done.\\n\\nDetails.\" }}\n  - when: {{ stage: aggregate }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ content: \"Combined.\\n\\nDetails.\" }}\n"
        );
        // Critical path: decide at levels 0 and 1, then 5 leaves one after another (decide and
        // work each), and aggregation at 2 levels.
        let critical = Duration::from_millis(LATENCY_MS * (2 + 5 * 2 + 2));
        println!(
            "== smith tree with dependencies: 1 + 5 + 25 smiths, each level-1 smith's 5 children a chain; scripted answers after {LATENCY_MS} ms; critical path {:.1} s",
            critical.as_secs_f64()
        );
        measure(&script, critical, &[default_jobs]);
    }

    /// Runs the scripted tree of `script` with each of `jobs` and prints its wall time against
    /// the critical path.
    fn measure(script: &str, critical: Duration, jobs_list: &[usize]) {
        let Ok(rt) = tokio::runtime::Builder::new_multi_thread().enable_all().build() else { std::process::exit(1) };
        let default_jobs = agentsmith::config::Settings::default().limits.jobs as usize;
        for &jobs in jobs_list {
            let dir = std::env::temp_dir().join(format!("agentsmith-bench-smith-{}-{jobs}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            let _ = std::fs::create_dir_all(&dir);
            let file = dir.join("script.yaml");
            if std::fs::write(&file, script).is_err() {
                std::process::exit(1);
            }
            let Ok(provider) = Scripted::load(&file) else { std::process::exit(1) };
            let model = bench_model(Kind::Scripted, "scripted", "scripted://".into(), Some(file.clone()));
            let opts = GatewayOptions {
                retries: 0,
                backoff_initial: Duration::from_millis(1),
                backoff_max: Duration::from_millis(1),
                max_retry_after: Duration::from_secs(1),
                request_timeout: Duration::from_secs(60),
                jobs,
                budget: Budget::default(),
                prices: Prices::default(),
                cache_dir: None,
                record: None,
                replay: None,
                ..GatewayOptions::default()
            };
            let Ok(gw) = Gateway::with_provider(Arc::new(provider), model, opts) else { std::process::exit(1) };
            let templates = Templates::new(&dir, None);
            let ws = Workspace::new(&dir);
            let exec = Executor {
                gateway: &gw,
                templates: &templates,
                ws: ws.clone(),
                opts: ExecutorOptions {
                    // Levels 0 to 2: 1 + 5 + 25 smiths.
                    max_depth: 2,
                    max_breadth: 5,
                    max_turns: 5,
                    commands: CommandPolicy {
                        mode: Mode::Deny,
                        allowlist: vec![],
                        timeout: Duration::from_secs(1),
                        output_cap: 1024,
                        sandbox: Sandbox {
                            policy: Policy::unconfined(""),
                            helper: std::path::PathBuf::new(),
                            scratch_root: dir.join(".agent-smith/sandbox"),
                        },
                    },
                    read_only: true,
                    coding: None,
                    brief: String::new(),
                    report_findings: false,
                    redact: None,
                    max_write: 1 << 20,
                    on_failure: Default::default(),
                    ask: None,
                    plan: None,
                },
                events: agentsmith::event::Events::none(),
                cancel: Default::default(),
                stopped: Default::default(),
            };
            let task = Task {
                title: "Bench".into(),
                description: "Benchmark task.".into(),
                context: String::new(),
                expected_output: String::new(),
                plan_steps: Vec::new(),
            };
            let cpu0 = super::cpu_seconds();
            let t = Instant::now();
            let summary = rt.block_on(exec.run(SmithId::root(), task));
            let wall = t.elapsed();
            let cpu = super::cpu_seconds() - cpu0;
            let smiths = 31.0;
            println!(
                "   --jobs {jobs:>2}{}: wall {:.2} s ({:.2}x the critical path), {} model calls, {:?}; engine CPU {:.2} ms per smith",
                if jobs == default_jobs { " (default)" } else { "" },
                wall.as_secs_f64(),
                wall.as_secs_f64() / critical.as_secs_f64(),
                gw.ledger().total().calls,
                summary.status,
                cpu * 1e3 / smiths
            );
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
}

/// CPU seconds this process has used (user + system), from /proc.
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else { return 0.0 };
    let after = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

/// The default model alias for a benchmark: no key, the provider's defaults.
fn bench_model(
    provider: agentsmith::config::ProviderKind,
    name: &str,
    base_url: String,
    script: Option<PathBuf>,
) -> agentsmith::config::ResolvedModel {
    agentsmith::config::ResolvedModel {
        alias: "default".into(),
        provider,
        name: name.into(),
        base_url,
        api_key_env: None,
        api_key: None,
        temperature: None,
        max_tokens: None,
        script,
    }
}

/// `bench sandbox`: what the sandbox costs a command. Runs `true` and `sh -c 'echo hi'` many
/// times through the same path `run_command` takes, confined and unconfined, and prints the
/// median and 90th percentile spawn-to-exit times.
mod sandbox {
    use std::path::PathBuf;
    use std::time::{Duration, Instant};

    use agentsmith::config::{Config, ConfigInputs};
    use agentsmith::sandbox::{Job, Policy, Sandbox};

    pub fn main() {
        let Ok(rt) = tokio::runtime::Builder::new_multi_thread().enable_all().build() else { std::process::exit(1) };
        let helper = std::env::current_exe()
            .ok()
            .and_then(|p| p.parent().map(|d| d.join("agentsmith")))
            .unwrap_or_else(|| PathBuf::from("agentsmith"));
        if !helper.is_file() {
            eprintln!("{} not found: run `cargo build --release` first", helper.display());
            std::process::exit(2);
        }
        let dir = std::env::temp_dir().join(format!("agentsmith-bench-sandbox-{}", std::process::id()));
        let room = dir.join("room");
        let _ = std::fs::create_dir_all(&room);
        let env: agentsmith::config::Env = std::env::vars().filter(|(k, _)| k == "PATH" || k == "HOME").collect();
        let inputs = ConfigInputs {
            repo: dir.clone(),
            env: env.clone(),
            config_file: None,
            flags: Vec::new(),
            sets: Vec::new(),
        };
        let Ok(config) = Config::resolve(&inputs) else {
            eprintln!("cannot resolve a configuration");
            std::process::exit(1);
        };
        let confined = Policy::from_config(&config, &env);
        let path = env.get("PATH").cloned().unwrap_or_default();
        let scratch_root = dir.join(".agent-smith/sandbox");
        let runs = 50;
        println!("sandbox: {runs} runs each, median / p90 from spawn to exit");
        for (name, program, args) in
            [("true", "true", vec![]), ("sh -c 'echo hi'", "sh", vec!["-c".to_string(), "echo hi".to_string()])]
        {
            for (label, policy) in [("unconfined", Policy::unconfined(&path)), ("sandboxed", confined.clone())] {
                let sb = Sandbox { policy, helper: helper.clone(), scratch_root: scratch_root.clone() };
                let mut times = Vec::new();
                for _ in 0..runs {
                    let job = Job {
                        program,
                        args: &args,
                        cwd: &room,
                        room: &room,
                        scratch: "bench",
                        timeout: Duration::from_secs(10),
                        output_cap: 4096,
                    };
                    let t = Instant::now();
                    if let Err(e) = rt.block_on(sb.run(&job)) {
                        eprintln!("{label}: {e}");
                        std::process::exit(1);
                    }
                    times.push(t.elapsed().as_secs_f64() * 1000.0);
                }
                times.sort_by(f64::total_cmp);
                println!(
                    "  {name:<16} {label:<11} median {:6.2} ms   p90 {:6.2} ms",
                    times[times.len() / 2],
                    times[times.len() * 9 / 10]
                );
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// `bench programs`: our own labelled programs, `tests/programs/<lang>/<category>/{vuln,safe}_*`,
/// scanned with the library's scanner, each under a neutral name. A file counts as found (or as a false alarm) when the
/// scanner reports, in that file, a finding with one of the category's CWE numbers.
mod programs {
    use std::collections::BTreeMap;
    use std::path::{Path, PathBuf};

    use agentsmith::scan::Scanner;

    /// Category folder, and the CWE numbers a finding may carry to count for it. The rules
    /// name some weaknesses by a child or sibling entry (eval as CWE-95, a password on a fast
    /// hash as CWE-916, a weak generator as CWE-338, a NoSQL query as CWE-943, a hard-coded
    /// key as CWE-321).
    const CATEGORIES: &[(&str, &[u32])] = &[
        ("cwe-022-path", &[22]),
        ("cwe-078-command", &[78, 88]),
        ("cwe-079-xss", &[79]),
        ("cwe-091-xml", &[91]),
        ("cwe-089-sql", &[89, 943]),
        ("cwe-090-ldap", &[90]),
        ("cwe-094-code", &[94, 95, 96]),
        ("cwe-295-tls", &[295]),
        ("cwe-327-cipher", &[327]),
        ("cwe-328-hash", &[328, 916]),
        ("cwe-330-random", &[330, 338]),
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
        if let Err(e) = run() {
            eprintln!("bench programs: {e}");
            std::process::exit(2);
        }
    }

    fn run() -> Result<(), String> {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
        let scanner = Scanner::builtin().map_err(|e| e.to_string())?;
        let mut rows: BTreeMap<(String, String), Tally> = BTreeMap::new();
        // The files that count against the figures: vulnerable ones missed, safe ones flagged.
        let mut wrong: Vec<String> = Vec::new();
        for lang in entries(&root)? {
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
                            && f.cwe
                                .strip_prefix("CWE-")
                                .and_then(|n| n.parse().ok())
                                .is_some_and(|n| cwes.contains(&n))
                    });
                    let file_name = name(&file);
                    let rel = file.strip_prefix(&root).unwrap_or(&file).display().to_string();
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
}

mod cache {
    //! Prompt caching, measured on what the commands really send.

    use std::collections::BTreeMap;
    use std::path::{Path, PathBuf};
    use std::process::Command;

    use agentsmith::config::Price;
    use agentsmith::llm::{ChatRequest, ChatResponse, PrefixCache, Usage};

    const MODEL: &str = "claude-sonnet-4-5";

    fn exe() -> PathBuf {
        std::env::current_exe()
            .ok()
            .and_then(|p| p.parent().map(|d| d.join("agentsmith")))
            .unwrap_or_else(|| PathBuf::from("agentsmith"))
    }

    fn git(dir: &Path, args: &[&str]) {
        let _ = Command::new("git").arg("-C").arg(dir).args(args).output();
    }

    /// Runs `agentsmith ARGS` in `repo` with `script`, recording every exchange; returns the
    /// requests and answers in the order sent.
    fn recorded(repo: &Path, script: &str, args: &[&str]) -> Vec<(ChatRequest, ChatResponse)> {
        let dir = repo.parent().unwrap_or(repo);
        let file = dir.join("script.yaml");
        let rec = dir.join(format!("record-{}.jsonl", args[0]));
        let _ = std::fs::remove_file(&rec);
        if std::fs::write(&file, script).is_err() {
            eprintln!("cannot write {}", file.display());
            std::process::exit(1);
        }
        let out = Command::new(exe())
            .current_dir(dir)
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOME", dir)
            .env("AGENTSMITH_PROVIDER", "scripted")
            .env("AGENTSMITH_SCRIPT", &file)
            .arg("--repo")
            .arg(repo)
            .arg("-q")
            .arg("--record")
            .arg(&rec)
            .args(args)
            .output();
        match out {
            Ok(o) if o.status.success() => {}
            Ok(o) => {
                eprintln!(
                    "agentsmith {} failed ({}):\n{}{}",
                    args[0],
                    o.status,
                    String::from_utf8_lossy(&o.stdout),
                    String::from_utf8_lossy(&o.stderr)
                );
                std::process::exit(1);
            }
            Err(e) => {
                eprintln!("{}: {e}; run `cargo build --release` first", exe().display());
                std::process::exit(2);
            }
        }
        let text = std::fs::read_to_string(&rec).unwrap_or_default();
        text.lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter_map(|v| {
                let req: ChatRequest = serde_json::from_value(v.get("request")?.clone()).ok()?;
                let resp: ChatResponse = serde_json::from_value(v.get("response")?.clone()).ok()?;
                Some((req, resp))
            })
            .collect()
    }

    #[derive(Default)]
    struct Sums {
        calls: u64,
        input: u64,
        read: u64,
        write: u64,
        output: u64,
    }

    /// Prints the figures of one run; returns (share of review tokens in rounds 2-3 in a
    /// repeated prefix, cost with the cache / without).
    fn report(name: &str, exchanges: &[(ChatRequest, ChatResponse)]) -> (Option<f64>, f64) {
        let price = Price::new(3.0, 15.0);
        // Anthropic's rules: a prefix under 1024 tokens is not cached, and the reviews of one
        // round, sent at once, cannot read what each other write.
        let mut prefixes = PrefixCache::anthropic();
        let mut uses = Vec::new();
        let mut i = 0;
        while i < exchanges.len() {
            let (first, _) = &exchanges[i];
            let together = exchanges[i..]
                .iter()
                .take_while(|(r, _)| {
                    first.meta.stage == "review" && r.meta.stage == "review" && r.meta.round == first.meta.round
                })
                .count()
                .max(1);
            let reqs: Vec<&ChatRequest> = exchanges[i..i + together].iter().map(|(r, _)| r).collect();
            // The debate sends a round's first review ahead of the others when the block they
            // share is long enough to cache (`debate::engine`), so they read what it writes.
            let ahead =
                usize::from(together > 1 && agentsmith::llm::cacheable(agentsmith::llm::leading_tokens(reqs[0])));
            if ahead == 1 {
                uses.push(prefixes.send(reqs[0]));
            }
            uses.extend(prefixes.send_together(&reqs[ahead..]));
            i += together;
        }
        let mut by_role: BTreeMap<String, Sums> = BTreeMap::new();
        let mut late = (0u64, 0u64);
        let (mut plain, mut cached) = (0.0, 0.0);
        for ((req, resp), u) in exchanges.iter().zip(uses) {
            let output = agentsmith::llm::estimate_tokens(resp.content.len())
                + resp.tool_calls.iter().map(|c| agentsmith::llm::estimate_tokens(c.arguments.len())).sum::<u64>();
            let who =
                format!("{} {}", req.meta.stage, req.meta.role.as_deref().or(req.meta.smith.as_deref()).unwrap_or(""));
            let s = by_role.entry(who.trim().to_string()).or_default();
            s.calls += 1;
            s.input += u.input_tokens;
            s.read += u.read_tokens;
            s.write += u.write_tokens;
            s.output += output;
            if req.meta.stage == "review" && req.meta.round.is_some_and(|r| r >= 2) {
                late.0 += u.input_tokens;
                late.1 += u.read_tokens;
            }
            let usage = Usage::new(u.input_tokens, output);
            plain += usage.cost_at(MODEL, &price);
            cached += usage.cached(u.read_tokens, u.write_tokens).cost_at(MODEL, &price);
        }
        println!("== cache: {name}, {} model calls", exchanges.len());
        println!(
            "   {:<34} {:>5} {:>8} {:>8} {:>8} {:>7}",
            "stage and role/smith", "calls", "input", "cached", "written", "cached%"
        );
        let mut total = Sums::default();
        for (who, s) in &by_role {
            println!(
                "   {:<34} {:>5} {:>8} {:>8} {:>8} {:>6.1}%",
                who,
                s.calls,
                s.input,
                s.read,
                s.write,
                100.0 * s.read as f64 / s.input.max(1) as f64
            );
            total.calls += s.calls;
            total.input += s.input;
            total.read += s.read;
            total.output += s.output;
        }
        println!(
            "   total: {} input tokens ({} in a repeated prefix, {:.1}%), {} output tokens",
            total.input,
            total.read,
            100.0 * total.read as f64 / total.input.max(1) as f64,
            total.output
        );
        let ratio = cached / plain.max(f64::MIN_POSITIVE);
        println!("   cost at Anthropic prices: ${plain:.4} without the cache, ${cached:.4} with it ({ratio:.3}x)");
        // The same requests counted as the bench did before it followed Anthropic's rules: every
        // breakpoint caches, and each request reads what any earlier one wrote.
        let mut lax = PrefixCache::default();
        let lax_cost: f64 = exchanges
            .iter()
            .map(|(req, resp)| {
                let u = lax.send(req);
                let output = agentsmith::llm::estimate_tokens(resp.content.len())
                    + resp.tool_calls.iter().map(|c| agentsmith::llm::estimate_tokens(c.arguments.len())).sum::<u64>();
                Usage::new(u.input_tokens, output).cached(u.read_tokens, u.write_tokens).cost_at(MODEL, &price)
            })
            .sum();
        println!(
            "   (counting every breakpoint and letting each request read what any earlier one wrote: {:.3}x)",
            lax_cost / plain.max(f64::MIN_POSITIVE)
        );
        let share = (late.0 > 0).then(|| late.1 as f64 / late.0 as f64);
        (share, ratio)
    }

    const DEBATE: &str = r#"rules:
  - when: { stage: draft }
    reply: { json: { title: "Index orders by customer", summary: "Add the index in a migration.", steps: ["Write the migration that adds the index on orders(customer_id)", "Test the migration on a copy of production data"], risks: ["The table is large"], responses: [] } }
  - when: { stage: consolidate }
    reply: { json: { title: "Index orders by customer", summary: "Add the index in a migration, built concurrently.", steps: ["Write the migration that adds the index on orders(customer_id)", "Test the migration on a copy of production data", "Apply it off-peak"], risks: [], responses: [{ role: dba, decision: rejected, reason: "A concurrent build is not supported by the migration tool." }] } }
  - when: { stage: review, role: dba }
    reply: { json: { verdict: OBJECT, reasoning: "The migration step locks the orders table for minutes while the index builds.", alternative: "Build the index concurrently, outside the transaction.", criteria: [] } }
  - when: { stage: review }
    reply: { json: { verdict: AGREE, reasoning: "The migration and its test on a copy cover my concerns about the orders table.", alternative: "", criteria: [] } }
"#;

    const TICKET: &str = "Add an index on orders by customer\n\nListing a customer's orders takes 4 s on production: \
the query filters orders by customer_id and sorts by created_at, and there is no index on either column. \
The orders table holds 80 million rows and takes writes all day; the migration tool wraps every \
migration in a transaction. Add the index the query needs without a long lock, with a test that the \
migration applies and rolls back, and a note in the runbook on when to run it.";

    const FIX_SCRIPT: &str = r#"rules:
  - when: { stage: triage }
    reply: { json: { add: [], drop: [] } }
  - when: { stage: draft }
    reply: { json: { title: "Fix the divisor in mean", summary: "Divide by len(values); add a test.", steps: ["Add test_mean", "Fix mean"], risks: [], responses: [] } }
  - when: { stage: review }
    reply: { json: { verdict: AGREE, reasoning: "The test and the fix in mean are right.", alternative: "", criteria: [] } }
  - when: { stage: decide }
    reply: { json: { action: execute, reasoning: small, subtasks: [] } }
  - when: { stage: execute, smith: smith-root }
    replies:
      - tool_calls: [{ name: read_file, arguments: { path: calc.py } }]
      - tool_calls: [{ name: read_file, arguments: { path: test_calc.py } }]
      - tool_calls: [{ name: edit_file, arguments: { path: calc.py, old: "return sum(values) / (len(values) - 1)", new: "return sum(values) / len(values)" } }]
      - tool_calls: [{ name: edit_file, arguments: { path: test_calc.py, old: "    def test_percent(self):", new: "    def test_mean(self):\n        self.assertEqual(mean([2, 4]), 3.0)\n\n    def test_percent(self):" } }, { name: edit_file, arguments: { path: test_calc.py, old: "from calc import clamp, percent", new: "from calc import clamp, mean, percent" } }]
      - tool_calls: [{ name: run_command, arguments: { command: "python3 -m unittest -q" } }]
      - content: "Fixed mean and added test_mean."
"#;

    /// Copies the files below `from` to `to`.
    fn copy_tree(from: &Path, to: &Path) {
        let _ = std::fs::create_dir_all(to);
        for e in std::fs::read_dir(from).into_iter().flatten().flatten() {
            let (src, dst) = (e.path(), to.join(e.file_name()));
            match e.file_type() {
                Ok(t) if t.is_dir() => copy_tree(&src, &dst),
                Ok(t) if t.is_file() => {
                    let _ = std::fs::copy(&src, &dst);
                }
                _ => {}
            }
        }
    }

    pub fn main() {
        let tmp = std::env::temp_dir().join(format!("agentsmith-bench-cache-{}", std::process::id()));
        let repo = tmp.join("repo");
        let _ = std::fs::create_dir_all(&repo);
        // The debate: a 5-role panel, the DBA objecting every round, so all 3 rounds are held.
        let _ = std::fs::write(repo.join("README.md"), "# orders service\n");
        let debate = recorded(
            &repo,
            DEBATE,
            &[
                "debate",
                TICKET,
                "--roles",
                "architect,backend-developer,dba,tester,security-reviewer",
                "--max-rounds",
                "3",
            ],
        );
        let (tiny_share, tiny_ratio) = report("scripted 5-role, 3-round debate, tiny project (a README)", &debate);
        // The same debate on a realistic project: the vulnerable-shop example (its services,
        // backend and static files), with the knowledge `agentsmith init` writes for it; the
        // prompts are what the command sends for that project.
        let shop = tmp.join("shop");
        copy_tree(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/vulnerable-shop"), &shop);
        git(&shop, &["init", "-q", "-b", "main"]);
        git(&shop, &["-c", "user.name=bench", "-c", "user.email=bench@example.com", "add", "-A"]);
        git(&shop, &["-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-q", "-m", "initial"]);
        recorded(&shop, "rules: []\n", &["init"]);
        if !shop.join(".agentsmith/knowledge.md").exists() {
            eprintln!("agentsmith init wrote no {}", shop.join(".agentsmith/knowledge.md").display());
            std::process::exit(1);
        }
        let debate = recorded(
            &shop,
            DEBATE,
            &[
                "debate",
                TICKET,
                "--roles",
                "architect,backend-developer,dba,tester,security-reviewer",
                "--max-rounds",
                "3",
            ],
        );
        let (share, ratio) =
            report("scripted 5-role, 3-round debate, vulnerable-shop after `agentsmith init`", &debate);
        // fix-bug on the buggy-calc example, one smith with six turns.
        let calc = tmp.join("calc");
        let _ = std::fs::create_dir_all(&calc);
        let example = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/buggy-calc");
        for f in ["calc.py", "test_calc.py"] {
            let _ = std::fs::copy(example.join(f), calc.join(f));
        }
        git(&calc, &["init", "-q", "-b", "main"]);
        git(&calc, &["-c", "user.name=bench", "-c", "user.email=bench@example.com", "add", "-A"]);
        git(&calc, &["-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-q", "-m", "initial"]);
        let fix = recorded(
            &calc,
            FIX_SCRIPT,
            &[
                "fix-bug",
                "mean() returns the wrong average: calc.mean([2, 4]) gives 6.0",
                "--test-cmd",
                "python3 -m unittest -q",
                "--no-apply",
            ],
        );
        let (_, fix_ratio) = report("scripted fix-bug run", &fix);
        println!("== targets (issue 18), judged on the debate on vulnerable-shop: a real project's prompts");
        println!("   (the tiny project's prompts are too short for the cross-role prefix to reach the");
        println!("   1024-token cache minimum, so there only each role's own repeats are cached)");
        if let Some(s) = tiny_share {
            println!(
                "   tiny project: rounds 2-3 cacheable share {:.1}%, cost with cache / without {tiny_ratio:.3}",
                100.0 * s
            );
        }
        match share {
            Some(s) => println!(
                "   review prompts in rounds 2-3, share of tokens in a cacheable prefix: {:.1}% (target >= 70%): {}",
                100.0 * s,
                if s >= 0.70 { "met" } else { "NOT met" }
            ),
            None => println!("   review prompts in rounds 2-3: none were sent (the debate ended early)"),
        }
        println!(
            "   scripted debate, cost with cache / without: {ratio:.3} (target <= 0.5): {}",
            if ratio <= 0.5 { "met" } else { "NOT met" }
        );
        println!("   scripted fix-bug run, cost with cache / without: {fix_ratio:.3} (no target)");
        let _ = std::fs::remove_dir_all(&tmp);
    }
}

mod copies {
    use std::collections::HashSet;
    use std::os::unix::fs::MetadataExt;
    use std::path::{Path, PathBuf};
    use std::process::Command;
    use std::time::Instant;

    const FILES: usize = 20_000;
    const PER_DIR: usize = 100;
    const LEAVES: usize = 25;
    const TARGET_SECONDS: f64 = 5.0;
    const TARGET_RATIO: f64 = 2.0;

    fn git(dir: &Path, args: &[&str]) -> bool {
        Command::new("git")
            .arg("-C")
            .arg(dir)
            .args(["-c", "user.name=bench", "-c", "user.email=bench@localhost"])
            .args(args)
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_CONFIG_GLOBAL", "/dev/null")
            .status()
            .is_ok_and(|s| s.success())
    }

    /// The generated repository: `src/dNNN/fNNN.rs`, 100 files a folder, about 1 KB each.
    fn generate(repo: &Path) -> Result<(), String> {
        if repo.join(".git").join("bench-complete").exists() {
            return Ok(());
        }
        let _ = std::fs::remove_dir_all(repo);
        for i in 0..FILES {
            let dir = repo.join("src").join(format!("d{:03}", i / PER_DIR));
            if i % PER_DIR == 0 {
                std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            }
            let body = format!("// file {i}\n{}", format!("pub fn f{i}() -> usize {{ {i} }}\n").repeat(30));
            let file = dir.join(format!("f{:03}.rs", i % PER_DIR));
            std::fs::write(&file, body).map_err(|e| format!("{}: {e}", file.display()))?;
        }
        std::fs::write(repo.join("Cargo.toml"), "[package]\nname = \"generated\"\n").map_err(|e| e.to_string())?;
        if !(git(repo, &["init", "-q"]) && git(repo, &["add", "-A"]) && git(repo, &["commit", "-q", "-m", "generated"]))
        {
            return Err("git could not commit the generated repository".into());
        }
        std::fs::write(repo.join(".git").join("bench-complete"), "").map_err(|e| e.to_string())
    }

    /// Bytes on disk below each of `roots` (blocks, hard links counted once, links not followed).
    fn disk(roots: &[PathBuf], skip_git_dir: bool) -> u64 {
        let mut seen = HashSet::new();
        let mut total = 0;
        let mut stack: Vec<PathBuf> = roots.to_vec();
        while let Some(p) = stack.pop() {
            let Ok(m) = std::fs::symlink_metadata(&p) else { continue };
            if seen.insert((m.dev(), m.ino())) {
                total += m.blocks() * 512;
            }
            if m.is_dir()
                && let Ok(rd) = std::fs::read_dir(&p)
            {
                stack.extend(
                    rd.flatten()
                        .map(|e| e.path())
                        .filter(|c| !(skip_git_dir && c.file_name().is_some_and(|n| n == ".git"))),
                );
            }
        }
        total
    }

    fn mb(b: u64) -> f64 {
        b as f64 / 1_048_576.0
    }

    pub fn main() {
        let tmp = std::env::temp_dir();
        let repo = tmp.join("agentsmith-bench-copies-repo");
        let started = Instant::now();
        if let Err(e) = generate(&repo) {
            eprintln!("bench copies: {e}");
            std::process::exit(1);
        }
        println!("repository: {FILES} files at {} (ready in {:.1} s)", repo.display(), started.elapsed().as_secs_f64());
        let checked_out = disk(std::slice::from_ref(&repo), true);
        let ws = tmp.join(format!("agentsmith-bench-copies-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&ws);
        let base = match agentsmith::git::prepare_base(&repo, &ws) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("bench copies: the base: {e}");
                std::process::exit(1);
            }
        };
        let started = Instant::now();
        let mut copies = Vec::new();
        for leaf in 0..LEAVES {
            // A leaf's task names the files it works on, as a decomposition's subtasks do.
            let task = format!(
                "Change f{leaf} in src/d{:03}/f{:03}.rs and its caller in src/d{:03}/f{:03}.rs; see Cargo.toml.",
                leaf * 7,
                leaf,
                leaf * 7 + 1,
                leaf + 1
            );
            let work = ws.join("smiths").join(format!("smith-{leaf:03}")).join("private").join("work");
            if let Err(e) = agentsmith::git::leaf_copy(&base, &work, &task) {
                eprintln!("bench copies: leaf {leaf}: {e}");
                std::process::exit(1);
            }
            copies.push(work);
        }
        let seconds = started.elapsed().as_secs_f64();
        let admin: Vec<PathBuf> = std::fs::read_dir(ws.join("base").join(".git").join("worktrees"))
            .map(|rd| rd.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        let work_disk = disk(&copies, false);
        let admin_disk = disk(&admin, false);
        let used = work_disk + admin_disk;
        let files: usize = copies
            .iter()
            .map(|c| {
                let mut n = 0;
                let mut stack = vec![c.clone()];
                while let Some(d) = stack.pop() {
                    for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                        match e.file_type() {
                            Ok(t) if t.is_dir() => stack.push(e.path()),
                            Ok(t) if t.is_file() && e.file_name() != ".git" => n += 1,
                            _ => {}
                        }
                    }
                }
                n
            })
            .sum();
        let ratio = used as f64 / checked_out.max(1) as f64;
        let verdict = |ok: bool| if ok { "meets" } else { "MISSES" };
        println!("checked-out size of the repository: {:.1} MB", mb(checked_out));
        println!("{LEAVES} leaf copies: {files} files checked out in all ({:.1} a copy)", files as f64 / LEAVES as f64);
        println!("setup time: {seconds:.2} s (target <= {TARGET_SECONDS} s: {})", verdict(seconds <= TARGET_SECONDS));
        println!(
            "disk: {:.1} MB ({:.1} MB of files, {:.1} MB of git's records, mostly the indexes) = {ratio:.2}x the checked-out size (target <= {TARGET_RATIO}x: {}; full worktrees: {LEAVES}x)",
            mb(used),
            mb(work_disk),
            mb(admin_disk),
            verdict(ratio <= TARGET_RATIO)
        );
        // For reference: one full worktree, as every leaf had before.
        let full = ws.join("full");
        let started = Instant::now();
        if agentsmith::git::worktree(&base, &full).is_ok() {
            let one = started.elapsed().as_secs_f64();
            let full_disk = disk(std::slice::from_ref(&full), false);
            println!(
                "for reference, one full worktree: {one:.2} s, {:.1} MB ({LEAVES} of them: about {:.0} s, {:.0} MB)",
                mb(full_disk),
                one * LEAVES as f64,
                mb(full_disk) * LEAVES as f64
            );
        }
        copies.push(full);
        let _ = agentsmith::git::remove_copies(&ws.join("base"), &copies);
        let _ = std::fs::remove_dir_all(&ws);
    }
}

mod estimate {
    //! The estimate against what scripted runs spend: each README example run with its scripted
    //! replies (and the scans' reviews with generic ones), the expected calls and tokens the
    //! report holds against the spend, and the bound.

    use std::path::{Path, PathBuf};
    use std::process::Command;

    use serde_json::Value;

    /// The target: the expected figures within this factor of the spend, both ways.
    const WITHIN: f64 = 3.0;

    fn exe() -> PathBuf {
        std::env::current_exe()
            .ok()
            .and_then(|p| p.parent().map(|d| d.join("agentsmith")))
            .unwrap_or_else(|| PathBuf::from("agentsmith"))
    }

    fn examples() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples")
    }

    /// Copies the files below `from` to `to`, leaving out `.agent-smith`, `.git` and
    /// `node_modules`.
    fn copy_tree(from: &Path, to: &Path) {
        let _ = std::fs::create_dir_all(to);
        for e in std::fs::read_dir(from).into_iter().flatten().flatten() {
            let name = e.file_name();
            if [".agent-smith", ".git", "node_modules"].iter().any(|n| name == *n) {
                continue;
            }
            let (src, dst) = (e.path(), to.join(&name));
            match e.file_type() {
                Ok(t) if t.is_dir() => copy_tree(&src, &dst),
                Ok(t) if t.is_file() => {
                    let _ = std::fs::copy(&src, &dst);
                }
                _ => {}
            }
        }
    }

    /// A fresh copy of `example` in `tmp`, committed in a git repository of its own.
    fn project(tmp: &Path, name: &str, example: &Path) -> PathBuf {
        let repo = tmp.join(name);
        let _ = std::fs::remove_dir_all(&repo);
        copy_tree(example, &repo);
        for args in [
            &["init", "-q"][..],
            &["add", "-A"],
            &["-c", "user.name=bench", "-c", "user.email=bench@localhost", "commit", "-qm", "example"],
        ] {
            let _ = Command::new("git").arg("-C").arg(&repo).args(args).output();
        }
        repo
    }

    /// Runs `agentsmith --repo REPO ARGS` with the scripted provider (`script`, or the
    /// project's own configuration), then reads `spend` in `report.json` at `json_path`.
    fn spend(repo: &Path, script: Option<&Path>, args: &[&str], json_path: &[&str]) -> Result<Value, String> {
        let mut c = Command::new(exe());
        c.current_dir(repo)
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOME", repo)
            .env("AGENTSMITH_PROVIDER", "scripted")
            .arg("--repo")
            .arg(repo)
            .arg("-q")
            .args(args);
        if let Some(s) = script {
            c.env("AGENTSMITH_SCRIPT", s);
        }
        let out = c.output().map_err(|e| format!("{}: {e}; run `cargo build --release` first", exe().display()))?;
        // A scan exits 1 on its findings; 2 is a usage or setup error.
        if out.status.code().is_none_or(|c| c > 1) {
            return Err(format!(
                "agentsmith {} failed ({}):\n{}{}",
                args.join(" "),
                out.status,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        let path = repo.join(".agent-smith/results/report.json");
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let json: Value = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let spend = json_path.iter().fold(&json, |v, k| &v[*k]);
        if spend.is_null() {
            return Err(format!("{}: no {}", path.display(), json_path.join(".")));
        }
        Ok(spend.clone())
    }

    /// A script answering any review generically: the panel agrees a three-area plan, the root
    /// splits it three ways, every leaf lists the tree, searches once and reports nothing new,
    /// and the filter keeps every finding of its batch (`findings`: how many ids to answer for).
    fn generic_review(findings: usize) -> String {
        let mut s = String::from(
            r#"rules:
  - when: { stage: triage }
    reply: { json: { add: [], drop: [] } }
  - when: { stage: draft }
    reply: { json: { title: "Review the areas most at risk", summary: "Authentication, injection and access control, where the rules see least.", steps: ["Authentication and sessions: login, tokens, password handling.", "Injection: queries, commands and templates built from input.", "Access control: who may read and change which objects."], risks: ["Findings name what to verify at run time."], responses: [] } }
  - when: { stage: review }
    reply: { json: { verdict: AGREE, reasoning: "The three areas cover what the rules cannot judge.", alternative: "", criteria: [] } }
  - when: { stage: consolidate }
    reply: { json: { title: "Review the areas most at risk", summary: "As drafted.", steps: ["Authentication", "Injection", "Access control"], risks: [], responses: [] } }
  - when: { stage: decide, smith: smith-root }
    reply: { json: { action: decompose, reasoning: "Three independent areas.", subtasks: [{ title: Authentication, description: "Login, tokens and password handling.", expected_output: findings }, { title: Injection, description: "Queries, commands and templates built from input.", expected_output: findings }, { title: Access control, description: "Who may read and change which objects.", expected_output: findings }] } }
  - when: { stage: decide }
    reply: { json: { action: execute, reasoning: "One area.", subtasks: [] } }
  - when: { stage: aggregate }
    reply: { content: "The three areas were read; the rules' findings stand.\n\nNo new finding." }
"#,
        );
        for smith in ["smith-root", "smith-root/smith-001", "smith-root/smith-002", "smith-root/smith-003"] {
            s.push_str(&format!(
                r#"  - when: {{ stage: execute, smith: {smith} }}
    replies:
      - tool_calls: [{{ name: list_dir, arguments: {{ path: "." }} }}]
      - tool_calls: [{{ name: search, arguments: {{ pattern: "password|token|query|exec" }} }}]
      - content: "Read the area's files; nothing beyond the rules' findings.\n\nNo new finding."
"#
            ));
        }
        // A batch's first finding picks the rule; its answer covers the ten ids from it.
        for i in 1..=findings {
            let verdicts: Vec<String> = (i..i + 10)
                .map(|j| {
                    format!(
                        "{{ id: F{j}, verdict: keep, reason: \"Reachable from input.\", severity: \"\", fix: \"\" }}"
                    )
                })
                .collect();
            s.push_str(&format!(
                "  - when: {{ stage: filter, contains: \"## F{i}: \" }}\n    reply: {{ json: {{ verdicts: [{}] }} }}\n",
                verdicts.join(", ")
            ));
        }
        s
    }

    /// The findings of a scan of `target` by the rules alone.
    fn rule_findings(repo: &Path, target: &str) -> usize {
        let out = Command::new(exe())
            .arg("--repo")
            .arg(repo)
            .args(["-q", "security-scan", target, "--no-model", "--fail-on", "none", "--format", "json"])
            .output();
        let path = repo.join(".agent-smith/results/report.json");
        let json: Value = out
            .ok()
            .and_then(|_| std::fs::read_to_string(&path).ok())
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default();
        json["findings"].as_array().map_or(0, Vec::len)
    }

    struct Row {
        name: String,
        spend: Value,
    }

    impl Row {
        fn print(&self) -> bool {
            let s = &self.spend;
            let n = |v: &Value| v.as_u64().unwrap_or(0);
            let tokens = |side: &Value| n(&side["input_tokens"]) + n(&side["output_tokens"]);
            let (ec, sc, bc) = (n(&s["expected"]["calls"]), n(&s["spent"]["calls"]), n(&s["bound"]["calls"]));
            let (et, st, bt) = (tokens(&s["expected"]), tokens(&s["spent"]), n(&s["bound"]["tokens"]));
            let ratio = |a: u64, b: u64| if b > 0 { a as f64 / b as f64 } else { f64::INFINITY };
            let (rc, rt) = (ratio(sc, ec), ratio(st, et));
            let ok = [rc, rt].iter().all(|r| *r <= WITHIN && *r >= 1.0 / WITHIN);
            println!(
                "   {:<26} {:>6} {:>6} {:>6.2}x {:>9} {:>9} {:>6.2}x {:>9} {:>12}  {}",
                self.name,
                ec,
                sc,
                rc,
                et,
                st,
                rt,
                bc,
                bt,
                if ok { "within 3x" } else { "OUTSIDE 3x" }
            );
            ok
        }
    }

    pub fn main() {
        let args: Vec<String> = std::env::args().collect();
        let flag = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
        let juice = flag("--juice-shop").or_else(|| std::env::var("AGENTSMITH_JUICE_SHOP").ok()).map(PathBuf::from);
        let tmp = std::env::temp_dir().join(format!("agentsmith-bench-estimate-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&tmp);
        let mut rows = Vec::new();
        let mut failed = Vec::new();
        let mut push = |name: &str, r: Result<Value, String>| match r {
            Ok(spend) => rows.push(Row { name: name.to_string(), spend }),
            Err(e) => failed.push(format!("{name}: {e}")),
        };
        // fix-bug on buggy-calc, with its own scripted replies (its configuration names them).
        let calc = project(&tmp, "buggy-calc", &examples().join("buggy-calc"));
        push(
            "buggy-calc fix-bug",
            spend(&calc, None, &["fix-bug", "--ticket-file", "TICKET.md", "--no-apply"], &["spend"]),
        );
        // run on buggy-calc: a three-step plan split three ways.
        let run = project(&tmp, "buggy-calc-run", &examples().join("buggy-calc"));
        push(
            "buggy-calc run",
            spend(
                &run,
                Some(&run.join("scripted-run.yaml")),
                &["run", "Add median() to calc.py, with its test"],
                &["spend"],
            ),
        );
        // api-scan of insecure-api, reviewed (`--review`) with its scripted replies.
        let api = project(&tmp, "insecure-api", &examples().join("insecure-api"));
        push(
            "insecure-api api-scan",
            spend(
                &api,
                Some(&api.join("scripted-review.yaml")),
                &["api-scan", "openapi.yaml", "--review"],
                &["review", "spend"],
            ),
        );
        // security-scan of vulnerable-shop and juice-shop, reviewed with generic replies.
        let mut scans = vec![("vulnerable-shop review".to_string(), examples().join("vulnerable-shop"))];
        match &juice {
            Some(p) if p.is_dir() => scans.push(("juice-shop review".to_string(), p.clone())),
            Some(p) => println!("juice-shop: {} is not a folder; skipped", p.display()),
            None => println!("juice-shop: skipped (give its source with --juice-shop PATH or AGENTSMITH_JUICE_SHOP)"),
        }
        for (name, src) in scans {
            let repo = project(&tmp, &name.replace(' ', "-"), &src);
            let script = tmp.join(format!("{}.yaml", name.replace(' ', "-")));
            let findings = rule_findings(&repo, ".");
            let _ = std::fs::remove_dir_all(repo.join(".agent-smith"));
            if let Err(e) = std::fs::write(&script, generic_review(findings + 20)) {
                push(&name, Err(format!("{}: {e}", script.display())));
                continue;
            }
            push(
                &name,
                spend(
                    &repo,
                    Some(&script),
                    &["security-scan", ".", "--review", "--fail-on", "none"],
                    &["review", "spend"],
                ),
            );
        }
        println!("== the estimate against scripted runs (expected within {WITHIN}x of the spend, both ways)");
        println!(
            "   {:<26} {:>6} {:>6} {:>7} {:>9} {:>9} {:>7} {:>9} {:>12}",
            "run", "calls", "spent", "ratio", "tokens", "spent", "ratio", "bound", "bound tokens"
        );
        let within = rows.iter().map(Row::print).filter(|ok| *ok).count();
        println!("   {within} of {} within {WITHIN}x (ratio: spent over expected)", rows.len());
        for f in &failed {
            eprintln!("{f}");
        }
        let _ = std::fs::remove_dir_all(&tmp);
        if !failed.is_empty() {
            std::process::exit(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(args: &[&str]) -> Result<Choice, String> {
        parse(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn the_command_line() {
        assert!(matches!(parsed(&[]), Ok(Choice::Scan { corpora: None, runs: 5 })));
        assert!(matches!(parsed(&["--runs", "2", "--corpora", "x"]), Ok(Choice::Scan { corpora: Some(_), runs: 2 })));
        for help in [&["--help"][..], &["-h"], &["help"], &["smith", "--help"], &["--runs", "2", "-h"]] {
            assert!(matches!(parsed(help), Ok(Choice::Usage)), "{help:?}");
        }
        assert!(matches!(parsed(&["programs"]), Ok(Choice::Entry(_))));
        assert_eq!(parsed(&["nope"]).unwrap_err(), "no benchmark `nope`");
        assert!(parsed(&["smith", "extra"]).unwrap_err().contains("takes no arguments"));
        assert!(parsed(&["--runs", "zero"]).unwrap_err().contains("--runs zero"));
        assert!(parsed(&["--runs"]).unwrap_err().contains("needs a value"));
        assert!(parsed(&["--fast"]).unwrap_err().contains("unknown argument `--fast`"));
        let u = usage();
        assert!(ENTRIES.iter().all(|(name, _, _, _)| u.contains(&format!("  {name} "))), "{u}");
    }
}
