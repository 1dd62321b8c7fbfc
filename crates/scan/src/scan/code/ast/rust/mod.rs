//! Rust's syntax tree (tree-sitter-rust) lowered to the analysis's program form.
//!
//! Rust is made of expressions: a block's last expression is its value. `if`, `match`, blocks
//! and closures met in value position are lowered as statements that assign a temporary and run
//! just before the statement that uses it; a function body's last expression is returned.
//! Closures run in place (they may or may not run) with their parameters bound to what the
//! method they are given to holds (`opt.map(|v| ...)`: `v` is `opt`'s content). Macros take token
//! trees: their arguments are parsed again as expressions, and `format!`-like strings become
//! [`ExprKind::Format`] (inline captures `{name}` included).

use tree_sitter::Node;

use super::ir::*;
use super::lower::{Lower, binop, float_kind, int_kind, int_literal, named, unescape};
use crate::scan::code::models::{Fold, Makes, Models, Word, WritesTo};

mod expr;
mod flow;
mod macros;

use expr::*;
use flow::*;
use macros::*;

pub fn lower(src: &str, models: &Models, root: Node<'_>) -> Module {
    let mut r = Rs {
        l: Lower::new(src, models, |l, n| l.opaque(n)),
        pending: Vec::new(),
        temps: 0,
        closures: Vec::new(),
        renames: Vec::new(),
        in_trait: false,
        impl_attrs: Vec::new(),
        parser: None,
        macros: 0,
        structs_read: std::collections::HashSet::new(),
    };
    // The structures first: a literal of one written before it (`Tile { zoom: .. }`) reads
    // its fields' types.
    structs(&mut r, root);
    let mut body = Vec::new();
    items(&mut r, root, &mut body);
    r.l.finish(body)
}

/// A name given a type (`type Counters = Arc<Mutex<HashMap<String, u64>>>`), without generic
/// parameters of its own; an empty text for a name given two types.
fn type_alias(r: &mut Rs<'_>, n: Node<'_>) {
    let (Some(name), Some(ty)) = (n.child_by_field_name("name"), n.child_by_field_name("type")) else { return };
    if n.child_by_field_name("type_parameters").is_some() {
        return;
    }
    let (name, ty) = (r.l.text(name).to_string(), r.l.text(ty).to_string());
    let known = r.l.m.type_aliases.get(&name).is_some_and(|t| *t != ty);
    r.l.m.type_aliases.insert(name, if known { String::new() } else { ty });
}

/// The structures declared at the top level and in modules ([`struct_fields`]).
fn structs(r: &mut Rs<'_>, n: Node<'_>) {
    if !r.l.enter() {
        return;
    }
    for k in named(n) {
        match k.kind() {
            "struct_item" => {
                r.structs_read.insert(k.id());
                struct_fields(r, k);
            }
            "mod_item" | "foreign_mod_item" => {
                if let Some(b) = k.child_by_field_name("body") {
                    structs(r, b);
                }
            }
            "declaration_list" => structs(r, k),
            _ => {}
        }
    }
    r.l.leave();
}

struct Rs<'a> {
    l: Lower<'a>,
    /// Statements that the expression being lowered needs run first (blocks, `if`, `match` and
    /// closures in value position).
    pending: Vec<Stmt>,
    temps: usize,
    /// Per closure or async block being lowered: the temporary its value goes to (a `return`
    /// in it ends the closure, not the function).
    closures: Vec<String>,
    /// Closure parameters read under a temporary's name while their closure's test is lowered
    /// in place (see `closure_test`).
    renames: Vec<(String, String)>,
    /// Whether the items being lowered are a trait's (where `Self` is any type implementing
    /// it), not an `impl`'s.
    in_trait: bool,
    /// For macro arguments, parsed again as expressions.
    parser: Option<tree_sitter::Parser>,
    /// Macros being parsed again, one inside another: each level costs a parse and a deep
    /// stack, so past a few the arguments are read as tokens.
    macros: usize,
    /// The structures read before the items (`structs`), by node.
    structs_read: std::collections::HashSet<usize>,
    /// The attributes of the `impl` being lowered (async-graphql's `#[Object]`), which its
    /// methods carry as decorators.
    impl_attrs: Vec<Expr>,
}

/// Where the value of a block or expression in statement position goes.
#[derive(Clone)]
enum Sink {
    Drop,
    Assign(Expr),
    Return,
}

