//! What every language's lowering shares: the source, the module being built, spans and text of
//! nodes, comments, and a depth limit so a hostile file cannot exhaust the stack.

use tree_sitter::Node;

use super::ir::*;
use crate::scan::code::models::{CallModels, Items, Models};

/// Nesting deeper than this is not followed (a 10,000-term concatenation is still scanned for
/// its calls up to here; the rest is an opaque value).
const MAX_DEPTH: usize = 160;

pub struct Lower<'a> {
    pub src: &'a str,
    pub m: Module,
    /// The class (impl, struct) whose methods are being lowered.
    pub class: Option<String>,
    depth: usize,
    /// The language's expression lowering, for the parts of a node it does not model.
    pub expr_fn: fn(&mut Lower<'a>, Node<'_>) -> Expr,
    /// What the language's APIs do: the lowering asks these, never a name of its own.
    pub models: &'a Models,
    /// The declared type of each variable in scope where lowering is, by name (a block's end
    /// restores the outer ones; each function starts from its parameters): what a call filling
    /// it through a pointer fills (Go's `var req T; c.Bind(&req)`), and whether a range over it
    /// gives positions.
    pub var_types: std::collections::HashMap<String, String>,
    /// The file's named types that are not structs, with the kind of the type they name
    /// (Go's `type Cond map[string]any` is a `map_type`): what their literals' keys are.
    pub named_kinds: std::collections::HashMap<String, &'static str>,
    /// The name of the receiver of the method being lowered (Go's `q` of `func (q *query)`),
    /// of the type `class`.
    pub receiver: Option<String>,
    /// Go's channels in scope, with the keys their sends and receives are kept under.
    pub channels: super::go_state::Channels,
    /// Go's struct tags, and the checks they make where a validating call's error is nil.
    pub tags: super::go_state::Tags,
    /// Java's instance fields of the classes being lowered, innermost last.
    pub fields: Vec<ClassFields>,
    /// Java: how many fields of the file's classes have each name (read once).
    pub field_names: Option<std::collections::HashMap<String, usize>>,
    /// Java: where a `yield` gives its value, innermost switch expression last.
    pub yields: Vec<Yield>,
    /// Java: the components of each record the file declares, in order, by its simple name.
    pub record_components: std::collections::HashMap<String, Vec<String>>,
}

/// Where a Java `yield` (or a rule's expression, `case A -> v;`) gives a switch expression's
/// value: to a variable (each value given is kept apart, `given`, and the variable is one of
/// them after the switch, so a `yield` inside a loop counts as one that leaves it; code after
/// a `yield` is still read), as the
/// function's result, or in place (a switch inside another expression).
#[derive(Debug, Clone)]
pub enum Yield {
    Var { target: Expr, given: Vec<Expr> },
    Return,
    Value,
}

/// A class's instance fields as its methods name them (Java): those declared without a value
/// (its constructor or methods set them), which a bare name reads and writes as `this.name`,
/// and the `final` ones given their value where declared, which `this.name` reads as that value
/// (the declaration's, a global) where no other class of the file declares a field of that
/// name; with the names the methods being lowered declare themselves (and those around them
/// declare), which hide them.
#[derive(Debug, Default)]
pub struct ClassFields {
    pub set_later: std::collections::HashSet<String>,
    pub fixed: std::collections::HashSet<String>,
    pub own: std::collections::HashSet<String>,
}

