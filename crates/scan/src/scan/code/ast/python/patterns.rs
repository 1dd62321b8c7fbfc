//! Python's `match`: each `case` an arm, its literal patterns the values it matches, and the
//! names its patterns capture bound to the part of the subject each stands for (`case [cmd,
//! *rest]`: `cmd` is `subject[0]`; `case {"path": p}`: `subject["path"]`; `case Url(netloc=n)`:
//! `subject.netloc`; `case ("asc" | "desc") as d`: one of those constants). A literal inside a
//! structure is a test of its part (`case Url(scheme="")`), run with the guard.

use super::*;

pub(super) fn match_stmt(l: &mut Lower<'_>, n: Node<'_>) -> StmtKind {
    let subject = n.child_by_field_name("subject").map(|s| py_expr(l, s)).unwrap_or_else(|| l.opaque(n));
    let mut arms = Vec::new();
    if let Some(b) = n.child_by_field_name("body") {
        let mut c = b.walk();
        for case in b.named_children(&mut c).filter(|k| k.kind() == "case_clause") {
            let mut arm = case_arm(l, case);
            let mut parts = Parts::default();
            let mut pc = case.walk();
            let patterns: Vec<Node<'_>> = case.named_children(&mut pc).filter(|k| k.kind() == "case_pattern").collect();
            // (Several patterns: a tuple written without parentheses, `case a, b:`.)
            match patterns.as_slice() {
                [one] => bind_parts(l, *one, &subject, 0, &mut parts),
                many => sequence(l, many, &subject, 0, &mut parts),
            }
            let span = subject.span;
            arm.binds.extend(
                parts.binds.into_iter().filter(|(name, _)| arm.bind.as_deref() != Some(name.as_str())).map(
                    |(name, value)| {
                        let target = Expr::new(ExprKind::Name(name), span);
                        Stmt { kind: StmtKind::Assign { targets: vec![target], value, op: None }, span }
                    },
                ),
            );
            let tests = parts.tests.into_iter().chain(arm.guard.take());
            arm.guard = tests.reduce(|a, b| Expr::new(ExprKind::Binary(BinOp::And, Box::new(a), Box::new(b)), span));
            if arm.guard.is_some() {
                arm.catch_all = false;
            }
            arms.push(arm);
        }
    }
    StmtKind::Match { subject, arms }
}

/// What a case's patterns capture, and the tests their literals make.
#[derive(Default)]
struct Parts {
    binds: Vec<(String, Expr)>,
    tests: Vec<Expr>,
}

/// Patterns nested deeper than any written by hand are not read further.
const MAX_DEPTH: usize = 64;

/// The names pattern `p` captures, bound to the part of `value` each stands for, and the
/// tests of the parts its literals match (not at the top, where the arm's values say so).
fn bind_parts(l: &mut Lower<'_>, p: Node<'_>, value: &Expr, depth: usize, out: &mut Parts) {
    if depth > MAX_DEPTH {
        return;
    }
    let span = value.span;
    match p.kind() {
        "case_pattern" => {
            if let Some(inner) = p.named_child(0) {
                bind_parts(l, inner, value, depth, out);
            }
        }
        // A bare name captures; a dotted one (`Color.RED`) is a constant.
        "dotted_name" if p.named_child_count() == 1 => {
            let name = l.text(p);
            if name != "_" {
                out.binds.push((name.to_string(), value.clone()));
            }
        }
        "splat_pattern" => {
            if let Some(name) = p.named_child(0).map(|n| l.text(n)).filter(|n| *n != "_") {
                out.binds.push((name.to_string(), value.clone()));
            }
        }
        "as_pattern" => {
            let inner = p.named_child(0);
            let alias = p
                .child_by_field_name("alias")
                .or_else(|| named(p).into_iter().last().filter(|k| k.kind() == "identifier"))
                .map(|a| l.text(a).trim().to_string());
            let constants = inner.and_then(|i| literals(l, i));
            if let Some(i) = inner {
                bind_parts(l, i, value, depth + 1, out);
            }
            if let Some(alias) = alias {
                let v = constants
                    .and_then(|c| {
                        lower::one_of(c.into_iter().map(|v| Expr::new(ExprKind::Lit(v), span)).collect(), span)
                    })
                    .unwrap_or_else(|| value.clone());
                out.binds.push((alias, v));
            }
        }
        "list_pattern" | "tuple_pattern" => {
            let items = named(p);
            sequence(l, &items, value, depth + 1, out);
        }
        "dict_pattern" => dict(l, p, value, depth + 1, out),
        "class_pattern" => class(l, p, value, depth + 1, out),
        // Alternatives may capture (in each, the same names): each name the whole value.
        "union_pattern" => {
            let mut names = Vec::new();
            captures(l, p, depth, &mut names);
            out.binds.extend(names.into_iter().map(|n| (n, value.clone())));
            if depth > 0
                && let Some(values) = literals(l, p)
            {
                out.tests.push(lower::equals_any(value, values, span));
            }
        }
        _ if depth > 0 => {
            if let Some(lit) = literal_of(l, p) {
                out.tests.push(lower::equals_any(value, vec![lit], span));
            }
        }
        _ => {}
    }
}