impl Rs<'_> {
    fn temp(&mut self) -> String {
        self.temps += 1;
        format!("\0t{}", self.temps)
    }

    fn flush(&mut self, out: &mut Vec<Stmt>) {
        out.append(&mut self.pending);
    }

    /// `value` assigned to a temporary of its own (in `out`), which is given.
    fn kept(&mut self, value: Expr, out: &mut Vec<Stmt>) -> Expr {
        let span = value.span;
        let temp = Expr::new(ExprKind::Name(self.temp()), span);
        out.push(Stmt { kind: StmtKind::Assign { targets: vec![temp.clone()], value, op: None }, span });
        temp
    }
}

/// The test that `e` is true (`holds`) or false: `e`, or `!e`.
fn test_of(e: Expr, holds: bool) -> Expr {
    let span = e.span;
    if holds { e } else { Expr::new(ExprKind::Unary(UnOp::Not, Box::new(e)), span) }
}

fn is_comment(n: Node<'_>) -> bool {
    n.kind().contains("comment")
}

/// Items of a file, module or impl block.
fn items(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    for k in named(n) {
        item(r, k, out);
    }
}

fn item(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    if !r.l.enter() {
        return;
    }
    let span = r.l.span(n);
    match n.kind() {
        "use_declaration" => {
            if let Some(a) = n.child_by_field_name("argument") {
                uses(r, a, "");
            }
        }
        // A function; a trait's method without a body is one too (a call of it reaches the
        // file's implementations).
        k if k == "function_item" || k == "function_signature_item" && r.in_trait => {
            let f = function(r, n);
            out.push(Stmt { kind: StmtKind::Def(f), span });
        }
        "impl_item" | "trait_item" => {
            let ty = n.child_by_field_name("type").or_else(|| n.child_by_field_name("name"));
            let name = ty.map(|t| type_name(r, t)).unwrap_or_default();
            note_trait(r, n, &name);
            let outer = r.l.class.replace(name);
            let outer_trait = std::mem::replace(&mut r.in_trait, n.kind() == "trait_item");
            // (Those that make its methods handlers: the others say nothing of them.)
            let mut attrs = attribute_paths(r, n);
            attrs.retain(|a| a.dotted().is_some_and(|d| r.l.models.view_decorator(&d)));
            let outer_attrs = std::mem::replace(&mut r.impl_attrs, attrs);
            if let Some(b) = n.child_by_field_name("body") {
                items(r, b, out);
            }
            r.l.class = outer;
            r.in_trait = outer_trait;
            r.impl_attrs = outer_attrs;
        }
        "mod_item" | "foreign_mod_item" => {
            if let Some(b) = n.child_by_field_name("body") {
                items(r, b, out);
            }
        }
        "declaration_list" => items(r, n, out),
        "const_item" | "static_item" => constant_item(r, n, out),
        k if k.contains("comment") => r.l.comment(n),
        // An enumeration of names only (`enum Format { Pdf, Txt }`): a value of it holds no
        // text; a variant that carries data (`Login(String)`) can.
        "enum_item" => {
            let units = n.child_by_field_name("body").is_some_and(|b| {
                named(b)
                    .into_iter()
                    .filter(|v| v.kind() == "enum_variant")
                    .all(|v| v.child_by_field_name("body").is_none())
            });
            if let Some(name) = n.child_by_field_name("name") {
                let name = r.l.text(name).to_string();
                match units {
                    true => r.l.m.enums.insert(name),
                    false => r.l.m.classes.insert(name),
                };
            }
        }
        // (The top level's and modules' are read before the items; one in a function here.)
        "struct_item" if !r.structs_read.contains(&n.id()) => struct_fields(r, n),
        "struct_item" => {}
        "type_item" => type_alias(r, n),
        "attribute_item"
        | "inner_attribute_item"
        | "union_item"
        | "macro_definition"
        | "extern_crate_declaration"
        | "function_signature_item"
        | "associated_type"
        | "empty_statement" => {}
        // A macro at item level (`lazy_static! { .. }`) or statements of a reparsed fragment.
        _ => stmt(r, n, out),
    }
    r.l.leave();
}

