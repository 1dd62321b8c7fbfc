//! Small helpers every layer uses: atomic file writes and the time in UTC.

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

/// A different temporary name for every write of this process, so that two threads writing
/// the same file never share one.
static WRITES: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `path` atomically: a temporary file beside it, then a rename. A reader sees
/// the old content or the new, never half of one.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomic_with(path, |w| w.write_all(bytes))
}

/// Writes to `path` atomically what `fill` writes, for content too large to hold whole: a
/// temporary file beside it, then a rename. Nothing is left behind when `fill` fails.
pub fn write_atomic_with(
    path: &Path,
    fill: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    use std::io::Write as _;
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_else(|| "out".into());
    let n = WRITES.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(".{name}.tmp-{}-{n}", std::process::id()));
    let written = std::fs::File::create(&tmp).and_then(|file| {
        let mut w = std::io::BufWriter::new(file);
        fill(&mut w)?;
        w.flush()
    });
    written.and_then(|()| std::fs::rename(&tmp, path)).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// Seconds and milliseconds since the epoch.
fn now() -> (u64, u32) {
    let d = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    (d.as_secs(), d.subsec_millis())
}

/// `secs` since the epoch as a civil date and time (Howard Hinnant's algorithm).
fn civil(secs: u64) -> (u64, u64, u64, u64, u64, u64) {
    let (days, rem) = (secs / 86_400, secs % 86_400);
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + u64::from(m <= 2);
    (y, m, d, rem / 3600, rem % 3600 / 60, rem % 60)
}

/// The current time, as `2026-11-30T05:40:12Z`.
pub fn utc_now() -> String {
    let (y, m, d, h, min, s) = civil(now().0);
    format!("{y:04}-{m:02}-{d:02}T{h:02}:{min:02}:{s:02}Z")
}

/// The current time with milliseconds, as `2026-11-30T05:40:12.345Z` (events).
pub fn utc_now_ms() -> String {
    let (secs, ms) = now();
    let (y, m, d, h, min, s) = civil(secs);
    format!("{y:04}-{m:02}-{d:02}T{h:02}:{min:02}:{s:02}.{ms:03}Z")
}

/// The current time without separators, for run ids: `20261130T054012Z`.
pub fn utc_compact() -> String {
    utc_now().replace(['-', ':'], "")
}

/// `text` with its first letter in capitals (a phrase made the start of a sentence).
pub fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// `text` cut to at most `max` characters, with `…` when it was cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() > max {
        format!("{}…", text.chars().take(max).collect::<String>())
    } else {
        text.to_string()
    }
}

/// Letters, digits and spaces only, lower case, single-spaced: what two texts are compared by
/// when only their words matter (does an answer repeat its prompt?).
pub fn plain_words(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { ' ' })
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether `answer` only repeats `prompt`: it is a piece of the prompt (four words or more), or
/// it quotes eight words or more of it in a row and has next to nothing of its own (at most a
/// fifth of its words are not the prompt's).
pub fn repeats(answer: &str, prompt: &str) -> bool {
    let (a, p) = (plain_words(answer), plain_words(prompt));
    let words: Vec<&str> = a.split(' ').filter(|w| !w.is_empty()).collect();
    if words.len() < 4 {
        return false;
    }
    if p.contains(&a) {
        return true;
    }
    let quotes = words.windows(8).any(|w| p.contains(&w.join(" ")));
    let vocabulary: std::collections::HashSet<&str> = p.split(' ').collect();
    let own = words.iter().filter(|w| !vocabulary.contains(*w)).count();
    quotes && own * 5 <= words.len()
}

/// Whether `answer` is mostly one thing said over and over (what a small model falls into):
/// twenty lines or more, of which fewer than a fifth are different.
pub fn degenerate(answer: &str) -> bool {
    let lines: Vec<&str> = answer.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let distinct: std::collections::HashSet<&str> = lines.iter().copied().collect();
    lines.len() >= 20 && distinct.len() * 5 < lines.len()
}