impl<'a> Lower<'a> {
    /// A lowering of `src` whose expressions are lowered by `expr_fn` (the language's own),
    /// with the language's `models`.
    pub fn new(src: &'a str, models: &'a Models, expr_fn: fn(&mut Lower<'a>, Node<'_>) -> Expr) -> Lower<'a> {
        let mut m = Module::default();
        m.funcs.push(placeholder());
        Lower {
            src,
            m,
            class: None,
            depth: 0,
            expr_fn,
            models,
            receiver: None,
            var_types: Default::default(),
            named_kinds: Default::default(),
            channels: Default::default(),
            tags: Default::default(),
            fields: Vec::new(),
            field_names: None,
            yields: Vec::new(),
            record_components: Default::default(),
        }
    }

    /// Records that `name` is declared with the type `simple` (a class's simple name, or Rust's
    /// type as written) in the nearest node around `at` that `is_scope` accepts
    /// ([`Module::declared`]).
    pub fn declare_in(&mut self, name: &str, simple: String, at: Node<'_>, is_scope: impl Fn(Node<'_>) -> bool) {
        let mut scope = at.parent();
        while let Some(s) = scope {
            if is_scope(s) {
                break;
            }
            scope = s.parent();
        }
        let Some(scope) = scope else { return };
        let span = self.span(scope);
        self.m.declared.entry(name.to_string()).or_default().push((span, simple));
    }

    /// What the models say of a call written `dotted` (with `suffix`, a macro's `!`): by that
    /// name, and with its first part resolved through the imports seen so far.
    pub fn call_models(&self, dotted: &str, suffix: &str) -> CallModels<'a> {
        let written = format!("{dotted}{suffix}");
        let resolved = format!("{}{suffix}", self.m.resolve(dotted));
        let names = if resolved == written { vec![written] } else { vec![written, resolved] };
        self.models.call(&names)
    }

    /// A call of a collection maker the models name, as the collection it makes where its
    /// arguments say what it holds: `Set.of("a", "b")` a list, `Map.of(k, v, ..)` and
    /// `new Map([[k, v], ..])` a dict, `new HashSet<>(List.of(..))` the same list,
    /// `new HashMap<>(Map.of(..))` the same dict.
    pub fn collection(&self, func: &Expr, args: &[Expr]) -> Option<ExprKind> {
        let items = self.call_models(&func.dotted()?, "").collection?;
        let pair = |e: &Expr| match &e.kind {
            ExprKind::List(kv) | ExprKind::Tuple(kv) if kv.len() == 2 => Some((Some(kv[0].clone()), kv[1].clone())),
            _ => None,
        };
        match (items, args) {
            (Items::Arguments, _) => Some(ExprKind::List(args.to_vec())),
            (Items::Pairs, _) if args.len().is_multiple_of(2) => {
                Some(ExprKind::Dict(args.chunks(2).map(|kv| (Some(kv[0].clone()), kv[1].clone())).collect()))
            }
            (Items::Copy, [Expr { kind: ExprKind::List(items), .. }]) => Some(ExprKind::List(items.clone())),
            (Items::MapCopy, [Expr { kind: ExprKind::Dict(entries), .. }]) => Some(ExprKind::Dict(entries.clone())),
            (Items::Entries, [Expr { kind: ExprKind::List(entries), .. }]) => {
                Some(ExprKind::Dict(entries.iter().map(pair).collect::<Option<Vec<_>>>()?))
            }
            _ => None,
        }
    }

    /// The module, with `body` as its top level.
    pub fn finish(mut self, body: Vec<Stmt>) -> Module {
        let end = self.src.len();
        self.m.funcs[0] = Function { body, span: Span { start: 0, end }, ..placeholder() };
        self.m.comments.sort_by_key(|s| s.start);
        self.m
    }

    /// Steps one level deeper; false (and nothing to undo) when too deep.
    pub fn enter(&mut self) -> bool {
        if self.depth >= MAX_DEPTH {
            return false;
        }
        self.depth += 1;
        true
    }

    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    pub fn span(&self, n: Node<'_>) -> Span {
        Span { start: n.start_byte(), end: n.end_byte() }
    }

    pub fn text(&self, n: Node<'_>) -> &'a str {
        self.src.get(n.start_byte()..n.end_byte()).unwrap_or("")
    }

    pub fn field_text(&self, n: Node<'_>, field: &str) -> &'a str {
        n.child_by_field_name(field).map_or("", |x| self.text(x))
    }

    pub fn comment(&mut self, n: Node<'_>) {
        self.m.comments.push(self.span(n));
    }

    /// A new function's index; the caller fills it in.
    pub fn reserve(&mut self) -> usize {
        self.m.funcs.push(placeholder());
        self.m.funcs.len() - 1
    }

    /// Notes `name` as declared in the block `scope` (see [`Module::locals`]).
    pub fn declare_local(&mut self, scope: Node<'_>, name: &str) {
        let span = self.span(scope);
        self.m.locals.push((span, name.to_string()));
    }

    /// A function of one item, its parameter [`ITEM`] (a comprehension's, a method reference's;
    /// see [`ExprKind::Each`]), made of `body` and an expression whose value it returns.
    pub fn item_function(&mut self, span: Span, body: Vec<Stmt>, value: Option<Expr>) -> usize {
        let id = self.reserve();
        self.m.funcs[id] = Function {
            name: LAMBDA.into(),
            class: self.class.clone(),
            params: vec![Param { name: ITEM.into(), default: None, ty: None, keywords: false }],
            decorators: Vec::new(),
            body,
            span,
            value,
        };
        id
    }

    /// The statement `n` lowered onto `out` by `stmt` (the language's, given the statement's
    /// span) one level deeper; nothing when too deep.
    pub fn statement(&mut self, n: Node<'_>, out: &mut Vec<Stmt>, stmt: StmtAtFn) {
        if !self.enter() {
            return;
        }
        let span = self.span(n);
        stmt(self, n, span, out);
        self.leave();
    }

    /// `n` lowered by `kind` one level deeper; an opaque value when too deep.
    pub fn nested(&mut self, n: Node<'_>, kind: fn(&mut Lower<'a>, Node<'_>) -> ExprKind) -> Expr {
        let span = self.span(n);
        if !self.enter() {
            return Expr::new(ExprKind::Opaque(Vec::new()), span);
        }
        let kind = kind(self, n);
        self.leave();
        Expr::new(kind, span)
    }

    /// A node not modelled: an opaque value over its named parts.
    pub fn opaque(&mut self, n: Node<'_>) -> Expr {
        let kind = self.opaque_kind(n);
        Expr::new(kind, self.span(n))
    }

    pub fn opaque_kind(&mut self, n: Node<'_>) -> ExprKind {
        if !self.enter() {
            return ExprKind::Opaque(Vec::new());
        }
        let parts = self.children(n);
        self.leave();
        ExprKind::Opaque(parts)
    }

    /// The expression in `field` of `n`; an opaque value over `n` when the field is missing.
    pub fn field(&mut self, n: Node<'_>, field: &str) -> Expr {
        let f = self.expr_fn;
        match n.child_by_field_name(field) {
            Some(e) => f(self, e),
            None => self.opaque(n),
        }
    }

    /// `left operator right`, in the grammars that name these three fields.
    pub fn binary(&mut self, n: Node<'_>) -> ExprKind {
        let left = self.field(n, "left");
        let right = self.field(n, "right");
        let op = n.child_by_field_name("operator").map(|o| binop(self.text(o))).unwrap_or(BinOp::Other);
        ExprKind::Binary(op, Box::new(left), Box::new(right))
    }

    /// `!x`, `-x`, `+x` (any other operator is not modelled) with its operand in `field`.
    pub fn unary(&mut self, n: Node<'_>, field: &str) -> ExprKind {
        let op = match n.child_by_field_name("operator").map(|o| self.text(o)) {
            Some("!") => UnOp::Not,
            Some("-") => UnOp::Neg,
            Some("+") => UnOp::Plus,
            _ => UnOp::Other,
        };
        ExprKind::Unary(op, Box::new(self.field(n, field)))
    }

    /// `object.name`, the object in field `object` and the name in field `name`.
    pub fn member(&mut self, n: Node<'_>, object: &str, name: &str) -> ExprKind {
        let obj = self.field(n, object);
        let name = self.field_text(n, name).to_string();
        ExprKind::Attr(Box::new(obj), name)
    }

    /// `object[index]`, each in the field named so.
    pub fn subscript(&mut self, n: Node<'_>, object: &str, index: &str) -> ExprKind {
        let obj = self.field(n, object);
        let key = self.field(n, index);
        ExprKind::Index(Box::new(obj), Box::new(key))
    }

    /// `condition ? consequence : alternative`.
    pub fn ternary(&mut self, n: Node<'_>) -> ExprKind {
        let test = self.field(n, "condition");
        let then = self.field(n, "consequence");
        let other = self.field(n, "alternative");
        ExprKind::Cond(Box::new(test), Box::new(then), Box::new(other))
    }

    /// A node's named children lowered as expressions; comments among them are recorded.
    pub fn children(&mut self, n: Node<'_>) -> Vec<Expr> {
        let kids: Vec<Node<'_>> = named(n);
        let mut parts = Vec::new();
        for k in kids {
            if k.kind().contains("comment") {
                self.comment(k);
                continue;
            }
            let f = self.expr_fn;
            parts.push(f(self, k));
        }
        parts
    }
}

/// A node's named children.
/// One of these values, no test choosing which (a `match` arm's alias over literals, the
/// values a switch expression gives, a fold's result).
pub fn one_of(values: Vec<Expr>, span: Span) -> Option<Expr> {
    let mut values = values.into_iter().rev();
    let last = values.next()?;
    Some(values.fold(last, |acc, v| {
        let unknown = Expr::new(ExprKind::Opaque(Vec::new()), span);
        Expr::new(ExprKind::Cond(Box::new(unknown), Box::new(v), Box::new(acc)), span)
    }))
}

/// `value == a || value == b`: a test that a value is one of these constants (none: false).
pub fn equals_any(value: &Expr, values: Vec<Lit>, span: Span) -> Expr {
    values
        .into_iter()
        .map(|v| {
            let lit = Expr::new(ExprKind::Lit(v), span);
            Expr::new(ExprKind::Binary(BinOp::Eq, Box::new(value.clone()), Box::new(lit)), span)
        })
        .reduce(|a, b| Expr::new(ExprKind::Binary(BinOp::Or, Box::new(a), Box::new(b)), span))
        .unwrap_or_else(|| Expr::new(ExprKind::Lit(Lit::Bool(false)), span))
}

/// Marks as awaited ([`Module::awaited`]) every call written in `n` (`call_kind`: the
/// grammar's kind of a call): awaiting `Promise.all([check(a)])` or `gather(check(x))` waits
/// for them too, and so do the caller a call is returned to and the stage a promise is chained
/// to. Not the calls of a function written there: a callback runs when it is called.
pub fn mark_awaited(l: &mut Lower<'_>, n: Node<'_>, call_kind: &str) {
    let mut stack = vec![n];
    while let Some(k) = stack.pop() {
        if k.kind() == call_kind {
            l.m.awaited.insert(l.span(k).start);
        }
        let function = ["function", "lambda", "method"].iter().any(|f| k.kind().contains(f));
        if !function {
            stack.extend(named(k));
        }
    }
}

pub fn named(n: Node<'_>) -> Vec<Node<'_>> {
    let mut c = n.walk();
    n.named_children(&mut c).collect()
}

/// A statement lowering: `n` lowered onto the end of `out`.
pub type StmtFn = for<'a, 'n> fn(&mut Lower<'a>, Node<'n>, &mut Vec<Stmt>);

/// A language's lowering of one statement at its span, called through [`Lower::statement`].
pub type StmtAtFn = for<'a, 'n> fn(&mut Lower<'a>, Node<'n>, Span, &mut Vec<Stmt>);

/// The file at `root` lowered: its top-level statements by `stmt`, its expressions by `expr`.
pub fn module<'a>(
    src: &'a str,
    models: &'a Models,
    root: Node<'_>,
    expr: fn(&mut Lower<'a>, Node<'_>) -> Expr,
    stmt: StmtFn,
) -> Module {
    let mut l = Lower::new(src, models, expr);
    let body = stmts(&mut l, root, stmt);
    l.finish(body)
}

/// The named children of a block-like node, each lowered by `stmt` in order.
pub fn stmts(l: &mut Lower<'_>, node: Node<'_>, stmt: StmtFn) -> Vec<Stmt> {
    let mut out = Vec::new();
    let mut c = node.walk();
    for child in node.named_children(&mut c) {
        stmt(l, child, &mut out);
    }
    out
}

fn placeholder() -> Function {
    Function {
        name: String::new(),
        class: None,
        params: Vec::new(),
        decorators: Vec::new(),
        body: Vec::new(),
        span: Span::default(),
        value: None,
    }
}

/// The operator a binary expression is written with, in any of the five languages.
pub fn binop(op: &str) -> BinOp {
    match op {
        "+" => BinOp::Add,
        "-" => BinOp::Sub,
        "*" => BinOp::Mul,
        "/" => BinOp::Div,
        "//" => BinOp::FloorDiv,
        "%" => BinOp::Mod,
        "**" => BinOp::Pow,
        "&" => BinOp::BitAnd,
        "|" => BinOp::BitOr,
        "^" => BinOp::BitXor,
        "<<" => BinOp::Shl,
        ">>" | ">>>" => BinOp::Shr,
        "==" | "===" => BinOp::Eq,
        "!=" | "!==" | "<>" => BinOp::Ne,
        "<" => BinOp::Lt,
        "<=" => BinOp::Le,
        ">" => BinOp::Gt,
        ">=" => BinOp::Ge,
        "in" => BinOp::In,
        "not in" => BinOp::NotIn,
        "is" => BinOp::Is,
        "is not" => BinOp::IsNot,
        "and" | "&&" => BinOp::And,
        "or" | "||" | "??" => BinOp::Or,
        _ => BinOp::Other,
    }
}

/// How a grammar names the children of a string literal (besides `escape_sequence`).
pub struct StringKinds {
    /// Literal text.
    pub text: &'static [&'static str],
    /// An interpolation (`{x}` in an f-string): its expression is its `expression` field, else
    /// its first named child.
    pub interpolation: &'static str,
    /// Where the text nodes hold their escape sequences as written (Python's `string_content`):
    /// what each stands for.
    pub unescape: Option<fn(&str) -> String>,
}