/// A structure's named fields and their types, as written; a field of a type parameter is of
/// the parameter's first bound (`sink: S` of `struct Consumer<S: ReadingSink>` is a
/// `ReadingSink`: its methods are the trait's, which the file's implementations give).
fn struct_fields(r: &mut Rs<'_>, n: Node<'_>) {
    let (Some(name), Some(body)) = (n.child_by_field_name("name"), n.child_by_field_name("body")) else { return };
    let bounds = type_bounds(r, n);
    let fields: Vec<(String, String)> = named(body)
        .into_iter()
        .filter(|f| f.kind() == "field_declaration")
        .filter_map(|f| {
            let ty = r.l.text(f.child_by_field_name("type")?).trim();
            let ty = bounds.iter().find(|(p, _)| p == ty).map_or(ty, |(_, b)| b.as_str());
            Some((r.l.text(f.child_by_field_name("name")?).to_string(), ty.to_string()))
        })
        .collect();
    // Two structures of one name (in two modules): which one a type names is not known here.
    let name = r.l.text(name).to_string();
    r.l.m.classes.insert(name.clone());
    if derives_deserialize(r, n) {
        r.l.m.deserialized.insert(name.clone());
    }
    match r.l.m.fields.contains_key(&name) {
        true => r.l.m.fields.insert(name, Vec::new()),
        false => r.l.m.fields.insert(name, fields),
    };
}

/// Whether the attributes before an item derive serde's `Deserialize` (`#[derive(Deserialize)]`,
/// `#[derive(Debug, serde::Deserialize)]`).
fn derives_deserialize(r: &Rs<'_>, n: Node<'_>) -> bool {
    let mut prev = n.prev_named_sibling();
    while let Some(p) = prev {
        match p.kind() {
            "attribute_item" if r.l.text(p).contains("derive") && r.l.text(p).contains("Deserialize") => return true,
            k if k == "attribute_item" || k.contains("comment") => prev = p.prev_named_sibling(),
            _ => return false,
        }
    }
    false
}

/// A structure's type parameters with their first bound (`<S: ReadingSink + Send>`: `S` ->
/// `ReadingSink`).
fn type_bounds(r: &Rs<'_>, n: Node<'_>) -> Vec<(String, String)> {
    let Some(params) = n.child_by_field_name("type_parameters") else { return Vec::new() };
    named(params)
        .into_iter()
        .filter(|p| p.kind() == "type_parameter")
        .filter_map(|p| {
            let left = r.l.text(p.child_by_field_name("name")?).trim().to_string();
            // (The first that is a type: not a lifetime, nor `?Sized`.)
            let bounds = named(p.child_by_field_name("bounds")?);
            let first =
                bounds.into_iter().find(|b| b.kind().ends_with("type_identifier") || b.kind() == "generic_type")?;
            Some((left, type_head(r.l.text(first)).to_string()))
        })
        .collect()
}

/// A trait the file declares, and the trait an `impl Trait for Type` implements.
fn note_trait(r: &mut Rs<'_>, n: Node<'_>, name: &str) {
    if n.kind() == "trait_item" && !name.is_empty() {
        r.l.m.interfaces.insert(name.to_string());
    }
    if let Some(t) = n.child_by_field_name("trait").map(|t| type_name(r, t)).filter(|t| !t.is_empty()) {
        r.l.m.implements.entry(name.to_string()).or_default().push(t);
    }
}

/// The last name of a type (`Server<T>` -> `Server`, `crate::a::Server` -> `Server`).
fn type_name(r: &Rs<'_>, t: Node<'_>) -> String {
    let t = if t.kind() == "generic_type" { t.child_by_field_name("type").unwrap_or(t) } else { t };
    let text = r.l.text(t);
    text.rsplit("::").next().unwrap_or(text).trim().to_string()
}

fn uses(r: &mut Rs<'_>, n: Node<'_>, prefix: &str) {
    let join = |p: &str, s: &str| if p.is_empty() { s.to_string() } else { format!("{p}.{s}") };
    match n.kind() {
        "identifier" | "crate" | "super" if !prefix.is_empty() => {
            let name = r.l.text(n).to_string();
            add_use(r, name.clone(), join(prefix, &name));
        }
        "self" => {
            // `use std::fs::{self}` binds `fs`.
            if let Some(last) = prefix.rsplit('.').next().filter(|l| !l.is_empty()) {
                add_use(r, last.to_string(), prefix.to_string());
            }
        }
        "scoped_identifier" => {
            let full = join(prefix, &dotted_path(r.l.text(n)));
            let name = r.l.field_text(n, "name").to_string();
            if name == "self" {
                let full = full.trim_end_matches(".self").to_string();
                let last = full.rsplit('.').next().unwrap_or("").to_string();
                add_use(r, last, full);
            } else {
                add_use(r, name, full);
            }
        }
        "use_as_clause" => {
            let path = r.l.field_text(n, "path");
            let alias = r.l.field_text(n, "alias").to_string();
            add_use(r, alias, join(prefix, &dotted_path(path)));
        }
        "scoped_use_list" => {
            let path = n.child_by_field_name("path").map(|p| dotted_path(r.l.text(p))).unwrap_or_default();
            let inner = join(prefix, &path);
            if let Some(list) = n.child_by_field_name("list") {
                uses(r, list, &inner);
            }
        }
        "use_list" => {
            for k in named(n) {
                if !r.l.enter() {
                    return;
                }
                uses(r, k, prefix);
                r.l.leave();
            }
        }
        _ => {}
    }
}

