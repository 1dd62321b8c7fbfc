//! Property tests: no input makes the parsers or the scanner panic.

use std::path::Path;

use proptest::prelude::*;

use agentsmith::catalog::{parse_role, parse_selection};
use agentsmith::scan::Scanner;

/// Text that looks a little like YAML or code: mostly printable, with the characters that
/// steer the parsers.
fn texty() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just(":".to_string()),
            Just("\n".to_string()),
            Just("  ".to_string()),
            Just("- ".to_string()),
            Just("\"".to_string()),
            Just("'".to_string()),
            Just("`".to_string()),
            Just("{".to_string()),
            Just("}".to_string()),
            Just("(".to_string()),
            Just(")".to_string()),
            Just("[".to_string()),
            Just("]".to_string()),
            Just("#".to_string()),
            Just("//".to_string()),
            Just("/*".to_string()),
            Just("${".to_string()),
            Just("name".to_string()),
            Just("rules".to_string()),
            Just("roles".to_string()),
            Just("eval".to_string()),
            Just("request.args".to_string()),
            Just("def f(x):".to_string()),
            Just("=".to_string()),
            Just("&a".to_string()),
            Just("*a".to_string()),
            "[ -~]{0,8}",
            "\\PC{0,3}",
        ],
        0..60,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn role_and_selection_parsers_never_panic(src in texty()) {
        let _ = parse_role(Path::new("r.yaml"), "r", &src);
        let _ = parse_selection(Path::new("skills.yaml"), Path::new("/repo"), &src);
    }

    #[test]
    fn scanner_never_panics(src in texty(), ext in prop_oneof![Just("py"), Just("js"), Just("java"), Just("go"), Just("yaml"), Just("txt")]) {
        let scanner = scanner();
        let _ = scanner.scan_text(&format!("f.{ext}"), &src);
    }
}

fn scanner() -> &'static Scanner {
    static SCANNER: std::sync::OnceLock<Scanner> = std::sync::OnceLock::new();
    SCANNER.get_or_init(|| Scanner::builtin().unwrap())
}
