//! Embeds the built-in eval suites (`suites/<name>/...`: every file of each task, as bytes).

include!("build/embed.rs");

fn main() {
    let mut code = String::new();
    let root = repository().join("suites");
    // The suites' own files, not the folder's README and checker.
    table(&mut code, "SUITE_FILES", "suites", "suites", true, &|p| p.is_dir() || p.parent().is_some_and(|d| d != root));
    write_out("suites.rs", &code);
}