fn add_use(r: &mut Rs<'_>, alias: String, full: String) {
    // Modules of this crate are not libraries the rules name.
    let local = ["crate.", "self.", "super."].iter().any(|p| full.starts_with(p));
    if alias.is_empty() || alias == "_" || local || alias == full {
        return;
    }
    r.l.m.imports.insert(alias, full);
}

/// `std::process::Command` -> `std.process.Command`, without generic arguments.
fn dotted_path(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '<' => depth += 1,
            '>' => depth = depth.saturating_sub(1),
            _ if depth > 0 => {}
            c if c.is_whitespace() => {}
            c => out.push(c),
        }
    }
    out.replace("::", ".").trim_start_matches('.').to_string()
}

fn function(r: &mut Rs<'_>, n: Node<'_>) -> usize {
    let name = r.l.field_text(n, "name").to_string();
    let span = r.l.span(n);
    let id = r.l.reserve();
    // (The impl's attributes are its methods', not those of functions written inside them.)
    let impl_attrs = std::mem::take(&mut r.impl_attrs);
    let (params, body) = own_body(r, n, block);
    let mut decorators = route_attributes(r, n);
    // A method the GraphQL schema leaves out (`#[graphql(skip)]`) is a helper.
    let skipped = attribute_texts(r, n).iter().any(|a| graphql_skipped(a));
    if !skipped {
        decorators.extend(impl_attrs.iter().cloned());
    }
    r.impl_attrs = impl_attrs;
    r.l.m.funcs[id] = Function { name, class: r.l.class.clone(), params, decorators, body, span, value: None };
    id
}

/// The attributes before a function that name its parameters in a route template (Rocket's
/// `#[get("/files/<name>?<q>", data = "<form>")]`), as calls of their strings: the models'
/// `view_decorator` says which make a web handler, and only the parameters the template names
/// come from the request. (Templates in `{..}`, actix's, name no parameter: its handlers take
/// extractors.)
fn route_attributes(r: &mut Rs<'_>, n: Node<'_>) -> Vec<Expr> {
    let mut out = Vec::new();
    for attr in attributes(n) {
        let Some(path) = named(attr).into_iter().find(|k| matches!(k.kind(), "identifier" | "scoped_identifier"))
        else {
            continue;
        };
        let strings: Vec<Expr> = attr
            .child_by_field_name("arguments")
            .map(|t| named(t).into_iter().filter(|k| k.kind() == "string_literal").map(|k| string(r, k)).collect())
            .unwrap_or_default();
        if !strings.iter().any(|e| matches!(&e.kind, ExprKind::Lit(Lit::Str(t)) if t.contains('<'))) {
            continue;
        }
        let span = r.l.span(attr);
        let func = Expr::new(ExprKind::Name(dotted_path(r.l.text(path))), span);
        out.push(Expr::new(
            ExprKind::Call(Box::new(Call { func, args: strings, kwargs: Vec::new(), new: false })),
            span,
        ));
    }
    out
}

/// The attributes before an item (`#[Object]`, `#[graphql(skip)]`).
fn attributes<'t>(n: Node<'t>) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    let mut prev = n.prev_named_sibling();
    while let Some(a) = prev.filter(|a| a.kind() == "attribute_item" || is_comment(*a)) {
        prev = a.prev_named_sibling();
        out.extend(named(a).into_iter().find(|k| k.kind() == "attribute"));
    }
    out
}

/// The paths of the attributes before an item (`#[Object]`, `#[async_graphql::Object]`), as
/// names.
fn attribute_paths(r: &Rs<'_>, n: Node<'_>) -> Vec<Expr> {
    let mut out = Vec::new();
    for attr in attributes(n) {
        if let Some(path) = named(attr).into_iter().find(|k| matches!(k.kind(), "identifier" | "scoped_identifier")) {
            out.push(Expr::new(ExprKind::Name(dotted_path(r.l.text(path))), r.l.span(attr)));
        }
    }
    out
}

