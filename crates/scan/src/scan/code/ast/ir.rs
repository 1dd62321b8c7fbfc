//! The program as the data-flow analysis reads it, the same for every language: functions made of
//! structured statements (assignments, branches, loops, `match`, `try`, returns) over
//! expressions. Each language's lowering (`python.rs`, ...) builds it from the syntax tree;
//! anything a lowering does not model becomes [`ExprKind::Opaque`] over its parts, so data still
//! flows through it.

/// The names the lowerings give a method's receiver, the same in every language: `self` when
/// it is declared as the first parameter (Python, Rust; Go's named receiver is renamed so),
/// `cls` for a Python class method's, `this` when it is implicit (JavaScript, Java).
pub const SELF: &str = "self";
pub const CLS: &str = "cls";
pub const THIS: &str = "this";
/// The base class, as its methods are called (`super.m(..)`, Python's `super().m(..)`).
pub const SUPER: &str = "super";

/// The name the lowerings give a function written inline (a lambda, an arrow function).
pub const LAMBDA: &str = "<lambda>";

/// The parameter of a function that takes one item of a collection at a time (see
/// [`ExprKind::Each`]; not a name a program can write).
pub const ITEM: &str = "<item>";

/// The decorator a lowering gives an `async` function (not a name a program can write): what it
/// returns is a promise, never the value a test computes.
pub const ASYNC: &str = "\0async";
/// A decorator the lowering gives a getter (JavaScript's `get name() {..}`): reading the
/// property runs it, as Python's `@property`.
pub const GETTER: &str = "\0getter";
/// A decorator the lowering gives a setter (JavaScript's `set name(v) {..}`): assigning the
/// property runs it, as a Python `@name.setter`.
pub const SETTER: &str = "\0setter";

/// What a lowering makes of a closure's parameter given the receiver of the method it is
/// handed to (`xs.iter().map(|x| ..)`, `opt.map(|x| ..)`): a call of this with the receiver,
/// one of its items where it is a list, else the receiver itself; not a name a program can
/// write.
pub const ITEM_OF: &str = "\0item";

/// What a lowering makes of a call whose failure returns from the function (Rust's `f(x)?`): a
/// call of this with the call, which gives what that call gives where it succeeds (a function
/// of the file: the join of its returns other than failures, `Err(..)` and `None`); not a name
/// a program can write.
pub const OK_OF: &str = "\0ok";

/// The variable an [`OK_OF`] call leaves what its call gives where it fails in (of a function
/// of the file, all it returns where that carries request data; else nothing), which the `?`
/// returns as its failure.
pub const FAILED_OF: &str = "\0failed";

/// What a lowering makes of sending on a channel (`ch <- v`): a call of this with the channel,
/// the value and the channel's key ([`ChannelKey`]); not a name a program can write.
pub const CHAN_SEND: &str = "\0send";

/// What a lowering makes of receiving from a channel (`<-ch`, `range ch`): a call of this with
/// the channel and its key ([`ChannelKey`]); not a name a program can write.
pub const CHAN_RECV: &str = "\0recv";

/// Where a channel is declared, as the key of its sends and receives says (an empty key: a
/// channel not known, `<-gen()`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChannelKey {
    /// A package-level variable.
    Package,
    /// A parameter: what its callers' channels of the name carry.
    Parameter,
    /// A field of a structure.
    Field,
    /// A variable of the function that starts at this byte (its closures share it).
    Local(usize),
}

impl ChannelKey {
    /// The key of the channel `name` declared here.
    pub fn key(self, name: &str) -> String {
        match self {
            ChannelKey::Package => format!("package {name}"),
            ChannelKey::Parameter => format!("param {name}"),
            ChannelKey::Field => format!("field {name}"),
            ChannelKey::Local(at) => format!("{at} {name}"),
        }
    }

    /// A key's channel name, and whether it is a parameter's.
    pub fn name_of(key: &str) -> (&str, bool) {
        let (scope, name) = key.split_once(' ').unwrap_or(("", key));
        (name, scope == "param")
    }
}

/// A receiver declared as a parameter (`self`, `cls`).
pub fn declared_receiver(name: &str) -> bool {
    name == SELF || name == CLS
}