/// A string literal whose children are named as `kinds` says: its text, or, when it
/// interpolates, its parts.
pub fn string(l: &mut Lower<'_>, n: Node<'_>, kinds: &StringKinds) -> ExprKind {
    let mut parts: Vec<Expr> = Vec::new();
    let mut text = String::new();
    for k in named(n) {
        match k.kind() {
            t if kinds.text.contains(&t) => match kinds.unescape {
                Some(f) => text.push_str(&f(l.text(k))),
                None => text.push_str(l.text(k)),
            },
            "escape_sequence" => text.push_str(&unescape(l.text(k))),
            i if i == kinds.interpolation => {
                if !text.is_empty() {
                    parts.push(Expr::new(ExprKind::Lit(Lit::Str(std::mem::take(&mut text))), l.span(k)));
                }
                if let Some(e) = k.child_by_field_name("expression").or_else(|| k.named_child(0)) {
                    let f = l.expr_fn;
                    parts.push(f(l, e));
                }
            }
            _ => {}
        }
    }
    interpolated(parts, text, l.span(n))
}

/// A string literal from its interpolated `parts` and the `text` after the last one (at `span`):
/// plain text when nothing is interpolated.
pub fn interpolated(mut parts: Vec<Expr>, text: String, span: Span) -> ExprKind {
    if parts.is_empty() {
        return ExprKind::Lit(Lit::Str(text));
    }
    if !text.is_empty() {
        parts.push(Expr::new(ExprKind::Lit(Lit::Str(text)), span));
    }
    ExprKind::Format(parts)
}