/// Whether an attribute's text leaves a method out of the GraphQL schema: `graphql(skip)`
/// (async-graphql), `graphql(ignore)` (juniper), as an argument of its own, not in a string.
fn graphql_skipped(attr: &str) -> bool {
    let Some(args) = attr.strip_prefix("graphql(").and_then(|a| a.strip_suffix(')')) else { return false };
    let mut quoted = false;
    let bare: String = args
        .chars()
        .filter(|c| {
            if *c == '"' {
                quoted = !quoted;
            }
            !quoted && *c != '"'
        })
        .collect();
    bare.split(',').any(|a| a == "skip" || a == "ignore")
}

/// The text of each attribute before an item, without spaces (`graphql(skip)`).
fn attribute_texts(r: &Rs<'_>, n: Node<'_>) -> Vec<String> {
    attributes(n).into_iter().map(|a| r.l.text(a).chars().filter(|c| !c.is_whitespace()).collect()).collect()
}

/// The parameters and body of a function (or a closure that is a function of its own), its
/// body lowered by `lower`: a nested function's `return` is its own, whatever it is nested in.
fn own_body(
    r: &mut Rs<'_>,
    n: Node<'_>,
    lower: fn(&mut Rs<'_>, Node<'_>, Sink, &mut Vec<Stmt>),
) -> (Vec<Param>, Vec<Stmt>) {
    let mut body = Vec::new();
    let params = n.child_by_field_name("parameters").map(|p| params(r, p, &mut body)).unwrap_or_default();
    let closures = std::mem::take(&mut r.closures);
    let pending = std::mem::take(&mut r.pending);
    if let Some(b) = n.child_by_field_name("body") {
        lower(r, b, Sink::Return, &mut body);
    }
    r.closures = closures;
    r.pending = pending;
    (params, body)
}

/// The parameters; a destructured one (`Query(q): Query<T>`) is a parameter of its own name,
/// bound to its pattern's names at the start of `body`.
fn params(r: &mut Rs<'_>, n: Node<'_>, body: &mut Vec<Stmt>) -> Vec<Param> {
    let mut out = Vec::new();
    for (i, p) in named(n).into_iter().enumerate() {
        match p.kind() {
            "self_parameter" => out.push(Param { name: "self".into(), default: None, ty: None, keywords: false }),
            "parameter" => {
                let text = p.child_by_field_name("type").map(|t| r.l.text(t)).unwrap_or("");
                let ty = param_type(r.l.models, text);
                let Some(pat) = p.child_by_field_name("pattern") else { continue };
                let name = simple_name(r, pat).unwrap_or_else(|| format!("\0arg{i}"));
                let span = r.l.span(pat);
                let mut value = Expr::new(ExprKind::Name(name.clone()), span);
                // An extractor of only numbers (`web::Path<i64>`) holds a number.
                if let Some(number) = ty.is_none().then(|| numbers_of(text)).flatten() {
                    value = cast(&number, value);
                    if simple_name(r, pat).is_some() {
                        let target = Expr::new(ExprKind::Name(name.clone()), span);
                        body.push(Stmt {
                            kind: StmtKind::Assign { targets: vec![target], value: value.clone(), op: None },
                            span,
                        });
                    }
                }
                if simple_name(r, pat).is_none() {
                    declare_extracted(r, pat, text);
                    bind(r, pat, value, body);
                }
                out.push(Param { name, default: None, ty, keywords: false });
            }
            k if k.contains("comment") => r.l.comment(p),
            _ => {}
        }
    }
    out
}

/// `State(svc): State<Arc<Service>>`: the one name an extractor's pattern binds is declared
/// with the parameter's type, in which the analysis finds the file's structure.
fn declare_extracted(r: &mut Rs<'_>, pat: Node<'_>, ty: &str) {
    if pat.kind() != "tuple_struct_pattern" || ty.is_empty() {
        return;
    }
    let kind = pat.child_by_field_name("type").map(|t| t.id());
    let names: Vec<Node<'_>> =
        named(pat).into_iter().filter(|k| Some(k.id()) != kind && k.kind() == "identifier").collect();
    if let [one] = names[..] {
        let name = r.l.text(one).to_string();
        r.l.declare_in(&name, ty.trim().to_string(), pat, |s| s.kind() == "function_item");
    }
}

/// The declared type, as the analysis reads it: an extractor of only numbers (`Path<u32>`)
/// cannot carry text, so it is not kept as a request extractor.
fn param_type(models: &Models, text: &str) -> Option<String> {
    let t = tight(text);
    if let Some(open) = t.find('<') {
        let inner = t[open + 1..].trim_end_matches('>');
        let parts: Vec<&str> = inner.trim_start_matches('(').trim_end_matches(')').split(',').collect();
        if !parts.is_empty() && parts.iter().all(|p| numeric(models, p)) {
            return None;
        }
    }
    Some(t)
}

