//! Embeds the scan rules (`config/rules/`), keyed `rules/...` as under `config/`.

include!("../../build/embed.rs");

fn main() {
    let mut code = String::new();
    table(&mut code, "RULE_FILES", "config/rules", "config", false, &is_data);
    write_out("rules.rs", &code);
}
