//! JavaScript and TypeScript lowered to the analysis's program form. One grammar reads every
//! dialect: tree-sitter-typescript's TSX, a superset of JavaScript, JSX and TypeScript.
//!
//! Module aliases (`require`, `import`, `util.promisify`) go to [`Module::imports`] so calls are
//! named as the rules name them (`cp.exec` -> `child_process.exec`); destructuring binds each
//! name to its part of the value (`const {id} = req.query` reads `req.query.id`); callbacks are
//! functions of the module (the analysis runs each one); object-literal arguments are also
//! keyword arguments (`spawn(cmd, args, {shell: true})`).

use tree_sitter::Node;

use super::ir::*;
use super::lower::{self, Lower, binop, float_kind, int_literal, named};
use crate::scan::code::models::Models;

mod expr;
mod modules;
mod stmt;

use expr::*;
use modules::*;
use stmt::*;

pub fn lower(src: &str, models: &Models, root: Node<'_>) -> Module {
    lower::module(src, models, root, expr, stmt)
}

fn is_comment(n: Node<'_>) -> bool {
    matches!(n.kind(), "comment" | "html_comment")
}

/// The first named part of a node that is not a comment (`(x)`, `await x`, `x as T`).
fn inner(n: Node<'_>) -> Option<Node<'_>> {
    named(n).into_iter().find(|k| !is_comment(*k))
}

fn class(l: &mut Lower<'_>, n: Node<'_>, out: &mut Vec<Stmt>) {
    let name = l.field_text(n, "name").to_string();
    // `class Receipt extends Page` (TypeScript: `extends Page<T> implements ..`).
    if let Some(heritage) = named(n).into_iter().find(|k| k.kind() == "class_heritage") {
        let clause = named(heritage).into_iter().find(|k| k.kind() == "extends_clause").unwrap_or(heritage);
        if let Some(base) = named(clause).into_iter().find(|k| k.kind() == "identifier") {
            l.m.bases.insert(name.clone(), vec![l.text(base).to_string()]);
        }
    }
    let outer = l.class.replace(name.clone());
    let mut decorators = Vec::new();
    // The fields an object gets before its constructor's body runs, and the constructor.
    let (mut fields, mut constructor) = (Vec::new(), None);
    let members = n.child_by_field_name("body").map(named).unwrap_or_default();
    for m in members {
        let span = l.span(m);
        match m.kind() {
            "comment" | "html_comment" => l.comment(m),
            "decorator" => {
                if let Some(e) = inner(m) {
                    decorators.push(expr(l, e));
                }
            }
            "method_definition" => {
                let mut own = std::mem::take(&mut decorators);
                for d in named(m).into_iter().filter(|d| d.kind() == "decorator") {
                    if let Some(e) = inner(d) {
                        own.push(expr(l, e));
                    }
                }
                let method = l.field_text(m, "name").to_string();
                let is_constructor = method == "constructor";
                let f = function(l, m, method, own);
                constructor = constructor.or(is_constructor.then_some(f));
                out.push(Stmt { kind: StmtKind::Def(f), span });
            }
            "public_field_definition" | "field_definition" => {
                decorators.clear();
                let key = m.child_by_field_name("name").or_else(|| m.child_by_field_name("property"));
                let field = key.map(|k| l.text(k).to_string()).unwrap_or_default();
                let Some(v) = m.child_by_field_name("value") else { continue };
                let value = named_value(l, v, field.clone());
                // A field is `this.name` in the methods, set as the object is made; a static
                // one is the class's (`Pricing.RATES`).
                let mut c = m.walk();
                let fixed = m.children(&mut c).any(|k| k.kind() == "static");
                let owner = if fixed { name.clone() } else { "this".into() };
                let obj = Expr::new(ExprKind::Name(owner), span);
                let target = Expr::new(ExprKind::Attr(Box::new(obj), field), span);
                let set = Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span };
                if fixed { out.push(set) } else { fields.push(set) }
            }
            "class_static_block" => stmt(l, m, out),
            _ => decorators.clear(),
        }
    }
    initialise_fields(l, n, fields, constructor, out);
    l.class = outer;
}