/// A type as written without whitespace but the spaces that part two words (`&'static str`,
/// `impl Responder`).
fn tight(text: &str) -> String {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = String::with_capacity(text.len());
    let mut gap = false;
    for c in text.chars() {
        if c.is_whitespace() {
            gap = true;
            continue;
        }
        if gap && word(c) && out.ends_with(word) {
            out.push(' ');
        }
        gap = false;
        out.push(c);
    }
    out
}

/// The number type an extractor holds (`Path<(u32, u64)>` -> `u32`), for a type `param_type`
/// finds holds only numbers.
fn numbers_of(text: &str) -> Option<String> {
    // Bytes (`Vec<u8>`, `&[u8]`) are data, not a number.
    if text.trim_start_matches('&').trim_start().starts_with(['[', 'V']) && !text.contains("::") {
        return None;
    }
    let (_, inner) = text.split_once('<')?;
    let first = inner.trim_start_matches(['(', ' ']).split([',', '>', ')']).next()?.trim();
    (!first.is_empty()).then(|| first.to_string())
}

/// A type that holds only a number, a boolean, an address or an id, as the models' `numeric_type`
/// names it (also in an `Option`, `Vec` or `Result`, by reference or by path): no text an
/// attacker can shape.
fn numeric(models: &Models, ty: &str) -> bool {
    models.is(Word::NumericType, held_type(ty))
}

/// A conversion to a type that holds no text: a call the sanitizer list names by its type.
fn cast(ty: &str, value: Expr) -> Expr {
    let last = held_type(ty).to_string();
    let span = value.span;
    Expr::new(
        ExprKind::Call(Box::new(Call {
            func: Expr::new(ExprKind::Name(last), span),
            args: vec![value],
            kwargs: Vec::new(),
            new: false,
        })),
        span,
    )
}

/// The name a pattern binds when it is a plain name (`x`, `mut x`).
fn simple_name(r: &Rs<'_>, p: Node<'_>) -> Option<String> {
    match p.kind() {
        "identifier" => Some(r.l.text(p).to_string()),
        "mut_pattern" => p.named_child(p.named_child_count().saturating_sub(1)).and_then(|i| simple_name(r, i)),
        _ => None,
    }
}

/// Assignments that bind a pattern's names to the parts of `value`.
fn bind(r: &mut Rs<'_>, p: Node<'_>, value: Expr, out: &mut Vec<Stmt>) {
    if !r.l.enter() {
        return;
    }
    let span = r.l.span(p);
    let index = |v: &Expr, i: usize| {
        Expr::new(
            ExprKind::Index(Box::new(v.clone()), Box::new(Expr::new(ExprKind::Lit(Lit::Int(i as i64)), span))),
            v.span,
        )
    };
    match p.kind() {
        "identifier" => {
            let name = r.l.text(p);
            // `None`, `Empty`: an enum variant or constant, not a binding.
            if !name.starts_with(|c: char| c.is_ascii_uppercase()) {
                let target = Expr::new(ExprKind::Name(name.to_string()), span);
                out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span });
            }
        }
        "mut_pattern" | "ref_pattern" | "reference_pattern" | "parenthesized_pattern" => {
            if let Some(inner) = named(p).into_iter().rev().find(|k| !is_comment(*k)) {
                bind(r, inner, value, out);
            }
        }
        "tuple_struct_pattern" => {
            let ty = p.child_by_field_name("type").map(|t| t.id());
            let subs: Vec<Node<'_>> = named(p).into_iter().filter(|k| Some(k.id()) != ty && !is_comment(*k)).collect();
            match subs.as_slice() {
                // `Some(x)`, `Ok(x)`, `Query(q)`: the wrapper's content.
                [one] => bind(r, *one, value, out),
                _ => {
                    for (i, s) in subs.iter().enumerate() {
                        bind(r, *s, index(&value, i), out);
                    }
                }
            }
        }
        "tuple_pattern" | "slice_pattern" => {
            let subs: Vec<Node<'_>> = named(p).into_iter().filter(|k| !is_comment(*k)).collect();
            let known = match &value.kind {
                ExprKind::Tuple(items) | ExprKind::List(items) if items.len() == subs.len() => Some(items.clone()),
                _ => None,
            };
            for (i, s) in subs.iter().enumerate() {
                let v = match &known {
                    Some(items) => items[i].clone(),
                    None => index(&value, i),
                };
                bind(r, *s, v, out);
            }
        }
        "struct_pattern" => {
            for f in named(p).into_iter().filter(|k| k.kind() == "field_pattern") {
                let Some(name) = f.child_by_field_name("name") else { continue };
                let field = r.l.text(name).to_string();
                let part = Expr::new(ExprKind::Attr(Box::new(value.clone()), field.clone()), r.l.span(f));
                match f.child_by_field_name("pattern") {
                    Some(sub) => bind(r, sub, part, out),
                    None => {
                        let target = Expr::new(ExprKind::Name(field), r.l.span(name));
                        out.push(Stmt {
                            kind: StmtKind::Assign { targets: vec![target], value: part, op: None },
                            span: r.l.span(f),
                        });
                    }
                }
            }
        }
        "captured_pattern" | "or_pattern" => {
            for s in named(p).into_iter().filter(|k| !is_comment(*k)) {
                bind(r, s, value.clone(), out);
            }
        }
        _ => {}
    }
    r.l.leave();
}