/// Any name of a method's receiver.
pub fn receiver_name(name: &str) -> bool {
    declared_receiver(name) || name == THIS
}

/// Bytes `start..end` of the source.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Lit {
    Str(String),
    Int(i64),
    Float(f64),
    Bool(bool),
    /// `None`, `null`, `nil`, `undefined`.
    Null,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    In,
    NotIn,
    Is,
    IsNot,
    And,
    Or,
    /// Any other operator: the result depends on both sides.
    Other,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    Not,
    Neg,
    Plus,
    Other,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    Lit(Lit),
    Name(String),
    Attr(Box<Expr>, String),
    /// `value[index]`.
    Index(Box<Expr>, Box<Expr>),
    /// `value[a:b]`: a part of the value.
    Slice(Box<Expr>),
    Call(Box<Call>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Unary(UnOp, Box<Expr>),
    /// `then if test else other`, `test ? then : other`.
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// An interpolated string: its literal and interpolated parts in order.
    Format(Vec<Expr>),
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    /// Key (absent for a spread) and value.
    Dict(Vec<(Option<Expr>, Expr)>),
    /// A function written inline (lambda, arrow function, closure): its index in
    /// [`Module::funcs`].
    Lambda(usize),
    /// What a function (an [`ExprKind::Lambda`]) returns for each item of a collection, as a
    /// list: a comprehension (`[f(x) for x in xs if ok(x)]`); with `dict`, the function
    /// returns a key and a value, and they make a dict (`{k: f(v) for k, v in d.items()}`).
    Each {
        func: Box<Expr>,
        items: Box<Expr>,
        dict: bool,
    },
    /// `target := value` (Python), an assignment used as a value (C-like languages).
    Walrus(Box<Expr>, Box<Expr>),
    /// Something not modelled: its value depends on its parts.
    Opaque(Vec<Expr>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Call {
    pub func: Expr,
    pub args: Vec<Expr>,
    pub kwargs: Vec<(String, Expr)>,
    /// `new X(...)` (Java, JavaScript).
    pub new: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind {
    /// `targets... = value`; with `op`, an augmented assignment (`x += v`).
    Assign {
        targets: Vec<Expr>,
        value: Expr,
        op: Option<BinOp>,
    },
    Expr(Expr),
    If {
        cond: Expr,
        then: Vec<Stmt>,
        other: Vec<Stmt>,
    },
    While {
        cond: Expr,
        body: Vec<Stmt>,
        other: Vec<Stmt>,
    },
    For {
        target: Expr,
        iter: Expr,
        body: Vec<Stmt>,
        other: Vec<Stmt>,
        /// Go's `range`: a pair target is the index (or key) and the item, never the item
        /// taken apart.
        pairs: bool,
        /// Go's `range` over a slice, an array or a string (by the types declared, or a call the
        /// models name a `list_maker`): the index is a number, whatever the items hold.
        positions: bool,
    },
    Match {
        subject: Expr,
        arms: Vec<Arm>,
    },
    Try {
        body: Vec<Stmt>,
        handlers: Vec<Handler>,
        other: Vec<Stmt>,
        finally: Vec<Stmt>,
    },
    /// `with value as target: body`.
    With {
        items: Vec<(Expr, Option<Expr>)>,
        body: Vec<Stmt>,
    },
    Return(Option<Expr>),
    /// `raise`, `throw`, `panic!`: leaves the function.
    Raise(Option<Expr>),
    Break,
    Continue,
    /// A nested function or class method: its index in [`Module::funcs`].
    Def(usize),
    /// A block whose statements run in order (Rust blocks, Go/Java compound statements).
    Block(Vec<Stmt>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Arm {
    /// The literal values the arm matches, when it matches only literals.
    pub values: Option<Vec<Lit>>,
    /// A name the subject is bound to in the arm.
    pub bind: Option<String>,
    /// Statements binding the names of its pattern (`Ok(p)`), run before the guard.
    pub binds: Vec<Stmt>,
    pub guard: Option<Expr>,
    /// It matches anything (a wildcard, or a bare capture), so no arm after it runs.
    pub catch_all: bool,
    pub body: Vec<Stmt>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Handler {
    pub bind: Option<String>,
    pub body: Vec<Stmt>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    pub name: String,
    pub default: Option<Expr>,
    /// The declared type, as written (Rust extractors, Java annotations).
    pub ty: Option<String>,
    /// It gathers the keyword arguments no other parameter takes (Python's `**options`).
    pub keywords: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Function {
    pub name: String,
    /// The class (or impl) it is a method of.
    pub class: Option<String>,
    pub params: Vec<Param>,
    pub decorators: Vec<Expr>,
    pub body: Vec<Stmt>,
    pub span: Span,
    /// An expression body (lambdas, arrow functions): its value is returned.
    pub value: Option<Expr>,
}

impl Function {
    /// Whether the lowering marked it `async` ([`ASYNC`]): what it returns is a promise.
    pub fn is_async(&self) -> bool {
        self.decorators.iter().any(|d| matches!(&d.kind, ExprKind::Name(n) if n == ASYNC))
    }

    /// Each expression of its body and of its expression body (a lambda's value).
    pub fn each_expr<'e>(&'e self, f: &mut impl FnMut(&'e Expr)) {
        each_expr(&self.body, f);
        if let Some(v) = &self.value {
            v.each(f);
        }
    }

    /// Whether a decorator the program wrote wraps it (not a lowering's marker: [`ASYNC`],
    /// [`GETTER`], [`SETTER`]).
    pub fn is_wrapped(&self) -> bool {
        self.decorators.iter().any(|d| !matches!(&d.kind, ExprKind::Name(n) if n.starts_with('\0')))
    }

    /// Whether reading the property of its name runs it: a getter (JavaScript's `get x()`,
    /// [`GETTER`]), Python's `@property` or `@cached_property`.
    pub fn is_getter(&self) -> bool {
        self.decorators.iter().any(|d| match &d.kind {
            ExprKind::Name(n) => n == GETTER || n == "property" || n == "cached_property",
            ExprKind::Attr(_, n) => n == "cached_property",
            _ => false,
        })
    }

    /// Whether assigning the property of its name runs it: a setter (JavaScript's `set x(v)`,
    /// [`SETTER`]), Python's `@x.setter`.
    pub fn is_setter(&self) -> bool {
        self.decorators.iter().any(|d| match &d.kind {
            ExprKind::Name(n) => n == SETTER,
            ExprKind::Attr(_, n) => n == "setter",
            _ => false,
        })
    }

    /// A comprehension's function of one item ([`ExprKind::Each`]): what it returns is an
    /// item of a list, never a response.
    pub fn takes_items(&self) -> bool {
        matches!(self.params.as_slice(), [p] if p.name == ITEM)
    }
}

/// One file, lowered: its functions (index 0 is the module's top level) and import aliases.
#[derive(Debug, Default)]
pub struct Module {
    pub funcs: Vec<Function>,
    /// Local name -> full dotted name (`np` -> `numpy`, `run` -> `subprocess.run`).
    pub imports: std::collections::HashMap<String, String>,
    /// Names bound to modules by plain imports (`import os` binds `os`).
    pub modules: std::collections::HashSet<String>,
    /// A variable, parameter or field name -> where each declaration of it is in scope and the
    /// type it is declared with: Java's and Go's the simple name of the class (`Statement stmt`
    /// gives `stmt` -> `Statement`; Go's `s := store{..}` gives `s` -> `store`), so calls on it
    /// are also known as `Statement.execute`; Rust's as written (`let s: Arc<Service>`,
    /// `State(s): State<Arc<Service>>`) or a literal's structure (`let s = Service {..}`).
    /// Calls on it reach the file's own methods.
    pub declared: std::collections::HashMap<String, Vec<(Span, String)>>,
    /// Variables declared (`let`, `const`, `var`, a Java type), with the block they are
    /// declared in: those of a callback's own block are its own, not the variables of the code
    /// around it of the same name.
    pub locals: Vec<(Span, String)>,
    /// Byte ranges of comments (and docstrings), which regex rules never see.
    pub comments: Vec<Span>,
    /// The enumerations this file declares (a Java `enum`, a Python class of an `enum_base`, a
    /// Rust `enum` of names only):
    /// a value of one is one of its members, no text an attacker chooses.
    pub enums: std::collections::HashSet<String>,
    /// The other classes it declares, by simple name: a name both is no enumeration.
    pub classes: std::collections::HashSet<String>,
    /// The fields of the structures it declares (Rust, Go; a Python class's annotated
    /// attributes), with their types as written: a field of a type that holds no text (a number, one of the file's enumerations) holds none where a
    /// framework fills the structure from the request.
    pub fields: std::collections::HashMap<String, Vec<(String, String)>>,
    /// The classes whose fields are all there is to them (a Python class of annotated
    /// attributes and no base class, a Java record): a call of one without a constructor of its
    /// own sets its fields, in order.
    pub records: std::collections::HashSet<String>,
    /// The classes each class of the file extends, by the names written (Python's bases,
    /// JavaScript's and Java's `extends`): where a method not its own is looked up.
    pub bases: std::collections::HashMap<String, Vec<String>>,
    /// The interfaces (Java's `implements`) and traits (Rust's `impl Trait for Type`) each class
    /// of the file implements, by their simple names: a call on a value of one may reach any
    /// implementation of this file, and one lacking a method has the interface's default.
    pub implements: std::collections::HashMap<String, Vec<String>>,
    /// The interfaces (Java), traits (Rust) and interface types (Go) the file declares: a
    /// variable declared with one holds an object of any class implementing it.
    pub interfaces: std::collections::HashSet<String>,
    /// Rust's and Go's: the structure each struct literal makes (`Banner { title }`), by the literal's
    /// span (`start`, `end`): an object of that class, whose methods a call on it reaches.
    pub literal_types: std::collections::HashMap<(usize, usize), String>,
    /// The types each Go struct of the file embeds, by their simple names
    /// (`pb.UnimplementedKilnServer`): no base whose methods it overrides (Go dispatches none).
    pub embeds: std::collections::HashMap<String, Vec<String>>,
    /// The records whose base converts each field to its declared type or refuses the value
    /// (pydantic's `BaseModel`): a field of a number type holds a number.
    pub converting: std::collections::HashSet<String>,
    /// Rust: the structures that derive serde's `Deserialize`, which a framework fills from a
    /// request (a warp filter's `query::<Click>()`), unlike the application's own state.
    pub deserialized: std::collections::HashSet<String>,
    /// Per class, the attributes its body assigns with their values as written: Python's
    /// (`TOOL = "/usr/bin/convert"`), Java's constants (`static final String RAW = ..`), Go's
    /// fields its literals set: what `self.TOOL` and `Runner.TOOL` read where no method
    /// assigns them.
    pub class_attrs: std::collections::HashMap<String, Vec<(String, Expr)>>,
    /// Python: per class, the defaults its annotated fields are given (`region: str =
    /// Field(pattern=..)`), as written: a framework that builds the object from the request
    /// checks what they declare.
    pub field_defaults: std::collections::HashMap<String, Vec<(String, Expr)>>,
    /// Names given a type as written: Python's at the top level (`Code = Annotated[str,
    /// Field(pattern=..)]`), Rust's `type` items (`type Counters = Arc<..>`); an empty text for
    /// a name given another value too.
    pub type_aliases: std::collections::HashMap<String, String>,
    /// Java: the annotations of each class, as written without their `@` (`Validated`,
    /// `Path("/orders")`).
    pub class_annotations: std::collections::HashMap<String, Vec<String>>,
    /// Java: the classes the file imports by name (`import jakarta.ws.rs.Path;` gives `Path` ->
    /// `jakarta.ws.rs.Path`), for what must be told from a namesake of another package.
    pub type_imports: std::collections::HashMap<String, String>,
    /// JavaScript's and Python's: where each call awaited starts (written under `await`,
    /// returned, or chained to with `then`, `catch`, `finally`; [`super::lower::mark_awaited`]).
    /// A call of an `async` function elsewhere makes a promise or a coroutine that has not run:
    /// what the function checks holds nowhere yet.
    pub awaited: std::collections::HashSet<usize>,
}

/// Rust's set types, as a type's text starts (`HashSet<&'static str>`).
pub const SET_TYPES: [&str; 2] = ["HashSet<", "BTreeSet<"];
/// Rust's map types, as a type's text starts.
pub const MAP_TYPES: [&str; 2] = ["HashMap<", "BTreeMap<"];

/// A declared type's own name: past references, pointers and `mut`, before its type arguments,
/// its last path segment (`&'a mut std::collections::HashMap<K, V>` -> `HashMap`, `*Service`
/// -> `Service`).
pub fn type_head(ty: &str) -> &str {
    let mut t = ty.trim().trim_start_matches(['&', '*']).trim_start();
    if t.starts_with('\'') {
        t = t.split_once(' ').map_or("", |(_, rest)| rest).trim_start();
    }
    let t = t.strip_prefix("mut ").unwrap_or(t).trim_start();
    let head = t.split(['<', ' ', '(']).next().unwrap_or(t);
    head.rsplit("::").next().unwrap_or(head).trim()
}

/// The type a Rust type holds, by its last name: through references and `Option`, `Vec`,
/// `Result`, `Box` and sets (`&Option<Vec<api::Kind>>` -> `Kind`), its first argument where it has
/// several; a list or set of bytes (`Vec<u8>`) is `[u8]`, text, not a number type.
pub fn held_type(ty: &str) -> &str {
    let mut t = ty.trim();
    let wrappers = ["&", "Option<", "Vec<", "Result<", "Box<"];
    let mut collection = false;
    while let Some((w, inner)) = wrappers.iter().chain(&SET_TYPES).find_map(|w| Some((*w, t.strip_prefix(w)?))) {
        collection |= w == "Vec<" || SET_TYPES.contains(&w);
        t = inner.trim_start();
    }
    let t = t.split([',', '>']).next().unwrap_or(t).trim();
    match t.rsplit("::").next().unwrap_or(t) {
        // A list of bytes is text (`Vec<u8>`), no list of numbers.
        "u8" | "i8" if collection => "[u8]",
        last => last,
    }
}

impl Module {
    /// Whether `name` is an enumeration of this file and no other class of it.
    pub fn is_enum(&self, name: &str) -> bool {
        self.enums.contains(name) && !self.classes.contains(name)
    }
}

impl Stmt {
    /// The statement lists directly inside this statement: branches, bodies, arms, handlers.
    pub fn blocks(&self) -> Vec<&[Stmt]> {
        match &self.kind {
            StmtKind::If { then, other, .. } => vec![then, other],
            StmtKind::While { body, other, .. } | StmtKind::For { body, other, .. } => vec![body, other],
            StmtKind::Match { arms, .. } => arms.iter().flat_map(|a| [a.binds.as_slice(), a.body.as_slice()]).collect(),
            StmtKind::Try { body, handlers, other, finally } => {
                let mut out = vec![body.as_slice(), other, finally];
                out.extend(handlers.iter().map(|h| h.body.as_slice()));
                out
            }
            StmtKind::With { body, .. } | StmtKind::Block(body) => vec![body],
            StmtKind::Assign { .. }
            | StmtKind::Expr(_)
            | StmtKind::Return(_)
            | StmtKind::Raise(_)
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Def(_) => Vec::new(),
        }
    }

    /// The expressions written in this statement itself, not in its nested blocks.
    pub fn exprs(&self) -> Vec<&Expr> {
        match &self.kind {
            StmtKind::Assign { targets, value, .. } => targets.iter().chain(std::iter::once(value)).collect(),
            StmtKind::Expr(e) | StmtKind::If { cond: e, .. } | StmtKind::While { cond: e, .. } => vec![e],
            StmtKind::For { target, iter, .. } => vec![target, iter],
            StmtKind::Match { subject, arms } => {
                std::iter::once(subject).chain(arms.iter().filter_map(|a| a.guard.as_ref())).collect()
            }
            StmtKind::With { items, .. } => items.iter().flat_map(|(v, t)| std::iter::once(v).chain(t)).collect(),
            StmtKind::Return(e) | StmtKind::Raise(e) => e.iter().collect(),
            StmtKind::Try { .. } | StmtKind::Break | StmtKind::Continue | StmtKind::Def(_) | StmtKind::Block(_) => {
                Vec::new()
            }
        }
    }
}

/// Every expression of the statements, their nested blocks and the expressions inside them
/// (not the bodies of functions defined or written inline there), in turn.
/// The variable a chain of calls and fields starts from (`w` of `w.Header().Set`, `req` of
/// `req.Name`).
pub fn root_name(e: &Expr) -> Option<String> {
    match &e.kind {
        ExprKind::Name(n) => Some(n.clone()),
        ExprKind::Attr(o, _) | ExprKind::Index(o, _) => root_name(o),
        ExprKind::Call(c) => root_name(&c.func),
        _ => None,
    }
}

pub fn each_expr<'e>(stmts: &'e [Stmt], f: &mut impl FnMut(&'e Expr)) {
    for s in stmts {
        for e in s.exprs() {
            e.each(f);
        }
        for b in s.blocks() {
            each_expr(b, f);
        }
    }
}

impl Module {
    /// A dotted name with its first part resolved through the imports.
    pub fn resolve(&self, chain: &str) -> String {
        let (first, rest) = chain.split_once('.').map_or((chain, None), |(a, b)| (a, Some(b)));
        // A Rust macro imported by `use` (`html!` after `use maud::html`): its full path.
        if rest.is_none()
            && let Some(full) = first.strip_suffix('!').and_then(|m| self.imports.get(m))
        {
            return format!("{full}!");
        }
        match (self.imports.get(first), rest) {
            (Some(full), Some(rest)) => format!("{full}.{rest}"),
            (Some(full), None) => full.clone(),
            (None, _) => chain.to_string(),
        }
    }
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr { kind, span }
    }

    /// This expression and every expression inside it, in turn (not into a lambda's body).
    pub fn each<'e>(&'e self, f: &mut impl FnMut(&'e Expr)) {
        f(self);
        match &self.kind {
            ExprKind::Lit(_) | ExprKind::Name(_) | ExprKind::Lambda(_) => {}
            ExprKind::Attr(e, _) | ExprKind::Slice(e) | ExprKind::Unary(_, e) => e.each(f),
            ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) | ExprKind::Walrus(a, b) => {
                a.each(f);
                b.each(f);
            }
            ExprKind::Call(c) => {
                c.func.each(f);
                c.args.iter().chain(c.kwargs.iter().map(|(_, e)| e)).for_each(|e| e.each(f));
            }
            ExprKind::Cond(a, b, c) => [a, b, c].into_iter().for_each(|e| e.each(f)),
            ExprKind::Format(es) | ExprKind::List(es) | ExprKind::Tuple(es) | ExprKind::Opaque(es) => {
                es.iter().for_each(|e| e.each(f))
            }
            ExprKind::Dict(pairs) => pairs.iter().for_each(|(k, v)| {
                k.iter().for_each(|k| k.each(f));
                v.each(f);
            }),
            ExprKind::Each { func, items, .. } => {
                func.each(f);
                items.each(f);
            }
        }
    }

    /// The dotted name of a name or attribute chain (`os.path.join`); calls in the chain are
    /// stepped over (`a.b().c` is `a.b.c`). (Dynamic access with constant names, Python's
    /// `getattr(os, "system")` and `__import__("os")`, is lowered to the access itself.)
    pub fn dotted(&self) -> Option<String> {
        match &self.kind {
            ExprKind::Name(n) => Some(n.clone()),
            ExprKind::Attr(obj, name) => obj.dotted().map(|o| format!("{o}.{name}")),
            ExprKind::Call(c) => c.func.dotted(),
            ExprKind::Index(obj, _) => obj.dotted(),
            ExprKind::Lit(Lit::Str(_)) => Some("\"\"".to_string()),
            // A method of a literal container or struct is known by its name alone (`*.join`).
            ExprKind::Dict(_) => Some("{}".to_string()),
            ExprKind::List(_) | ExprKind::Tuple(_) => Some("[]".to_string()),
            _ => None,
        }
    }
}
