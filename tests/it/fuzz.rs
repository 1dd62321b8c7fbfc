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

/// Assignments of credentials with multi-byte characters inside, before and after the value:
/// the secret rules match bytes, so a match may begin or end inside a character.
fn secretish() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just("password = \"".to_string()),
            Just("api_key: ".to_string()),
            Just("DB_PASSWORD=".to_string()),
            Just("postgres://user:".to_string()),
            Just("@db.example.com/app".to_string()),
            Just("AKIA".to_string()),
            Just("ghp_".to_string()),
            Just("\"\n".to_string()),
            Just("é".to_string()),
            Just("пароль".to_string()),
            Just("🔑".to_string()),
            "[A-Za-z0-9]{1,24}",
            "\\PC{1,6}",
        ],
        0..40,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn secrets_among_multibyte_characters_never_panic_and_stay_whole(src in secretish()) {
        for f in scanner().scan_text("config.env", &src) {
            // Every snippet is text of the file's lines, masked: never a cut character.
            prop_assert!(f.start_line >= 1 && f.end_line >= f.start_line);
            let cut = f.snippet.contains(char::REPLACEMENT_CHARACTER) && !src.contains(char::REPLACEMENT_CHARACTER);
            prop_assert!(!cut, "a cut character in {:?}", f.snippet);
        }
    }
}

/// Fragments of OpenAPI documents, in any order and nesting: paths, operations, parameters,
/// schemas and references that may or may not resolve, or loop.
fn spec_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("\n".to_string()),
        Just("  ".to_string()),
        Just("    ".to_string()),
        Just("- ".to_string()),
        Just("paths:".to_string()),
        Just("/users/{id}:".to_string()),
        Just("get:".to_string()),
        Just("post:".to_string()),
        Just("security: []".to_string()),
        Just("security: [{}]".to_string()),
        Just("parameters:".to_string()),
        Just("{ name: id, in: query, schema: { type: string } }".to_string()),
        Just("requestBody:".to_string()),
        Just("content:".to_string()),
        Just("application/json:".to_string()),
        Just("schema:".to_string()),
        Just("type: array".to_string()),
        Just("items:".to_string()),
        Just("properties:".to_string()),
        Just("is_admin: { type: boolean }".to_string()),
        Just("$ref: '#/components/schemas/A'".to_string()),
        Just("$ref: '#/components/schemas/B'".to_string()),
        Just("$ref: '#/'".to_string()),
        Just("$ref: '#/components/schemas/A/properties/x'".to_string()),
        Just("components:".to_string()),
        Just("schemas:".to_string()),
        Just("A:".to_string()),
        Just("B:".to_string()),
        Just("allOf:".to_string()),
        Just("servers:".to_string()),
        Just("- url: http://x".to_string()),
        Just("securitySchemes:".to_string()),
        Just("responses:".to_string()),
        Just("'500': { description: x }".to_string()),
        Just("&a".to_string()),
        Just("*a".to_string()),
        "[ -~]{0,6}",
        "\\PC{0,2}",
    ];
    (
        prop_oneof![Just("openapi: 3.0.3\n"), Just("swagger: '2.0'\n"), Just("{\"openapi\": \"3.1.0\", ")],
        proptest::collection::vec(piece, 0..80),
    )
        .prop_map(|(head, parts)| format!("{head}{}", parts.concat()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn api_spec_reader_and_checks_never_panic(src in spec_like()) {
        let rules = agentsmith::apiscan::rules().unwrap();
        if let Ok(spec) = agentsmith::apiscan::Spec::parse(Path::new("api.yaml"), "api.yaml", src) {
            let _ = agentsmith::apiscan::check(&spec, &rules);
        }
    }
}

fn scanner() -> &'static Scanner {
    static SCANNER: std::sync::OnceLock<Scanner> = std::sync::OnceLock::new();
    SCANNER.get_or_init(|| Scanner::builtin().unwrap())
}