/// The items of a sequence pattern, each bound to its position (`value[i]`); past a `*rest`,
/// positions from the end are not told apart: each the whole value.
fn sequence(l: &mut Lower<'_>, items: &[Node<'_>], value: &Expr, depth: usize, out: &mut Parts) {
    let mut splat = false;
    for (i, item) in items.iter().enumerate() {
        let inner = if item.kind() == "case_pattern" { item.named_child(0).unwrap_or(*item) } else { *item };
        splat |= inner.kind() == "splat_pattern";
        let part = match splat {
            true => unplaced(value),
            false => index(value, Expr::new(ExprKind::Lit(Lit::Int(i as i64)), value.span)),
        };
        bind_parts(l, *item, &part, depth, out);
    }
}

/// A mapping pattern: each value pattern bound to the item at its key (a constant key), the
/// `**rest` to the whole value.
fn dict(l: &mut Lower<'_>, p: Node<'_>, value: &Expr, depth: usize, out: &mut Parts) {
    let mut kc = p.walk();
    let keys: Vec<Node<'_>> = p.children_by_field_name("key", &mut kc).collect();
    let mut vc = p.walk();
    let values: Vec<Node<'_>> = p.children_by_field_name("value", &mut vc).collect();
    for (k, v) in keys.iter().zip(&values) {
        let part = match literal_of(l, *k) {
            Some(lit) => index(value, Expr::new(ExprKind::Lit(lit), value.span)),
            None => unplaced(value),
        };
        bind_parts(l, *v, &part, depth, out);
    }
    for splat in named(p).into_iter().filter(|k| k.kind() == "splat_pattern") {
        bind_parts(l, splat, value, depth, out);
    }
}

/// A class pattern: a keyword pattern is the attribute it names (`Url(netloc=n)`); a
/// positional one the class's field at that position, where the file declares its fields in
/// order (a dataclass's `__match_args__`), else the whole value.
fn class(l: &mut Lower<'_>, p: Node<'_>, value: &Expr, depth: usize, out: &mut Parts) {
    let kids = named(p);
    let class = kids.first().filter(|k| k.kind() == "dotted_name").map(|k| l.text(*k).to_string());
    let simple = class.as_deref().map(|c| c.rsplit('.').next().unwrap_or(c).to_string()).unwrap_or_default();
    let fields = positions(l, &simple);
    let mut position = 0;
    for k in kids.iter().skip(1) {
        let inner = if k.kind() == "case_pattern" { k.named_child(0).unwrap_or(*k) } else { *k };
        if inner.kind() == "keyword_pattern" {
            let parts = named(inner);
            let (Some(name), Some(pattern)) = (parts.first(), parts.get(1)) else { continue };
            let part = Expr::new(ExprKind::Attr(Box::new(value.clone()), l.text(*name).to_string()), value.span);
            bind_parts(l, *pattern, &part, depth, out);
            continue;
        }
        let part = match fields.get(position) {
            Some(f) => Expr::new(ExprKind::Attr(Box::new(value.clone()), f.clone()), value.span),
            None => unplaced(value),
        };
        position += 1;
        bind_parts(l, *k, &part, depth, out);
    }
}

/// The attributes a class's positional patterns match, in order: its `__match_args__` where
/// the class writes them, else the fields of a record (a dataclass) declared in order, where
/// no field is keyword-only; none known otherwise.
fn positions(l: &Lower<'_>, class: &str) -> Vec<String> {
    let written = l.m.class_attrs.get(class).and_then(|attrs| attrs.iter().find(|(n, _)| n == "__match_args__"));
    if let Some((_, e)) = written {
        let (ExprKind::Tuple(items) | ExprKind::List(items)) = &e.kind else { return Vec::new() };
        return items
            .iter()
            .map(|i| match &i.kind {
                ExprKind::Lit(Lit::Str(s)) => Some(s.clone()),
                _ => None,
            })
            .collect::<Option<Vec<String>>>()
            .unwrap_or_default();
    }
    if !l.m.records.contains(class) || l.src.contains("kw_only") {
        return Vec::new();
    }
    l.m.fields.get(class).map(|fs| fs.iter().map(|(f, _)| f.clone()).collect()).unwrap_or_default()
}

/// A part of `value` whose place in it is not known (past a `*rest`, at a key computed at run
/// time): what the value holds, no path a test of it could validate.
fn unplaced(value: &Expr) -> Expr {
    Expr::new(ExprKind::Opaque(vec![value.clone()]), value.span)
}

/// `value[key]`.
fn index(value: &Expr, key: Expr) -> Expr {
    Expr::new(ExprKind::Index(Box::new(value.clone()), Box::new(key)), value.span)
}

/// The constants a pattern of literals matches (`"a"`, `"a" | "b"`), or none.
fn literals(l: &mut Lower<'_>, p: Node<'_>) -> Option<Vec<Lit>> {
    let p = if p.kind() == "case_pattern" { p.named_child(0)? } else { p };
    match p.kind() {
        "union_pattern" => named(p).into_iter().map(|alt| literal_of(l, alt)).collect(),
        _ => literal_of(l, p).map(|lit| vec![lit]),
    }
}

