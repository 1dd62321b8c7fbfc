//! Scanner benchmark: scans the public corpora in `../shared/bench` with the `agentsmith` binary
//! built beside this one, scores the SARIF with the corpus's `score.py`, and prints precision,
//! recall and F1 next to the reference tools', with wall time, files/s and MB/s.
//!
//!     cargo build --release && cargo run --release -p agentsmith-bench [-- --corpora DIR --runs N]
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
//! `bench programs [DIR]` scans our own labelled programs in `tests/programs` (or in DIR, laid out
//! the same: `<language>/<category>/{vuln,safe}_*`) in-process and prints,
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
//!
//! This file reads the command line and dispatches; each benchmark lives in its own module.

mod cache;
mod common;
mod copies;
mod debate;
mod early_stop;
mod estimate;
mod llm;
mod programs;
mod sandbox;
mod scanner;
mod smith;

use std::path::PathBuf;

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
    (
        "programs",
        "our labelled programs (tests/programs, or DIR laid out alike): recall, precision, Youden's index",
        "[DIR]",
        programs::main,
    ),
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
    s.push_str("\nBuild first: cargo build --release && cargo run --release -p agentsmith-bench -- [ARGS]\n");
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
    // Output piped into `head` ends the bench quietly, as other command-line tools do, instead
    // of a panic on the next print.
    // SAFETY: restoring a signal's default action, before any thread starts.
    #[cfg(unix)]
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse(&args) {
        Ok(Choice::Usage) => print!("{}", usage()),
        Ok(Choice::Entry(run)) => run(),
        Ok(Choice::Scan { corpora, runs }) => scanner::main(corpora, runs),
        Err(e) => {
            eprint!("bench: {e}\n\n{}", usage());
            std::process::exit(2);
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
