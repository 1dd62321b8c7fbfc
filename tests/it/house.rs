//! The house rules of the source itself (issue 26): no module depends on a sibling that depends
//! on it, at any depth of any crate (but the known cycles listed, which may only go), and no
//! function runs over 80 lines. Test code (files named `tests.rs` or `*_tests.rs`, and a
//! `#[cfg(test)] mod` with what follows it) is left out. Method calls across files of one
//! `impl` are no module paths, so they are not seen.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use std::sync::LazyLock;

use regex::Regex;

use crate::common::root;

static TESTS: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?m)^#\[cfg\(test\)\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s").unwrap());
static TOKENS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r##"(?s)//[^\n]*|/\*.*?\*/|b?r#".*?"#|b?r"[^"]*"|b?"(?:\\.|[^"\\])*"|b?'(?:\\.|[^'\\])'"##).unwrap()
});
static PATH: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\b((?:crate|super|self)(?:::\w+)+)").unwrap());
static BARE_PATH: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"(?:^|[^\w:])([a-z_]\w*)::(\w+)").unwrap());
static GROUP: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\buse\s+((?:crate|super|self)(?:::\w+)*)::\{([^;]*)\};").unwrap());
static INNER: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\{[^{}]*\}").unwrap());
static USES: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\buse\s+([^;]+);").unwrap());
static WORD: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\w+").unwrap());
static HEAD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"^\s*(pub(\([^)]*\))?\s+)?(const\s+)?(async\s+)?(unsafe\s+)?(extern\s+"[^"]*"\s+)?fn\s+(\w+)"#)
        .unwrap()
});

/// The longest function the house allows, in lines from its `fn` to its closing brace.
const MAX_FUNCTION_LINES: usize = 80;

/// A module's path inside its crate (`["scan", "code", "rules"]`; the crate root is empty).
type ModPath = Vec<String>;

/// The source folders of the workspace's crates: the root package's and each member's.
fn crate_sources() -> Vec<PathBuf> {
    let mut dirs = vec![root().join("src")];
    let mut members: Vec<PathBuf> = std::fs::read_dir(root().join("crates"))
        .unwrap()
        .map(|e| e.unwrap().path().join("src"))
        .filter(|p| p.is_dir())
        .collect();
    members.sort();
    dirs.extend(members);
    dirs
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn is_test_file(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name == "tests.rs" || name.ends_with("_tests.rs")
}

/// A file's code without its test module (a `#[cfg(test)] mod` at the start of a line, and
/// what follows), its comments, and its strings' and characters' text (each left as `""`), the
/// newlines kept: read left to right, so a `"` in a comment, a raw string or a `\` that goes on
/// to the next line change nothing.
fn library_code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let code = TESTS.find(&text).map_or(&text[..], |m| &text[..m.start()]);
    TOKENS
        .replace_all(code, |c: &regex::Captures| {
            let m = &c[0];
            let newlines = "\n".repeat(m.matches('\n').count());
            if m.starts_with("//") || m.starts_with("/*") { newlines } else { format!("\"\"{newlines}") }
        })
        .into_owned()
}

fn module_of(src: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: ModPath = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    if parts.last().is_some_and(|p| matches!(p.as_str(), "lib" | "main" | "mod")) {
        parts.pop();
    }
    parts
}

/// The paths a file names through `crate::`, `super::` and `self::`, with each item of a `use`
/// group (`use super::{a, b::c};` names `super::a` and `super::b`), and the bare paths a glob
/// import lets it write (`call::root_name` after `use super::*;`: `self::call` or
/// `super::call`, whichever is a module).
fn named_paths(code: &str) -> Vec<String> {
    let mut out: Vec<String> = PATH.captures_iter(code).map(|c| c[1].to_string()).collect();
    // (Not a name the file imports from another crate: `use regex_syntax::ast;` then `ast::..`.
    // A relative `use` of the crate's own child, `use eval::{..}`, is dropped too: a parent's
    // paths to its children are no sibling edges anyway.)
    let external: BTreeSet<&str> = USES
        .captures_iter(code)
        .filter_map(|c| c.get(1))
        .filter(|u| !["crate", "super", "self"].iter().any(|p| u.as_str().starts_with(p)))
        .flat_map(|u| WORD.find_iter(u.as_str()).map(|w| w.as_str()))
        .collect();
    for c in BARE_PATH.captures_iter(code).filter(|c| !matches!(&c[1], "crate" | "super" | "self")) {
        if !external.contains(&c[1]) {
            out.push(format!("{}{}::{}", BARE, &c[1], &c[2]));
        }
    }
    for c in GROUP.captures_iter(code) {
        let items = INNER.replace_all(&c[2], "").into_owned();
        for item in items.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            let first = item.split("::").next().unwrap_or(item).split_whitespace().next().unwrap_or("");
            out.push(format!("{}::{first}", &c[1]));
        }
    }
    out
}

