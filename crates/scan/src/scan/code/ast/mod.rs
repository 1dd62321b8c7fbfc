//! The code scanner on syntax trees: each file is parsed by its tree-sitter grammar, lowered to
//! one program form for every language (`ir`), and analysed by data flow over each function's
//! control flow (`interp`). Comments and docstrings come from the tree.

mod fields;
mod go;
mod go_state;
mod interp;
mod ir;
mod java;
mod javascript;
mod lower;
mod python;
mod rust;
mod value;

use std::cell::RefCell;
use std::collections::HashMap;

pub use interp::{Carried, CodeHit, Entry, Escape, Inbound, Links, run};
pub use ir::{Module, Span};

use crate::scan::code::models::Models;
use crate::scan::lex::Lang;

thread_local! {
    /// One parser per language and thread, reused from file to file.
    static PARSERS: RefCell<HashMap<Lang, tree_sitter::Parser>> = RefCell::new(HashMap::new());
}

/// The grammar of a language the tree analysis covers.
fn grammar(lang: Lang) -> Option<tree_sitter::Language> {
    Some(match lang {
        Lang::Python => tree_sitter_python::LANGUAGE.into(),
        Lang::Rust => tree_sitter_rust::LANGUAGE.into(),
        // TSX reads JavaScript, JSX and TypeScript alike (the file's dialect is not known here).
        Lang::Javascript => tree_sitter_typescript::LANGUAGE_TSX.into(),
        Lang::Go => tree_sitter_go::LANGUAGE.into(),
        Lang::Java => tree_sitter_java::LANGUAGE.into(),
        _ => return None,
    })
}

/// The file lowered to the program form, when its language has a syntax-tree analysis; the
/// lowering reads the language's `models`.
pub fn parse(lang: Lang, src: &str, models: &Models) -> Option<Module> {
    let language = grammar(lang)?;
    let tree = PARSERS.with(|p| {
        let mut parsers = p.borrow_mut();
        let parser = match parsers.entry(lang) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(v) => {
                let mut parser = tree_sitter::Parser::new();
                parser.set_language(&language).ok()?;
                v.insert(parser)
            }
        };
        parser.parse(src, None)
    });
    // A language with a lowering never falls back to the token engine.
    let Some(tree) = tree else { return (lang == Lang::Rust).then(Module::default) };
    let root = tree.root_node();
    let mut m = match lang {
        Lang::Python => python::lower(src, models, root),
        Lang::Rust => rust::lower(src, models, root),
        Lang::Javascript => javascript::lower(src, models, root),
        Lang::Go => go::lower(src, models, root),
        Lang::Java => java::lower(src, models, root),
        _ => return None,
    };
    // Comments are wherever the grammar puts them (between a header and its block, inside
    // argument lists): every comment node of the tree.
    let mut cursor = root.walk();
    loop {
        let node = cursor.node();
        if node.kind().contains("comment") {
            m.comments.push(Span { start: node.start_byte(), end: node.end_byte() });
        }
        if !node.kind().contains("comment") && cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                m.comments.sort_by_key(|s| s.start);
                m.comments.dedup();
                return Some(m);
            }
        }
    }
}

/// The file lowered with the built-in models of its language (for tests of the lowerings).
#[cfg(test)]
pub fn parse_builtin(lang: Lang, src: &str) -> Option<Module> {
    let rules = crate::scan::code::CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
    parse(lang, src, rules.models_of(lang))
}

/// The source with every comment blanked (line breaks kept).
pub fn mask_comments(src: &str, comments: &[Span]) -> String {
    let mut out = src.as_bytes().to_vec();
    for s in comments {
        if let Some(bytes) = out.get_mut(s.start..s.end) {
            for c in bytes.iter_mut().filter(|c| **c != b'\n') {
                *c = b' ';
            }
        }
    }
    // Blanking whole multi-byte characters keeps the text valid UTF-8.
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// The name of the innermost function around byte `offset`, where a function written inline
/// as one expression without a name is part of the one around it (`const newToken = () =>
/// Array.from(.., () => Math.random())` is in `newToken`); one with a body of its own (a route's
/// callback) is not. (Not its class's name: `SessionPool`'s host pick is no session secret, and
/// `UserCache`'s password hash no cache key.)
pub fn function_at(m: &Module, offset: usize) -> &str {
    let at = Span { start: offset, end: offset + 1 };
    let own = |f: &ir::Function| f.name != ir::LAMBDA || f.value.is_none();
    innermost_function(m, at, &own).map_or("", |f| f.name.as_str())
}

/// The innermost function of the module (not its top level, `funcs[0]`) that holds `span` and
/// meets `which`.
pub fn innermost_function<'m>(
    m: &'m Module,
    span: Span,
    which: &dyn Fn(&ir::Function) -> bool,
) -> Option<&'m ir::Function> {
    m.funcs
        .iter()
        .skip(1)
        .filter(|f| f.span.start <= span.start && span.end <= f.span.end && which(f))
        .min_by_key(|f| f.span.end - f.span.start)
}