/// The literals a pattern matches, when it matches only literals (`"a" | "b"`, `Some("a")`).
fn literals(r: &mut Rs<'_>, p: Node<'_>) -> Option<Vec<Lit>> {
    if !r.l.enter() {
        return None;
    }
    let out = literals_inner(r, p);
    r.l.leave();
    out
}

fn literals_inner(r: &mut Rs<'_>, p: Node<'_>) -> Option<Vec<Lit>> {
    match p.kind() {
        "or_pattern" => {
            let mut out = Vec::new();
            for k in named(p) {
                out.extend(literals(r, k)?);
            }
            Some(out)
        }
        "tuple_struct_pattern" => {
            let ty = p.child_by_field_name("type")?;
            if !matches!(r.l.text(ty), "Some" | "Ok") {
                return None;
            }
            let subs: Vec<Node<'_>> = named(p).into_iter().filter(|k| k.id() != ty.id()).collect();
            match subs.as_slice() {
                [one] => literals(r, *one),
                _ => None,
            }
        }
        "string_literal" | "raw_string_literal" | "char_literal" | "integer_literal" | "boolean_literal"
        | "negative_literal" | "float_literal" => match expr(r, p).kind {
            ExprKind::Lit(l) => Some(vec![l]),
            _ => None,
        },
        _ => None,
    }
}

/// A `const` or `static` item, at the top or in a function: its name assigned its value.
fn constant_item(r: &mut Rs<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    if let (Some(name), Some(v)) = (n.child_by_field_name("name"), n.child_by_field_name("value")) {
        let target = Expr::new(ExprKind::Name(r.l.text(name).to_string()), r.l.span(name));
        value_into(r, v, Sink::Assign(target), out);
    }
}

#[cfg(test)]
mod tests {
    use super::super::parse_builtin as parse;
    use crate::scan::lex::Lang;

    #[test]
    fn imports_paths_and_format_strings() {
        let src = "use std::{fs, process::Command as Cmd};\nuse reqwest;\nfn f(x: &str) { let s = format!(\"a {x} {}\", 1); }";
        let m = parse(Lang::Rust, src).unwrap_or_default();
        assert_eq!(m.imports.get("fs").map(String::as_str), Some("std.fs"));
        assert_eq!(m.imports.get("Cmd").map(String::as_str), Some("std.process.Command"));
        assert!(!m.imports.contains_key("reqwest"));
        let f = &m.funcs[1];
        assert_eq!(f.name, "f");
        let super::StmtKind::Assign { value, .. } = &f.body[0].kind else { panic!("{:?}", f.body) };
        let super::ExprKind::Format(parts) = &value.kind else { panic!("{value:?}") };
        assert_eq!(parts.len(), 4);
    }

    /// What the models name, exactly: an exit macro ends the path, another crate's macro of
    /// the same last name does not; a pass-through call is its argument.
    #[test]
    fn exits_and_pass_through_calls_are_the_models_names() {
        use super::{ExprKind, StmtKind};
        let src = "use anyhow::bail;\nfn f(x: String) { panic!(\"a\"); std::panic!(\"b\"); bail!(\"c\"); mylog::panic!(\"d\"); \
                   let a = String::from(x); let b = std::path::PathBuf::from(x); }";
        let m = parse(Lang::Rust, src).unwrap_or_default();
        let kinds: Vec<&str> = m.funcs[1]
            .body
            .iter()
            .map(|s| match &s.kind {
                StmtKind::Raise(_) => "raise",
                StmtKind::Expr(_) => "expr",
                StmtKind::Assign { value, .. } => match &value.kind {
                    ExprKind::Name(_) => "name",
                    ExprKind::Call(_) => "call",
                    _ => "other",
                },
                _ => "other",
            })
            .collect();
        assert_eq!(kinds, ["raise", "raise", "raise", "expr", "name", "call"]);
    }