/// How [`named_paths`] marks a bare path: a child module of the one it is written in, else a
/// sibling; never an external crate's.
const BARE: &str = "bare:";

/// The module of the crate a path `p` written in module `at` leads to: its longest known prefix.
fn resolve(at: &[String], p: &str, modules: &BTreeSet<ModPath>) -> Option<ModPath> {
    if let Some(rest) = p.strip_prefix(BARE) {
        let first = rest.split("::").next().unwrap_or(rest);
        let child = [at, &[first.to_string()]].concat();
        let sibling = [&at[..at.len().saturating_sub(1)], &[first.to_string()]].concat();
        return [child, sibling].into_iter().find(|m| !at.is_empty() && modules.contains(m) && *m != at);
    }
    let mut parts = p.split("::").peekable();
    let mut full: ModPath = at.to_vec();
    if parts.peek() == Some(&"crate") {
        parts.next();
        full.clear();
    }
    while let Some(&part) = parts.peek() {
        match part {
            "super" => drop(full.pop()),
            "self" => {}
            _ => break,
        }
        parts.next();
    }
    full.extend(parts.map(String::from));
    (0..=full.len()).rev().map(|k| full[..k].to_vec()).find(|m| modules.contains(m))
}

/// Every module of one crate with the modules its code names (other than itself).
fn module_uses(src: &Path) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let modules: BTreeSet<ModPath> = files.iter().map(|f| module_of(src, f)).collect();
    let mut uses = BTreeMap::new();
    for file in files.iter().filter(|f| !is_test_file(f)) {
        let at = module_of(src, file);
        let named = named_paths(&library_code(file))
            .iter()
            .filter_map(|p| resolve(&at, p, &modules))
            .filter(|m| *m != at)
            .collect();
        uses.insert(at, named);
    }
    uses
}