/// The names the patterns of a `case` capture: a bare name inside a structure, a `*rest`, an
/// `as` alias; not a class's name, a dotted constant (`Color.RED`) or a keyword's name.
fn captures(l: &Lower<'_>, n: Node<'_>, depth: usize, out: &mut Vec<String>) {
    // Patterns nested deeper than any written by hand are not read further.
    if depth > MAX_DEPTH {
        return;
    }
    let mut c = n.walk();
    let kids: Vec<Node<'_>> = n.named_children(&mut c).collect();
    for (i, k) in kids.iter().enumerate() {
        match k.kind() {
            "block" | "if_clause" | "comment" => {}
            "dotted_name" if n.kind() == "class_pattern" && i == 0 => {}
            "dotted_name" if k.named_child_count() == 1 && n.kind() != "case_clause" => {
                let name = l.text(*k);
                if name != "_" {
                    out.push(name.to_string());
                }
            }
            "identifier" if matches!(n.kind(), "splat_pattern" | "as_pattern") => out.push(l.text(*k).to_string()),
            "identifier" => {}
            _ => captures(l, *k, depth + 1, out),
        }
    }
}

fn case_arm(l: &mut Lower<'_>, case: Node<'_>) -> Arm {
    let mut c = case.walk();
    let patterns: Vec<Node<'_>> = case.named_children(&mut c).filter(|k| k.kind() == "case_pattern").collect();
    let guard = case.child_by_field_name("guard").and_then(|g| g.named_child(0)).map(|g| py_expr(l, g));
    let body = body(l, case, "consequence");
    let mut values = Some(Vec::new());
    let mut bind = None;
    let mut catch_all = false;
    for p in &patterns {
        let inner = p.named_child(0);
        match inner.map(|i| (i.kind(), i)) {
            None => catch_all = true,
            Some(("dotted_name", i)) if i.named_child_count() == 1 => {
                bind = Some(l.text(i).to_string());
                catch_all = true;
            }
            Some(("union_pattern", i)) => {
                let mut uc = i.walk();
                for alt in i.named_children(&mut uc) {
                    match literal_of(l, alt) {
                        Some(lit) => values.as_mut().map(|v| v.push(lit)),
                        None => values.take().map(|_| ()),
                    };
                }
            }
            Some((_, i)) => match literal_of(l, i) {
                Some(lit) => {
                    if let Some(v) = values.as_mut() {
                        v.push(lit);
                    }
                }
                None => values = None,
            },
        }
    }
    if catch_all || patterns.is_empty() {
        values = None;
        catch_all = true;
    }
    // A guarded catch-all does not catch everything.
    if guard.is_some() {
        catch_all = false;
    }
    Arm { values, bind, binds: Vec::new(), guard, catch_all, body }
}

fn literal_of(l: &mut Lower<'_>, n: Node<'_>) -> Option<Lit> {
    let n = if n.kind() == "case_pattern" { n.named_child(0)? } else { n };
    match py_expr(l, n).kind {
        ExprKind::Lit(lit) => Some(lit),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::scan::code::{CodeRules, analyze};
    use crate::scan::lex::Lang;
    use crate::scan::text::LineIndex;

    fn rules_hit(src: &str) -> Vec<String> {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        analyze(&rules, Lang::Python, src, &LineIndex::new(src))
            .into_iter()
            .map(|h| rules.rules[h.rule].meta.id.clone())
            .collect()
    }

    const VIEW: &str = "import sqlite3\nfrom flask import Flask, request\napp = Flask(__name__)\n@app.get(\"/y\")\ndef yields():\n    conn = sqlite3.connect(\"x.db\")\n    match request.args.get(\"sort\", \"\").split(\":\"):\n";

    #[test]
    fn a_capture_holds_its_part_of_the_subject() {
        let constant = format!(
            "{VIEW}        case [\"litres\" | \"somatic\" as col, *_]:\n            return conn.execute(f\"SELECT * FROM m ORDER BY {{col}}\").fetchall()\n"
        );
        assert!(rules_hit(&constant).is_empty(), "{constant}");
        let raw = format!(
            "{VIEW}        case [col, *_]:\n            return conn.execute(f\"SELECT * FROM m ORDER BY {{col}}\").fetchall()\n"
        );
        assert!(!rules_hit(&raw).is_empty(), "{raw}");
        let literal_elsewhere = format!(
            "{VIEW}        case [col, \"desc\"]:\n            return conn.execute(f\"SELECT * FROM m ORDER BY {{col}} DESC\").fetchall()\n"
        );
        assert!(!rules_hit(&literal_elsewhere).is_empty(), "{literal_elsewhere}");
    }

    #[test]
    fn hostile_patterns_do_not_overflow() {
        let deep = format!("match x:\n    case {}a{}:\n        pass\n", "[".repeat(5_000), "]".repeat(5_000));
        let _ = rules_hit(&deep);
    }
}