/// `n` and the noun, plural unless `n` is 1: `count(1, "role")` is "1 role", `count(3, "category")`
/// "3 categories".
pub fn count<N: Copy + std::fmt::Display + TryInto<u64>>(n: N, noun: &str) -> String {
    if n.try_into().ok() == Some(1) {
        return format!("1 {noun}");
    }
    let plural = match noun.strip_suffix('y') {
        Some(stem) if !stem.ends_with(['a', 'e', 'o', 'u']) => format!("{stem}ies"),
        _ if noun.ends_with(['s', 'x']) || noun.ends_with("ch") || noun.ends_with("sh") => format!("{noun}es"),
        _ => format!("{noun}s"),
    };
    format!("{n} {plural}")
}

/// Folders never surveyed nor scanned as the project's own code: tool state and third-party code.
pub const SKIPPED_DIRS: &[&str] = &[
    ".git",
    ".hg",
    ".svn",
    ".agent-smith",
    "node_modules",
    "vendor",
    "target",
    "__pycache__",
    ".venv",
    "venv",
    ".tox",
    "dist",
    "build",
    ".next",
    ".terraform",
];

/// Whether a path (relative, `/`-separated) is test code, fixtures or test data, by the
/// conventions of the languages we read: test folders (`tests/`, `__tests__/`, `spec/`,
/// `testdata/`, `fixtures/`, `__snapshots__/`, ...), and test files (`test_x.py`, `x_test.go`,
/// `x_test.rs`, `x.test.ts`, `XTest.java`, `conftest.py`, ...). One rule for the scanner (test
/// code is reported at low severity), the verification (the tests a change adds) and the surveys.
pub fn is_test_path(path: &str) -> bool {
    const DIRS: &[&str] = &[
        "test",
        "tests",
        "__tests__",
        "spec",
        "specs",
        "testdata",
        "fixtures",
        "__fixtures__",
        "__mocks__",
        "__snapshots__",
        "testing",
    ];
    const SUFFIXES: &[&str] = &["_test.go", "_test.py", "_test.rs", "_spec.rb", "_test.rb"];
    const JAVA_LIKE: &[&str] = &["Test.java", "Tests.java", "Test.kt", "Tests.kt", "Tests.cs"];
    let lower = path.to_ascii_lowercase();
    let mut segments: Vec<&str> = lower.split('/').collect();
    let name = segments.pop().unwrap_or("");
    let original = path.rsplit('/').next().unwrap_or(path);
    segments.iter().any(|d| DIRS.contains(d))
        || name.starts_with("test_")
        || name == "conftest.py"
        || SUFFIXES.iter().any(|s| name.ends_with(s))
        || test_named_code(name)
        || JAVA_LIKE.iter().any(|s| original.ends_with(s) && original.len() > s.len())
}

/// `x.test.ts`, `x.spec.js`, `x.test.py`, `app.e2e-spec.ts`, `login.cy.ts`: code named as a
/// test. Not data (`api.spec.yaml` is an OpenAPI spec, `settings.test.json` a configuration): a
/// secret in it is the project's own.
fn test_named_code(name: &str) -> bool {
    const CODE: &[&str] = &[
        "js", "jsx", "ts", "tsx", "mjs", "cjs", "mts", "cts", "vue", "svelte", "py", "pyw", "rb", "go", "rs", "java",
        "kt", "php", "cs", "swift", "dart",
    ];
    let ext = name.rsplit_once('.').map_or("", |(_, e)| e);
    // `.e2e-spec.`: Angular's end-to-end tests; `.cy.`: Cypress's.
    CODE.contains(&ext) && [".test.", ".spec.", ".e2e-spec.", ".cy."].iter().any(|s| name.contains(s))
}

#[cfg(test)]
mod tests {

