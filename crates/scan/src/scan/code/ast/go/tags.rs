//! What a struct's tags ask a validator to check of its text fields (gin's
//! `binding:"oneof=a b"`, go-playground's `validate:"alpha"`), written as the checks they are
//! where the validating call's error is nil: `if err := c.ShouldBindJSON(&req); err != nil {
//! return }` goes on with `req.Format` one of `a`, `b`. Where the error is not tested, or the
//! test does not leave, nothing was checked.

use std::collections::HashMap;

use tree_sitter::Node;

use super::super::go_state::{Check, Pending};
use super::super::ir::*;
use super::super::lower::Lower;

/// Reads a struct field's tag (as written, in back quotes): the checks its `binding` and
/// `validate` values declare, where the field holds text.
pub(super) fn note_field(l: &mut Lower<'_>, owner: &str, field: &str, ty: &str, tag: &str) {
    if !matches!(ty, "string" | "*string") {
        return;
    }
    let Some(tag) = tag.strip_prefix('`').and_then(|t| t.strip_suffix('`')) else { return };
    for key in ["binding", "validate"] {
        let Some(value) = tag_value(tag, key) else { continue };
        for check in checks_of(l, value) {
            l.tags.fields.entry(owner.to_string()).or_default().push((field.to_string(), key.to_string(), check));
        }
    }
}

/// The value of `key` in a struct tag (`json:"name" binding:"required"`), as Go's
/// `StructTag.Get` reads it.
fn tag_value<'t>(tag: &'t str, key: &str) -> Option<&'t str> {
    let mut rest = tag.trim_start_matches(' ');
    while !rest.is_empty() {
        let (k, after) = rest.split_once(":\"")?;
        let end = after.find('"')?;
        if k == key {
            return Some(&after[..end]);
        }
        rest = after[end + 1..].trim_start_matches(' ');
    }
    None
}

/// The checks a validator's tag value makes, one per rule of its comma-separated list that
/// restricts the value, read up to `dive` (what follows is of a collection's items). A rule of
/// alternatives (`uuid|alpha`) restricts it only where each does; `omitempty` lets the empty
/// value through too; a validator the file registers itself (`RegisterValidation("alpha", ..)`)
/// is its own, unknown.
fn checks_of(l: &Lower<'_>, value: &str) -> Vec<Check> {
    let rules: Vec<&str> = value.split(',').map(str::trim).take_while(|r| *r != "dive" && *r != "keys").collect();
    let empty_ok = rules.contains(&"omitempty");
    let mut out = Vec::new();
    for rule in rules {
        let alternatives: Option<Vec<Check>> = rule.split('|').map(|a| alternative(l, a.trim())).collect();
        let Some(alternatives) = alternatives else { continue };
        if let Some(check) = joined(alternatives, empty_ok) {
            out.push(check);
        }
    }
    out
}

/// One alternative of a rule: `oneof=a 'b c'`, `eq=a`, or a validator the models give a
/// pattern.
fn alternative(l: &Lower<'_>, a: &str) -> Option<Check> {
    match a.split_once('=') {
        Some(("oneof", values)) => Some(Check::OneOf(oneof_values(values))),
        Some(("eq", value)) => Some(Check::OneOf(vec![value.to_string()])),
        Some(_) => None,
        None if l.tags.registered.as_ref().is_some_and(|r| r.contains(a)) => None,
        None => l.models.tag_check(a).map(|p| Check::Whole(p.to_string())),
    }
}

/// Notes, once per file, the names it may register validators of its own under
/// (`RegisterValidation`, `RegisterValidationCtx`, `RegisterAlias`, a name in a constant):
/// where it registers one, every name it writes quoted outside a tag. (A package's other file
/// may register one too: a validator the tag names is trusted where this one registers none.)
pub(super) fn note_registered(l: &mut Lower<'_>) {
    let src = l.src;
    if !src.contains("RegisterValidation") && !src.contains("RegisterAlias") {
        return;
    }
    let mut names = std::collections::HashSet::new();
    let mut rest = src;
    while let Some(at) = rest.find('"') {
        let after = &rest[at + 1..];
        let Some(end) = after.find('"') else { break };
        if !rest[..at].ends_with(':') {
            names.insert(after[..end].to_string());
        }
        rest = &after[end + 1..];
    }
    l.tags.registered = Some(names);
}