/// The fields a class initialises where it declares them: set first in its constructor's body,
/// or in a constructor of their own where it declares none.
fn initialise_fields(
    l: &mut Lower<'_>,
    n: Node<'_>,
    fields: Vec<Stmt>,
    constructor: Option<usize>,
    out: &mut Vec<Stmt>,
) {
    if fields.is_empty() {
        return;
    }
    // A class extending another passes what it is given to its base's constructor, which
    // is not followed (what its object holds is what it was given): its fields are set
    // around the class, as the object the methods read.
    if l.class.as_ref().is_some_and(|c| l.m.bases.contains_key(c)) {
        out.extend(fields);
        return;
    }
    if let Some(f) = constructor.and_then(|f| l.m.funcs.get_mut(f)) {
        f.body.splice(0..0, fields);
        return;
    }
    let span = l.span(n);
    let id = l.reserve();
    let class = l.class.clone();
    l.m.funcs[id] = Function {
        name: "constructor".into(),
        class,
        params: Vec::new(),
        decorators: Vec::new(),
        body: fields,
        span,
        value: None,
    };
    out.push(Stmt { kind: StmtKind::Def(id), span });
}

/// A function value given a name by where it is stored (`const handler = (req, res) => ...`),
/// so calls by that name reach it.
fn named_value(l: &mut Lower<'_>, v: Node<'_>, name: String) -> Expr {
    match v.kind() {
        "arrow_function" | "function_expression" | "function" | "generator_function" if !name.is_empty() => {
            let own = l.field_text(v, "name");
            let name = if own.is_empty() { name } else { own.to_string() };
            let span = l.span(v);
            let f = function(l, v, name, Vec::new());
            Expr::new(ExprKind::Lambda(f), span)
        }
        _ => expr(l, v),
    }
}

fn function(l: &mut Lower<'_>, n: Node<'_>, name: String, mut decorators: Vec<Expr>) -> usize {
    let span = l.span(n);
    let id = l.reserve();
    // What an `async` function returns is a promise, true whatever it resolves to.
    let mut cursor = n.walk();
    let kinds: Vec<&str> = n.children(&mut cursor).map(|k| k.kind()).collect();
    if kinds.contains(&"async") {
        decorators.push(Expr::new(ExprKind::Name(ASYNC.into()), span));
    }
    // (`get x() {..}` of a class; an object literal's are not run: its object is no class's.)
    if n.kind() == "method_definition" && kinds.contains(&"get") {
        decorators.push(Expr::new(ExprKind::Name(GETTER.into()), span));
    }
    if n.kind() == "method_definition" && kinds.contains(&"set") {
        decorators.push(Expr::new(ExprKind::Name(SETTER.into()), span));
    }
    let mut body = Vec::new();
    let params = params(l, n, &mut body);
    let mut value = None;
    match n.child_by_field_name("body") {
        Some(b) if b.kind() == "statement_block" => body.extend(block(l, b)),
        Some(e) => value = Some(expr(l, e)),
        None => {}
    }
    l.m.funcs[id] = Function { name, class: l.class.clone(), params, decorators, body, span, value };
    id
}