/// A simple escape sequence's character (`\n`, `\t`, `\"`); any other as written.
pub fn unescape(e: &str) -> String {
    match e {
        "\\n" => "\n".into(),
        "\\t" => "\t".into(),
        "\\r" => "\r".into(),
        "\\\\" => "\\".into(),
        "\\'" => "'".into(),
        "\\\"" => "\"".into(),
        "\\0" => "\0".into(),
        other => other.to_string(),
    }
}

/// An integer literal's value (an opaque value when it does not parse).
pub fn int_kind(text: &str) -> ExprKind {
    match int_literal(text) {
        Some(v) => ExprKind::Lit(Lit::Int(v)),
        None => ExprKind::Opaque(Vec::new()),
    }
}

/// A floating-point literal's value, `_` separators and Rust's type suffixes dropped (an
/// opaque value when it does not parse).
pub fn float_kind(text: &str) -> ExprKind {
    match text.replace('_', "").trim_end_matches("f32").trim_end_matches("f64").parse::<f64>() {
        Ok(v) => ExprKind::Lit(Lit::Float(v)),
        Err(_) => ExprKind::Opaque(Vec::new()),
    }
}

/// An integer literal in any base code writes: `0o755`, `0755`, `0x1ed`, `0b1`, `1_000`, with
/// type suffixes (`10L`, `5u32`) dropped.
pub fn int_literal(text: &str) -> Option<i64> {
    let t: String = text.trim().chars().filter(|c| *c != '_').collect();
    let lower = t.to_ascii_lowercase();
    let lower = ["u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize"]
        .iter()
        .find_map(|s| lower.strip_suffix(s))
        .unwrap_or(&lower)
        .trim_end_matches(['l', 'u', 'n']);
    let (digits, radix) = if let Some(d) = lower.strip_prefix("0o") {
        (d, 8)
    } else if let Some(d) = lower.strip_prefix("0x") {
        (d, 16)
    } else if let Some(d) = lower.strip_prefix("0b") {
        (d, 2)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (lower, 10)
    };
    if digits.is_empty() {
        return None;
    }
    i64::from_str_radix(digits, radix).ok()
}

/// The block a declaration `at` is in (the file, outside any).
pub fn enclosing_block(at: Node<'_>) -> Node<'_> {
    enclosing(at, &["statement_block", "block", "program"])
}

/// The nearest node around `at` of one of these kinds (the root, outside any).
pub fn enclosing<'t>(at: Node<'t>, kinds: &[&str]) -> Node<'t> {
    let mut scope = at;
    while let Some(p) = scope.parent() {
        scope = p;
        if kinds.contains(&p.kind()) {
            break;
        }
    }
    scope
}

#[cfg(test)]
mod tests {
    use super::int_literal;

    #[test]
    fn integer_literals_in_every_base() {
        for (text, want) in [
            ("0o777", 511),
            ("0777", 511),
            ("511", 511),
            ("0x1ff", 511),
            ("0b111111111", 511),
            ("0o100_777", 0o100777),
            ("0", 0),
            ("10L", 10),
            ("5u32", 5),
        ] {
            assert_eq!(int_literal(text), Some(want), "{text}");
        }
        for text in ["0o", "0x", "abc", "0o9", "1.5", ""] {
            assert_eq!(int_literal(text), None, "{text}");
        }
    }
}