/// `oneof`'s values: separated by spaces, a quoted one (`'a b'`) may hold spaces.
fn oneof_values(values: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = values.trim();
    while !rest.is_empty() {
        let (value, after) = match rest.strip_prefix('\'').and_then(|r| r.split_once('\'')) {
            Some((quoted, after)) => (quoted, after),
            None => rest.split_once(' ').unwrap_or((rest, "")),
        };
        out.push(value.to_string());
        rest = after.trim_start();
    }
    out
}

/// A rule's alternatives as one check: the values of them all, or a pattern matching any.
fn joined(alternatives: Vec<Check>, empty_ok: bool) -> Option<Check> {
    let mut values = Vec::new();
    let mut patterns = Vec::new();
    for a in alternatives {
        match a {
            Check::OneOf(v) => values.extend(v),
            Check::Whole(p) => patterns.push(p),
        }
    }
    if patterns.is_empty() {
        if empty_ok {
            values.push(String::new());
        }
        return (!values.is_empty()).then_some(Check::OneOf(values));
    }
    patterns.extend(values.iter().map(|v| regex::escape(v)));
    let optional = if empty_ok { "?" } else { "" };
    Some(Check::Whole(format!("(?:{}){optional}", patterns.join("|"))))
}

/// Finds the package's variables and the fields given what a tag validator's maker makes
/// (`var validate = validator.New()`, `v: validator.New()` in a struct literal, `h.v =
/// validator.New()`), anywhere in the file; a function's own variable is typed where it is
/// declared ([`validator_made`]).
pub(super) fn note_made(l: &mut Lower<'_>, root: Node<'_>) {
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if n.kind() == "call_expression"
            && let Some(ty) = validator_made(l, n)
            && let Some(name) = given_to(l, n)
        {
            l.tags.made.insert(name, ty);
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
}

/// The type of tag validator a call makes, where it calls one of the models' makers.
pub(super) fn validator_made(l: &Lower<'_>, call: Node<'_>) -> Option<String> {
    if call.kind() != "call_expression" {
        return None;
    }
    let written = l.field_text(call, "function");
    l.models.validator_made_by(&[l.m.resolve(written), written.to_string()]).map(str::to_string)
}

/// The variable or field a value is given: the left side at its place in an assignment or a
/// declaration, or the key of a struct literal's element.
fn given_to(l: &Lower<'_>, value: Node<'_>) -> Option<String> {
    let list = value.parent()?;
    if list.kind() == "keyed_element" {
        let key = list.named_child(0)?;
        return (key.id() != value.id()).then(|| last_name(l, key));
    }
    let holder = list.parent()?;
    let at = (0..list.named_child_count()).find(|i| list.named_child(*i).is_some_and(|c| c.id() == value.id()))?;
    let left = match holder.kind() {
        // A field (`h.v = ..`); a variable so given is a function's own.
        "assignment_statement" => {
            Some(holder.child_by_field_name("left")?.named_child(at)?).filter(|t| t.kind() == "selector_expression")?
        }
        // A package's variable (alone, or in a `var ( .. )` group).
        "var_spec" if package_level(holder) => {
            let mut c = holder.walk();
            holder.children_by_field_name("name", &mut c).nth(at)?
        }
        _ => return None,
    };
    Some(last_name(l, left))
}

/// Whether a declaration is the package's: its `var` declaration is at the file's top.
fn package_level(spec: Node<'_>) -> bool {
    let mut at = spec.parent();
    while let Some(p) = at {
        if p.kind() == "var_declaration" {
            return p.parent().is_some_and(|f| f.kind() == "source_file");
        }
        at = p.parent();
    }
    false
}

/// A name's last part: `v` of `h.v`.
fn last_name(l: &Lower<'_>, n: Node<'_>) -> String {
    let t = l.text(n);
    t.rsplit('.').next().unwrap_or(t).trim().to_string()
}

/// The checks a call makes, where it is a tag validator (`c.ShouldBindJSON(&req)`,
/// `validate.Struct(req)`) given a struct of the file whose fields' tags of its key declare
/// some, as code on those fields.
pub(super) fn validating_call(l: &Lower<'_>, call: Node<'_>) -> Option<Pending> {
    let f = call.child_by_field_name("function").filter(|f| f.kind() == "selector_expression")?;
    let (recv, method) = (f.child_by_field_name("operand")?, f.child_by_field_name("field")?);
    let ty = receiver_type(l, recv)?;
    let written = format!("{ty}.{}", l.text(method));
    let key = l.models.tag_validator(&[l.m.resolve(&written), written])?;
    // (A validator told to read another key, `SetTagName("binding")`, checks other tags;
    // gin's with its validator removed, `binding.Validator = nil`, none.)
    if l.src.contains("SetTagName") || key == "binding" && l.src.contains("binding.Validator =") {
        return None;
    }
    let span = l.span(call);
    let mut out = Vec::new();
    let mut over = Vec::new();
    let args = call.child_by_field_name("arguments")?;
    let mut c = args.walk();
    for arg in args.named_children(&mut c) {
        let name = l.text(arg).trim_start_matches(['&', '*']).trim();
        let Some(fields) = l.var_types.get(name).and_then(|t| l.tags.fields.get(t)) else { continue };
        let target = Expr::new(ExprKind::Name(name.to_string()), span);
        over.push(name.to_string());
        for (field, _, check) in fields.iter().filter(|(_, k, _)| k == key) {
            let value = Expr::new(ExprKind::Attr(Box::new(target.clone()), field.clone()), span);
            out.push(check_stmt(value, check, span));
        }
    }
    Some(Pending { call: 0, checks: out, over })
}

/// The type of a method's receiver: a variable's, parameter's or field's declared one
/// ([`super::types::declared_type`]), or what a maker made it.
fn receiver_type(l: &Lower<'_>, recv: Node<'_>) -> Option<String> {
    if recv.kind() == "call_expression" {
        return validator_made(l, recv);
    }
    let declared = super::types::declared_type(l, recv, 0).or_else(|| of_receiver(l, recv));
    let declared = declared.map(|t| t.trim_start_matches('*').to_string());
    declared.or_else(|| l.tags.made.get(&last_name(l, recv)).cloned())
}

/// The declared type of a field of the method's own receiver (`h.v` in `func (h *Handler)`).
fn of_receiver(l: &Lower<'_>, recv: Node<'_>) -> Option<String> {
    recv.child_by_field_name("operand").filter(|o| l.receiver.as_deref() == Some(l.text(*o)))?;
    let field = l.field_text(recv, "field");
    let fields = l.m.fields.get(l.class.as_deref()?)?;
    fields.iter().find(|(f, _)| f == field).map(|(_, t)| t.clone())
}

/// A check as code: `if !regexp.MatchString(pattern, value) { panic }`, `if value not in
/// (..) { panic }`.
fn check_stmt(value: Expr, check: &Check, span: Span) -> Stmt {
    let e = |kind| Expr::new(kind, span);
    let cond = match check {
        Check::OneOf(values) => {
            let values = values.iter().map(|v| e(ExprKind::Lit(Lit::Str(v.clone())))).collect();
            e(ExprKind::Binary(BinOp::NotIn, Box::new(value), Box::new(e(ExprKind::Tuple(values)))))
        }
        Check::Whole(p) => {
            let func = e(ExprKind::Attr(Box::new(e(ExprKind::Name("regexp".into()))), "MatchString".into()));
            let args = vec![e(ExprKind::Lit(Lit::Str(format!("^(?:{p})$")))), value];
            let call = e(ExprKind::Call(Box::new(Call { func, args, kwargs: Vec::new(), new: false })));
            e(ExprKind::Unary(UnOp::Not, Box::new(call)))
        }
    };
    let then = vec![Stmt { kind: StmtKind::Raise(None), span }];
    Stmt { kind: StmtKind::If { cond, then, other: Vec::new() }, span }
}

/// Keeps a validating call's checks until its error, given to `name`, is tested.
pub(super) fn hold_where_nil(l: &mut Lower<'_>, name: &str, mut checks: Pending) {
    l.tags.calls += 1;
    checks.call = l.tags.calls;
    l.tags.pending.insert(name.to_string(), checks);
}

/// Variables given another value (by assignment, or filled through a pointer): an error so
/// given holds no earlier call's result, and checks of a struct so given no longer hold.
pub(super) fn drop_written(l: &mut Lower<'_>, names: &[String]) {
    l.tags.pending.retain(|err, p| !names.contains(err) && !p.over.iter().any(|o| names.contains(o)));
}

/// A new block, `if` or closure: the checks waiting outside wait inside too, and what is
/// written inside drops them ([`leave_scope`]).
pub(super) fn enter_scope(l: &mut Lower<'_>) -> HashMap<String, Pending> {
    l.tags.pending.clone()
}

/// The end of a block, `if` or closure: of the checks waiting before it, those still waiting
/// from the same call wait on (one dropped inside, by a write or a test, is dropped; an inner
/// `err :=` hiding the outer one drops it too); one given inside waits no more.
pub(super) fn leave_scope(l: &mut Lower<'_>, outer: HashMap<String, Pending>) {
    let inner = std::mem::take(&mut l.tags.pending);
    l.tags.pending = outer.into_iter().filter(|(err, p)| inner.get(err).is_some_and(|q| q.call == p.call)).collect();
}

/// A new function: no error of another's is tested in it.
pub(super) fn enter_function(l: &mut Lower<'_>) -> HashMap<String, Pending> {
    std::mem::take(&mut l.tags.pending)
}

pub(super) fn leave_function(l: &mut Lower<'_>, outer: HashMap<String, Pending>) {
    l.tags.pending = outer;
}

/// The variables a statement may write through a pointer or a method (`fill(&req)` nested in
/// any call, `req.override(r)`, `p := &req`): where checks of them wait, they no longer hold.
pub(super) fn touched(l: &mut Lower<'_>, n: Node<'_>) {
    if l.tags.pending.is_empty() {
        return;
    }
    let mut names = Vec::new();
    let mut stack = vec![n];
    while let Some(k) = stack.pop() {
        match k.kind() {
            "unary_expression" if l.field_text(k, "operator") == "&" => {
                if let Some(o) = k.child_by_field_name("operand") {
                    names.push(l.text(o).split('.').next().unwrap_or_default().trim().to_string());
                }
            }
            "call_expression" => {
                if let Some(o) = k
                    .child_by_field_name("function")
                    .filter(|f| f.kind() == "selector_expression")
                    .and_then(|f| f.child_by_field_name("operand"))
                    .filter(|o| o.kind() == "identifier")
                {
                    names.push(l.text(o).to_string());
                }
            }
            "func_literal" => continue,
            _ => {}
        }
        let mut c = k.walk();
        stack.extend(k.named_children(&mut c));
    }
    let over: Vec<String> = names;
    l.tags.pending.retain(|_, p| !p.over.iter().any(|o| over.contains(o)));
}

/// The root variable an assignment's target writes (`req` of `req.Name`, `req[i]`, `*req`).
pub(super) fn written_root(e: &Expr) -> Option<String> {
    match &e.kind {
        ExprKind::Unary(_, o) => written_root(o),
        _ => root_name(e),
    }
}

/// Where an `if` tests a validating call's error against `nil` (`err != nil`, `c.Bind(&x) ==
/// nil`), the checks hold on the branch where it is nil: first there.
pub(super) fn place(l: &mut Lower<'_>, cond: Node<'_>, then: &mut Vec<Stmt>, other: &mut Vec<Stmt>) {
    if cond.kind() != "binary_expression" {
        return;
    }
    let op = l.field_text(cond, "operator");
    let (Some(left), Some(right)) = (cond.child_by_field_name("left"), cond.child_by_field_name("right")) else {
        return;
    };
    let tested = match (l.text(left), l.text(right)) {
        (_, "nil") => left,
        ("nil", _) => right,
        _ => return,
    };
    let checks = match tested.kind() {
        "identifier" => l.tags.pending.remove(l.text(tested)),
        "call_expression" => validating_call(l, tested),
        _ => None,
    }
    .map(|p| p.checks);
    let (Some(checks), Some(branch)) = (
        checks,
        match op {
            "!=" => Some(other),
            "==" => Some(then),
            _ => None,
        },
    ) else {
        return;
    };
    branch.splice(0..0, checks);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::code::{CodeRules, analyze};
    use crate::scan::lex::Lang;
    use crate::scan::text::LineIndex;

    fn found(src: &str) -> bool {
        let rules = CodeRules::builtin().unwrap_or_else(|d| panic!("{d:?}"));
        !analyze(&rules, Lang::Go, src, &LineIndex::new(src)).is_empty()
    }

    /// The checks hold where the validating call's error is nil: not where the struct was
    /// written again before the test, nor where another error of the same name is tested.
    #[test]
    fn checks_hold_only_where_their_own_error_is_nil() {
        let head = "package app\nimport (\n\t\"os\"\n\t\"strconv\"\n\t\"github.com/gin-gonic/gin\"\n)\ntype fetchReq struct {\n\tName string `form:\"name\" binding:\"required,oneof=a.txt b.txt\"`\n}\n";
        let checked = format!(
            "{head}func fetch(c *gin.Context) {{\n\tvar req fetchReq\n\terr := c.ShouldBindQuery(&req)\n\tif err != nil {{\n\t\treturn\n\t}}\n\tos.ReadFile(\"/srv/files/\" + req.Name)\n}}\n"
        );
        assert!(!found(&checked), "{checked}");
        let rewritten = checked.replace("\tif err != nil", "\treq.Name = c.Query(\"file\")\n\tif err != nil");
        assert!(found(&rewritten), "{rewritten}");
        let other_error =
            checked.replace("\tif err != nil", "\tn, err := strconv.Atoi(c.Query(\"n\"))\n\t_ = n\n\tif err != nil");
        assert!(found(&other_error), "{other_error}");
        let inner = checked.replace(
            "\terr := c.ShouldBindQuery(&req)\n",
            "\tvar err error\n\t{\n\t\terr := c.ShouldBindQuery(&req)\n\t\t_ = err\n\t}\n",
        );
        assert!(found(&inner), "{inner}");
    }

    #[test]
    fn a_tag_value_is_read_by_its_key() {
        let tag = r#"json:"colour,omitempty" binding:"required,alpha" validate:"oneof=a b""#;
        assert_eq!(tag_value(tag, "binding"), Some("required,alpha"));
        assert_eq!(tag_value(tag, "validate"), Some("oneof=a b"));
        assert_eq!(tag_value(tag, "form"), None);
        assert_eq!(tag_value(r#"xbinding:"alpha""#, "binding"), None);
    }

    #[test]
    fn oneof_values_keep_quoted_spaces() {
        assert_eq!(oneof_values("red 'deep blue'  green"), ["red", "deep blue", "green"]);
    }

    #[test]
    fn alternatives_join_into_one_check() {
        let one = |v: &[&str]| Check::OneOf(v.iter().map(|s| s.to_string()).collect());
        assert_eq!(joined(vec![one(&["a", "b"]), one(&["c"])], false), Some(one(&["a", "b", "c"])));
        assert_eq!(joined(vec![one(&["a"])], true), Some(one(&["a", ""])));
        let mixed = joined(vec![Check::Whole("[a-z]+".into()), one(&["a.b"])], true);
        assert_eq!(mixed, Some(Check::Whole(r"(?:[a-z]+|a\.b)?".into())));
    }
}
