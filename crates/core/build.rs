//! Embeds the roles, the trigger vocabulary and the templates, so an installed `agentsmith`
//! needs no files beside it (the scan rules are the scanner's: `crates/scan/build.rs`).

include!("../../build/embed.rs");

fn main() {
    let mut code = String::new();
    let rules = repository().join("config").join("rules");
    table(&mut code, "CONFIG_FILES", "config", "config", false, &|p| is_data(p) && !p.starts_with(&rules));
    table(&mut code, "TEMPLATE_FILES", "templates", "templates", false, &is_data);
    write_out("embedded.rs", &code);
}