/// Parameters; a destructured one is a hidden name whose parts the body binds first.
fn params(l: &mut Lower<'_>, n: Node<'_>, pre: &mut Vec<Stmt>) -> Vec<Param> {
    let mut out = Vec::new();
    if let Some(p) = n.child_by_field_name("parameter") {
        out.push(Param { name: l.text(p).to_string(), default: None, ty: None, keywords: false });
        return out;
    }
    let Some(list) = n.child_by_field_name("parameters") else { return out };
    let list: Vec<Node<'_>> = named(list).into_iter().filter(|p| !is_comment(*p)).collect();
    // A web handler that destructures its request (`({ query, body }, res) => ...`, its
    // second parameter a response as the models name it): the first parameter is the
    // request, named as the models say (`req`).
    let second = list.get(1).map(|p| l.text(p.child_by_field_name("pattern").unwrap_or(*p)));
    let request = second.and_then(|s| l.models.response_param(s)).map(str::to_string);
    for (i, p) in list.into_iter().enumerate() {
        let (pattern, ty, default, decorators) = match p.kind() {
            "required_parameter" | "optional_parameter" => {
                let pattern = p.child_by_field_name("pattern");
                let ty = p.child_by_field_name("type").map(|t| l.text(t).trim_start_matches(':').trim().to_string());
                let default = p.child_by_field_name("value");
                let mut c = p.walk();
                let decorators: Vec<Node<'_>> = p.children_by_field_name("decorator", &mut c).collect();
                (pattern, ty, default, decorators)
            }
            "assignment_pattern" => (p.child_by_field_name("left"), None, p.child_by_field_name("right"), Vec::new()),
            "comment" => {
                l.comment(p);
                continue;
            }
            _ => (Some(p), None, None, Vec::new()),
        };
        let Some(mut pattern) = pattern else { continue };
        if pattern.kind() == "rest_pattern"
            && let Some(i) = inner(pattern)
        {
            pattern = i;
        }
        // TypeScript's `this: T` declares the receiver's type, not a parameter.
        if pattern.kind() == "this" {
            continue;
        }
        let mut default = default.map(|d| expr(l, d));
        if default.is_none() {
            default = decorators.iter().find_map(|d| framework_source(l, *d));
        }
        let name = if pattern.kind() == "identifier" {
            let name = l.text(pattern).to_string();
            // TypeScript's parameter property (`constructor(private readonly repo: Repo)`)
            // is a field of the object set from the parameter.
            if property_param(p) {
                let span = l.span(p);
                let this = Expr::new(ExprKind::Name("this".into()), span);
                let target = Expr::new(ExprKind::Attr(Box::new(this), name.clone()), span);
                let value = Expr::new(ExprKind::Name(name.clone()), span);
                pre.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span });
            }
            name
        } else {
            let hidden = match &request {
                Some(req) if i == 0 && pattern.kind() == "object_pattern" => req.clone(),
                _ => format!("\0param{}", pattern.start_byte()),
            };
            let value = Expr::new(ExprKind::Name(hidden.clone()), l.span(pattern));
            bind(l, pattern, value, pre);
            hidden
        };
        out.push(Param { name, default, ty, keywords: false });
    }
    out
}

/// Whether a parameter declares a field too (`private x`, `readonly x`, `public x`).
fn property_param(p: Node<'_>) -> bool {
    let mut c = p.walk();
    p.children(&mut c).any(|k| matches!(k.kind(), "accessibility_modifier" | "readonly" | "override_modifier"))
}

/// A parameter the framework fills from the request (NestJS `@Body() dto`, `@Query('q') q`):
/// the request data the models say its decorator gives (`req.body`), as the parameter's
/// default.
fn framework_source(l: &Lower<'_>, decorator: Node<'_>) -> Option<Expr> {
    let call = inner(decorator).filter(|c| c.kind() == "call_expression")?;
    let holds = l.models.parameter_decorator(l.field_text(call, "function"))?;
    let span = l.span(decorator);
    let mut parts = holds.split('.');
    let first = Expr::new(ExprKind::Name(parts.next()?.to_string()), span);
    Some(parts.fold(first, |obj, field| Expr::new(ExprKind::Attr(Box::new(obj), field.to_string()), span)))
}

#[cfg(test)]
mod tests {
    use super::super::parse_builtin as parse;
    use super::*;
    use crate::scan::lex::Lang;

    fn module(src: &str) -> Module {
        parse(Lang::Javascript, src).unwrap_or_else(|| panic!("no module"))
    }

    #[test]
    fn module_aliases() {
        let m = module(
            "const cp = require('child_process');\n\
             const { exec, spawn: sp } = require('node:child_process');\n\
             const run = require('child_process').execSync;\n\
             import * as fs from 'fs';\n\
             import clean from '../lib/clean.js';\n\
             import axios, { get as g } from 'axios';\n\
             const util = require('util');\n\
             const execP = util.promisify(cp.exec);\n",
        );
        let want = [
            ("cp", "child_process"),
            ("exec", "child_process.exec"),
            ("sp", "child_process.spawn"),
            ("run", "child_process.execSync"),
            ("fs", "fs"),
            ("clean", "../lib/clean"),
            ("axios", "axios"),
            ("g", "axios.get"),
            ("util", "util"),
            ("execP", "child_process.exec"),
        ];
        for (local, full) in want {
            assert_eq!(m.imports.get(local).map(String::as_str), Some(full), "{local}");
        }
    }