    /// Macros, `String::new`, `push_str` and content tests are what the models name: a
    /// format macro of any crate is the string it formats, another macro stays a call. (A
    /// `push_str` leaves its unit value, a content test first binds its closure's parameter.)
    #[test]
    fn macros_and_string_building_are_the_models_names() {
        use super::{BinOp, ExprKind, StmtKind};
        let src = "fn f(x: String, o: Option<String>) { let a = format!(\"{}\", x); let b = vec![x]; \
                   let c = concat!(\"a\", \"b\"); let d = mylog::info!(\"{}\", x); let e = my_format!(\"{}\", x); \
                   let g = String::new(); let h = Strings::new(); s.push_str(x); s.push_strs(x); \
                   let i = o.is_some_and(|v| v.is_empty()); let j = o.is_some_andx(|v| v.is_empty()); }";
        let m = parse(Lang::Rust, src).unwrap_or_default();
        let kinds: Vec<String> = m.funcs[1]
            .body
            .iter()
            .map(|s| match &s.kind {
                StmtKind::Assign { op: Some(BinOp::Add), .. } => "append".to_string(),
                StmtKind::Assign { value, .. } => match &value.kind {
                    ExprKind::Format(_) => "format".into(),
                    ExprKind::List(_) => "list".into(),
                    ExprKind::Lit(l) => format!("{l:?}"),
                    ExprKind::Call(c) => format!("call {}", c.func.dotted().unwrap_or_default()),
                    _ => "other".into(),
                },
                StmtKind::Expr(e) => match &e.kind {
                    ExprKind::Call(c) => format!("call {}", c.func.dotted().unwrap_or_default()),
                    _ => "expr".into(),
                },
                _ => "other".into(),
            })
            .collect();
        let want = [
            "format",
            "list",
            "format",
            "call mylog.info!",
            "call my_format!",
            "Str(\"\")",
            "call Strings.new",
            "append",
            "expr",
            "call s.push_strs",
            "other",
            "call \u{0}t1.is_empty",
            "other",
            "call o.is_some_andx",
        ];
        assert_eq!(kinds, want);
    }

    /// A numeric turbofish on a conversion the models name (`parse`) is a cast to that type;
    /// another type or another method stays the call.
    #[test]
    fn a_numeric_turbofish_parse_is_a_cast() {
        use super::{ExprKind, StmtKind};
        let src =
            "fn f(s: String) { let a = s.parse::<i32>(); let b = s.parse::<String>(); let c = s.parsex::<i32>(); }";
        let m = parse(Lang::Rust, src).unwrap_or_default();
        let calls: Vec<String> = m.funcs[1]
            .body
            .iter()
            .map(|s| match &s.kind {
                StmtKind::Assign { value, .. } => match &value.kind {
                    ExprKind::Call(c) => c.func.dotted().unwrap_or_default(),
                    _ => "other".into(),
                },
                _ => "other".into(),
            })
            .collect();
        assert_eq!(calls, ["i32", "s.parse", "s.parsex"]);
    }

    #[test]
    fn hostile_input_does_not_overflow() {
        let deep = format!("fn f() {{ let x = {}1{}; }}", "(".repeat(50_000), ")".repeat(50_000));
        let blocks = format!("fn f() {}{}", "{".repeat(50_000), "}".repeat(50_000));
        let or = format!("fn f(x: u8) {{ match x {{ {} => 1, _ => 2 }}; }}", vec!["1"; 20_000].join(" | "));
        let calls = format!("fn f() {{ {}x{} }}", "format!(\"{}\", ".repeat(5_000), ")".repeat(5_000));
        let chain = format!("fn f() {{ a{}; }}", ".b()".repeat(50_000));
        let binary: String = (0..=255u8).cycle().take(100_000).map(char::from).collect();
        let rules = crate::scan::code::rules::CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        for src in [deep, blocks, or, calls, chain, binary] {
            let _ = parse(Lang::Rust, &src);
            let lines = crate::scan::text::LineIndex::new(&src);
            let _ = crate::scan::code::analyze::analyze(&rules, Lang::Rust, &src, &lines);
        }
    }
}