/// The sibling modules under `parent` that reach each other through what their code names.
fn sibling_cycles(parent: &[String], uses: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Vec<Vec<String>> {
    let child = |m: &ModPath| (m.len() > parent.len() && m[..parent.len()] == *parent).then(|| m[parent.len()].clone());
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, targets) in uses {
        let Some(a) = child(from) else { continue };
        for b in targets.iter().filter_map(child).filter(|b| *b != a) {
            edges.entry(a.clone()).or_default().insert(b);
        }
    }
    let reach = |start: &String| {
        let (mut seen, mut todo) = (BTreeSet::new(), vec![start.clone()]);
        while let Some(n) = todo.pop() {
            for next in edges.get(&n).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let mut cycles: BTreeSet<Vec<String>> = BTreeSet::new();
    for a in edges.keys() {
        let from_a = reach(a);
        let mut comp: Vec<String> = from_a.iter().filter(|b| *b != a && reach(b).contains(a)).cloned().collect();
        if !comp.is_empty() {
            comp.push(a.clone());
            comp.sort();
            cycles.insert(comp);
        }
    }
    cycles.into_iter().collect()
}

/// Cycles known and not yet broken, as the test reports them: a new one fails the test, and so
/// does one of these once it is gone (remove it here).
const KNOWN_CYCLES: &[&str] = &[];

#[test]
fn no_module_depends_on_a_sibling_that_depends_on_it() {
    let mut found = Vec::new();
    for src in crate_sources() {
        let uses = module_uses(&src);
        let parents: BTreeSet<ModPath> =
            uses.keys().filter(|m| !m.is_empty()).map(|m| m[..m.len() - 1].to_vec()).collect();
        for parent in &parents {
            for cycle in sibling_cycles(parent, &uses) {
                found.push(format!("{}: under `{}`: {}", src.display(), parent.join("::"), cycle.join(" <-> ")));
            }
        }
    }
    let known = |f: &String| KNOWN_CYCLES.iter().any(|k| f.ends_with(k));
    let new: Vec<&String> = found.iter().filter(|f| !known(f)).collect();
    let gone: Vec<&&str> = KNOWN_CYCLES.iter().filter(|k| !found.iter().any(|f| f.ends_with(**k))).collect();
    assert!(new.is_empty(), "module cycles (move what both need below them):\n{new:#?}");
    assert!(gone.is_empty(), "known cycles no longer there (remove them from KNOWN_CYCLES): {gone:?}");
}

/// The functions of a file longer than the house allows: (line of its `fn`, name, lines).
fn long_functions(code: &str) -> Vec<(usize, String, usize)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(name) = HEAD.captures(line).map(|c| c[7].to_string()) else { continue };
        let mut depth = 0i32;
        let mut opened = false;
        for (j, body) in lines.iter().enumerate().skip(i) {
            for ch in body.chars() {
                match ch {
                    '{' => (depth, opened) = (depth + 1, true),
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            if (!opened && body.trim_end().ends_with(';')) || (opened && depth <= 0) {
                if opened && j + 1 - i > MAX_FUNCTION_LINES {
                    out.push((i + 1, name.clone(), j + 1 - i));
                }
                break;
            }
        }
    }
    out
}

#[test]
fn no_function_runs_over_80_lines() {
    let mut found = Vec::new();
    for src in crate_sources() {
        let mut files = Vec::new();
        rust_files(&src, &mut files);
        for file in files.iter().filter(|f| !is_test_file(f)) {
            for (line, name, n) in long_functions(&library_code(file)) {
                found.push(format!("{}:{line}: `{name}` is {n} lines", file.display()));
            }
        }
    }
    assert!(found.is_empty(), "functions over {MAX_FUNCTION_LINES} lines (split them):\n{}", found.join("\n"));
}

#[test]
fn the_house_checks_find_what_they_look_for() {
    let uses: BTreeMap<ModPath, BTreeSet<ModPath>> = [
        (vec!["a".to_string()], BTreeSet::from([vec!["b".to_string()]])),
        (vec!["b".to_string(), "inner".to_string()], BTreeSet::from([vec!["a".to_string()]])),
        (vec!["c".to_string()], BTreeSet::from([vec!["a".to_string()]])),
    ]
    .into();
    assert_eq!(sibling_cycles(&[], &uses), vec![vec!["a".to_string(), "b".to_string()]]);
    let modules: BTreeSet<ModPath> = [vec![], vec!["x".into()], vec!["x".into(), "y".into()]].into();
    assert_eq!(resolve(&["x".into(), "y".into()], "super::super::x::Item", &modules), Some(vec!["x".into()]));
    let named = named_paths("use super::{a::B, c};\nfn f() { call::root_name(); }");
    assert!(named.contains(&"super::a".to_string()) && named.contains(&"super::c".to_string()), "{named:?}");
    let at: ModPath = vec!["x".into(), "y".into()];
    let siblings: BTreeSet<ModPath> = [vec!["x".into()], at.clone(), vec!["x".into(), "call".into()]].into();
    let bare = named.iter().find(|p| p.contains("root_name")).unwrap();
    assert_eq!(resolve(&at, bare, &siblings), Some(vec!["x".into(), "call".into()]));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a.rs");
    std::fs::write(
        &file,
        "struct S {\n    #[cfg(test)]\n    f: u8,\n}\nfn g() { let u = \"http://x\"; }\n#[cfg(test)]\nmod tests {}\n",
    )
    .unwrap();
    let code = library_code(&file);
    assert!(code.contains("fn g() { let u = \"\"; }") && !code.contains("mod tests"), "{code}");
    // A `"` in a comment, a raw string and a string going on past its line's end hide no code.
    std::fs::write(
        &file,
        "// a \" quote\nfn r() { let s = r#\"x\"y\"#; }\nfn c() { let s = \"a\\\n b\"; }\nfn h() {}\n",
    )
    .unwrap();
    let code = library_code(&file);
    assert!(code.contains("fn r() { let s = \"\"; }") && code.contains("fn h() {}"), "{code}");
    assert_eq!(code.lines().count(), 5, "{code}");
    let long = format!("fn big() {{\n{}}}\nfn small() {{ let s = \"}}\"; }}\n", "    x();\n".repeat(80));
    std::fs::write(&file, long).unwrap();
    assert_eq!(long_functions(&library_code(&file)), vec![(1, "big".to_string(), 82)]);
}