    #[test]
    fn callbacks_are_functions_and_templates_are_formats() {
        let m = module("app.get('/x', (req, res) => { res.send(`hi ${req.query.name}!`); });");
        assert_eq!(m.funcs.len(), 2);
        assert_eq!(m.funcs[1].params.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["req", "res"]);
        let StmtKind::Expr(Expr { kind: ExprKind::Call(c), .. }) = &m.funcs[1].body[0].kind else {
            panic!("{:?}", m.funcs[1].body)
        };
        let ExprKind::Format(parts) = &c.args[0].kind else { panic!("{:?}", c.args[0]) };
        assert_eq!(parts.len(), 3);
        assert_eq!(parts[1].dotted().as_deref(), Some("req.query.name"));
    }

    #[test]
    fn destructuring_reads_each_part() {
        let m = module("const { id, name: n = 'x' } = req.query;");
        let names: Vec<(String, Option<String>)> = m.funcs[0]
            .body
            .iter()
            .filter_map(|s| match &s.kind {
                StmtKind::Assign { targets, value, .. } => Some((targets[0].dotted()?, value.dotted())),
                _ => None,
            })
            .collect();
        assert_eq!(names, [("id".to_string(), Some("req.query.id".to_string())), ("n".to_string(), None)]);
    }

    /// A destructured first parameter is the request `req` where the second is a response
    /// the models name, and a hidden name otherwise.
    #[test]
    fn a_destructured_request_beside_a_response_is_req() {
        for (second, want) in [("res", true), ("reply", true), ("options", false), ("resx", false)] {
            let m = module(&format!("function show ({{ query }}, {second}) {{ return query }}"));
            assert_eq!(m.funcs[1].params[0].name == "req", want, "{second}");
        }
    }

    /// A parameter decorator the models name holds the request data they say, exactly by the
    /// decorator's name; `promisify` is a pass-through the models name, not a suffix.
    #[test]
    fn parameter_decorators_and_promisify_are_the_models_names() {
        for (deco, want) in
            [("Body", Some("req.body")), ("Param", Some("req.params")), ("Bodyx", None), ("MyBody", None)]
        {
            let m = module(&format!("class C {{ run (@{deco}() dto) {{ return dto }} }}"));
            let f = m.funcs.iter().find(|f| f.name == "run").unwrap_or_else(|| panic!("{deco}"));
            assert_eq!(f.params[0].default.as_ref().and_then(Expr::dotted).as_deref(), want, "{deco}");
        }
        let m = module(
            "const cp = require('child_process');\n\
             const a = promisify(cp.exec);\nconst b = Promise.promisify(cp.exec);\nconst c = unpromisify(cp.exec);\n",
        );
        let alias = |n: &str| m.imports.get(n).map(String::as_str);
        assert_eq!(
            [alias("a"), alias("b"), alias("c")],
            [Some("child_process.exec"), Some("child_process.exec"), None]
        );
    }

    #[test]
    fn one_grammar_reads_every_dialect() {
        let dialects = [
            "const re = /a\\/b/g; var x = y < z ? a : b; function* g() { yield 1; }",
            "const App = () => <div className=\"x\">{items.map((i) => <li key={i}>{i}</li>)}</div>;",
            "import type { T } from './t'; enum E { A = 'a' } \
             export class C<T> implements I { private x?: number = 1; f(this: C<T>, a: T[]): void {} }",
            "const f = async <T,>(x: T): Promise<T> => x as unknown as T; let y = z!; type U = keyof T;",
        ];
        let mut p = tree_sitter::Parser::new();
        let lang: tree_sitter::Language = tree_sitter_typescript::LANGUAGE_TSX.into();
        p.set_language(&lang).unwrap_or_else(|e| panic!("{e}"));
        for src in dialects {
            let t = p.parse(src, None).unwrap_or_else(|| panic!("{src}"));
            assert!(!t.root_node().has_error(), "{src}");
        }
    }

    #[test]
    fn hostile_input_does_not_overflow() {
        let deep = format!("x = {}1{};", "(".repeat(50_000), ")".repeat(50_000));
        let _ = parse(Lang::Javascript, &deep);
        let chain = format!("x = {};", vec!["a"; 50_000].join(" + "));
        let _ = parse(Lang::Javascript, &chain);
        let binary: String = (0..20_000u32).map(|i| char::from_u32(i % 0xD000).unwrap_or(' ')).collect();
        let _ = parse(Lang::Javascript, &binary);
    }
}