    #[test]
    fn test_paths_one_rule() {
        use super::is_test_path;
        for p in [
            "tests/test_calc.py",
            "test_calc.py",
            "pkg/calc_test.go",
            "src/calc_test.rs",
            "web/App.test.tsx",
            "web/api.spec.mjs",
            "web/__snapshots__/Button.test.tsx.snap",
            "tools/helper.test.pyw",
            "e2e/app.e2e-spec.ts",
            "cypress/e2e/login.cy.ts",
            "src/test/java/FooTest.java",
            "conftest.py",
            "pkg/testdata/input.json",
            "app/fixtures/users.yaml",
            "ui/__mocks__/api.js",
        ] {
            assert!(is_test_path(p), "{p}");
        }
        for p in [
            "calc.py",
            "src/lib.rs",
            "contest.py",
            "latest/app.py",
            "src/attestation.rs",
            "Test.java",
            // Data named like tests is the project's own: a key in an OpenAPI spec is no fixture.
            "api/openapi.spec.yaml",
            "config/settings.test.json",
        ] {
            assert!(!is_test_path(p), "{p}");
        }
    }
    /// A write that fails half-way leaves the old file as it was and no temporary file.
    #[test]
    fn a_failed_streamed_write_leaves_the_old_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("report.json");
        crate::util::write_atomic(&path, b"old").unwrap();
        let r = crate::util::write_atomic_with(&path, |w| {
            w.write_all(b"half of a new report")?;
            Err(std::io::Error::other("disk full"))
        });
        assert!(r.is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        crate::util::write_atomic_with(&path, |w| w.write_all(b"new")).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
    }

    #[test]
    fn counts_are_plural_unless_one() {
        assert_eq!(crate::util::count(1usize, "role"), "1 role");
        assert_eq!(crate::util::count(0usize, "role"), "0 roles");
        assert_eq!(crate::util::count(2u64, "category"), "2 categories");
        assert_eq!(crate::util::count(1u8, "category"), "1 category");
        assert_eq!(crate::util::count(3u32, "day"), "3 days");
        assert_eq!(crate::util::count(2usize, "match"), "2 matches");
    }

    #[test]
    fn an_answer_that_repeats_its_prompt() {
        use crate::util::repeats;
        let task = "# Say hello\n\nGreet the whole team politely in the channel today.";
        let prompt = format!("You are smith-root.\n{task}\nAnswer with a summary of what you did in calc.py.");
        assert!(repeats(task, &prompt), "the task echoed");
        assert!(repeats("Greet the whole team politely", &prompt), "a piece of it");
        assert!(repeats("Sure! Greet the whole team politely in the channel today.", &prompt));
        assert!(!repeats("Posted a greeting in #general; three people answered.", &prompt));
        assert!(!repeats("Done.", &prompt), "too short to tell");
        assert!(!repeats("Fixed the divisor in calc.py", &prompt), "terse, but its own");
        let long = "I greeted the whole team politely in the channel today, as asked: the message went to #general at 9:00 and everyone saw it, and two colleagues replied with questions I answered.";
        assert!(!repeats(long, &prompt), "the task's words among much of its own");
    }

    #[test]
    fn an_answer_that_repeats_itself() {
        use crate::util::degenerate;
        assert!(degenerate(&"TaskID\n\n# TaskID\n".repeat(30)));
        let list: String = (1..=40).map(|i| format!("- item {i}\n")).collect();
        assert!(!degenerate(&list), "a long list of different lines");
        assert!(!degenerate("ok\nok\nok"), "too short to tell");
    }

    #[test]
    fn time_formats() {
        let t = crate::util::utc_now();
        assert_eq!(t.len(), 20);
        assert!(t.ends_with('Z') && t.starts_with("20"));
        assert_eq!(super::utc_now_ms().len(), 24);
        assert_eq!(super::civil(0), (1970, 1, 1, 0, 0, 0));
        assert_eq!(super::civil(951_782_400), (2000, 2, 29, 0, 0, 0));
    }

    #[test]
    fn concurrent_atomic_writes_of_one_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.txt");
        std::thread::scope(|s| {
            for i in 0..8 {
                let path = &path;
                s.spawn(move || super::write_atomic(path, format!("{i}").as_bytes()).unwrap());
            }
        });
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
