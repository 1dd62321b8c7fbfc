//! Calls: the names a call is known by, what its result is, and functions of this file or of
//! other files it reaches.

use super::*;

impl Analysis<'_> {
    pub(super) fn call(&mut self, st: &mut State, e: &Expr, c: &Call) -> Val {
        let (recv_expr, method) = match &c.func.kind {
            ExprKind::Attr(obj, m) => (Some(&**obj), Some(m.as_str())),
            _ => (None, None),
        };
        let recv = match recv_expr {
            // A function of an imported module (`fmt.Sprintf`), or a class named as the receiver
            // of a static method (`String.format(..)`, `Math.max(..)`): not a value the result
            // depends on.
            Some(Expr { kind: ExprKind::Name(n), .. })
                if (self.m.imports.contains_key(n) || n.starts_with(|c: char| c.is_ascii_uppercase()))
                    && self.lookup(st, n).is_none()
                    && self.source_of(n).is_none() =>
            {
                None
            }
            Some(o) => Some(self.eval(st, o)),
            None => {
                // A called value (`get_handler()(x)`) is evaluated for its own calls.
                if !matches!(c.func.kind, ExprKind::Name(_)) { Some(self.eval(st, &c.func)) } else { None }
            }
        };
        // A module or class the method belongs to (`pickle.dumps`, `Path.home`) is not data.
        let recv = match (recv, recv_expr) {
            (Some(v), Some(o))
                if is_path(o)
                    && v.taint.is_none()
                    && o.dotted().and_then(|p| p.split('.').next().map(str::to_string)).is_some_and(|root| {
                        self.lookup(st, &root).is_none()
                            && (self.m.modules.contains(&root) || self.m.imports.contains_key(&root))
                    }) =>
            {
                Some(Val::default())
            }
            (v, _) => v,
        };
        let args: Vec<Val> = c.args.iter().map(|a| self.eval(st, a)).collect();
        let kwargs: Vec<Val> = c.kwargs.iter().map(|(_, a)| self.eval(st, a)).collect();
        if let (Some(m), Some(obj)) = (method, recv_expr) {
            self.unmark(st, obj, m, c);
        }
        let names = self.callee_names(st, c, recv.as_ref());
        if self.has_call_rules {
            self.check_call(st, e, c, &names, recv.as_ref(), &args, &kwargs);
        }
        let marks = self.marks_of(&names) | recv.iter().chain(&args).chain(&kwargs).fold(0, |m, v| m | v.flat().marks);
        let name = names.first().cloned().unwrap_or_default();
        // What the result is known as: through its receiver's origin when there is one
        // (`c.arg(x)` on `c = Command::new(..)` makes a `std.process.Command.new.arg`).
        let known_as = names.last().cloned().unwrap_or_default();
        let raw = c.func.dotted().unwrap_or_default();

        // `request.args.get("n", type=int)`: the framework converts the value to a number (or
        // returns the default).
        if method == Some("get")
            && c.kwargs.iter().any(|(k, t)| {
                k == "type" && matches!(&t.kind, ExprKind::Name(n) if matches!(n.as_str(), "int" | "float" | "bool"))
            })
        {
            return Val { origin: Some(Rc::from(known_as.as_str())), marks, checked: true, ..Val::unknown() };
        }
        // Request data.
        if !raw.is_empty()
            && let Some(v) = self.source_of(&raw)
        {
            return Val { origin: Some(Rc::from(known_as.as_str())), marks, ..v };
        }
        let all: Vec<&Val> = recv.iter().chain(&args).chain(&kwargs).collect();
        let mut out =
            Val { origin: (!known_as.is_empty()).then(|| Rc::from(known_as.as_str())), marks, ..Val::default() };
        // Sanitizers and validators: the result is clean.
        if !name.is_empty()
            && (self.sanitizers.iter().any(|s| callee_matches(s, &name) || s == &name)
                // `path.normalize()` folds `a/../b` but keeps a leading `../`: it confines nothing.
                || (sanitizer_by_name(&name) && !name.ends_with(".normalize")))
        {
            out.nonconst = all.iter().any(|v| v.flat().nonconst);
            out.checked = out.nonconst;
            return out;
        }
        // Functions of this file.
        if let Some(v) = self.local_call(st, c, recv.as_ref(), &args) {
            return Val { origin: out.origin, marks: v.marks | marks, ..v };
        }
        self.escape(st, e, &raw, &name, &args);
        if let Some(label) = self.imported_result(st, &raw, &names) {
            return Val { taint: Some(label), nonconst: true, ..out };
        }
        // A function handed to a thread, pool or event loop with its arguments runs on them.
        if let Some(run) = dispatched(c, &name) {
            let end = self.in_dispatch;
            if !end {
                self.in_dispatch = true;
                self.call(st, &Expr::new(ExprKind::Call(Box::new(run.clone())), e.span), &run);
                self.in_dispatch = false;
            }
        }
        // Containers changed or read in place.
        if let (Some(m), Some(obj)) = (method, recv_expr)
            && let Some(v) = self.container_method(st, obj, m, &args)
        {
            return v;
        }
        let last = name.rsplit('.').next().unwrap_or(&name);
        if PREDICATES.contains(&last) || PREDICATES.contains(&name.as_str()) {
            return Val { nonconst: true, ..out };
        }
        // Everything else carries its inputs' data, and remembers the variable it was
        // derived from.
        out.from =
            c.args.first().or(recv_expr).and_then(|a| a.dotted().filter(|_| is_path(a))).map(|p| Rc::from(p.as_str()));
        if out.from.is_none() {
            out.from = recv.as_ref().and_then(|r| r.from.clone());
        }
        let mut nonconst = false;
        for v in &all {
            let f = v.flat();
            out.taint = out.taint.or(f.taint);
            out.built |= f.built;
            nonconst |= f.nonconst;
        }
        let formatter = FORMATTERS.contains(&last) || FORMATTERS.contains(&name.as_str());
        if formatter && nonconst {
            out.built = true;
            out.checked = all.iter().filter(|v| v.flat().nonconst).all(|v| v.flat().checked);
            // The template's text: the receiver (`"...".format(x)`) or the first argument
            // (`String.format("...", x)`).
            let template = match recv.as_ref().and_then(|r| r.konst.clone()) {
                Some(Lit::Str(t)) => Some(t),
                _ => match args.first().and_then(|a| a.konst.clone()) {
                    Some(Lit::Str(t)) => Some(t),
                    _ => None,
                },
            };
            out.text = template.map(|t| Rc::from(t.as_str()));
            self.check_build(e.span, &out);
        }
        let pure = formatter
            || PURE_STRING.contains(&last)
            || PURE_FUNCS.contains(&last)
            || matches!(name.as_str(), "os.path.join" | "posixpath.join")
            || CONTAINERS.contains(&name.as_str());
        out.nonconst = nonconst || !pure;
        if pure && !nonconst {
            out.konst = fold_pure(last, recv.as_ref(), &args);
        }
        if !out.nonconst {
            out.checked = false;
        }
        out
    }

    pub(super) fn is_exit(&self, func: &Expr) -> bool {
        let Some(name) = func.dotted() else { return false };
        let resolved = self.resolve(&name);
        EXIT_CALLS.iter().any(|x| *x == resolved || *x == name)
    }

    /// The names a call is known by: as written with imports resolved, and through the call
    /// that made its receiver (`t.render` where `t = jinja2.Template(...)`).
    pub(super) fn callee_names(&self, st: &State, c: &Call, recv: Option<&Val>) -> Vec<String> {
        let mut out = Vec::new();
        // A Python local variable holding an object (`yaml = YAML(typ="rt")`) hides a module
        // imported under the same name: `yaml.load(..)` is then the object's method, known by
        // its origin below, not the module's function.
        let shadowed = self.lang == Lang::Python
            && matches!(&c.func.kind, ExprKind::Attr(obj, _)
                if matches!(&obj.kind, ExprKind::Name(n) if st.env.get(n).is_some_and(|v| v.origin.is_some())));
        if let Some(d) = c.func.dotted().filter(|_| !shadowed) {
            out.push(self.resolve(&d));
        }
        if let ExprKind::Name(n) = &c.func.kind
            && let Some(held) = self.lookup(st, &alias_key(n)).and_then(|v| v.parts)
        {
            out.extend(held.keys.into_keys());
        }
        if self.lang == Lang::Java {
            out.extend(self.java_class_names(c, out.first()));
        }
        let origin = match &c.func.kind {
            ExprKind::Attr(obj, _) => match obj.dotted().filter(|_| is_path(obj)) {
                Some(path) => self.lookup(st, &path).and_then(|v| v.origin),
                None => recv.and_then(|v| v.origin.clone()),
            },
            _ => None,
        };
        if let ExprKind::Attr(_, method) = &c.func.kind
            && let Some(origin) = origin
        {
            let name = format!("{origin}.{method}");
            if !out.contains(&name) {
                out.push(name);
            }
        } else if let ExprKind::Attr(obj, _) = &c.func.kind
            && matches!(obj.kind, ExprKind::Call(_))
            && let Some(d) = c.func.dotted()
        {
            // A chain of calls on a variable (`cmd.arg(a).arg(b)` where `cmd = Command::new(..)`):
            // the variable's origin, then the chain's methods.
            let segs: Vec<&str> = d.split('.').collect();
            for k in (1..segs.len()).rev() {
                if let Some(origin) = self.lookup(st, &segs[..k].join(".")).and_then(|v| v.origin) {
                    let name = format!("{origin}.{}", segs[k..].join("."));
                    if !out.contains(&name) {
                        out.push(name);
                    }
                    break;
                }
            }
        }
        out
    }

    /// Java names a call is also known by, through the classes the source names: a class
    /// written with its package by its simple name (`javax.crypto.Cipher.getInstance` is
    /// `Cipher.getInstance`), and a method of a variable, parameter or field by the class it is
    /// declared with (`stmt.execute` on `Statement stmt` is `Statement.execute`).
    pub(super) fn java_class_names(&self, c: &Call, written: Option<&String>) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(w) = written {
            let segs: Vec<&str> = w.split('.').collect();
            let class_at = segs.iter().position(|s| s.starts_with(|ch: char| ch.is_ascii_uppercase()));
            if let Some(k) = class_at.filter(|k| *k > 0)
                && segs[..k].iter().all(|s| s.starts_with(|ch: char| ch.is_ascii_lowercase()))
                && segs[0] != "this"
            {
                out.push(segs[k..].join("."));
            }
        }
        if let ExprKind::Attr(obj, method) = &c.func.kind {
            let var = match &obj.kind {
                ExprKind::Name(n) => Some(n.as_str()),
                ExprKind::Attr(this, n) if matches!(&this.kind, ExprKind::Name(t) if t == "this") => Some(n.as_str()),
                _ => None,
            };
            // The innermost declaration of that name in scope where the call is.
            let at = c.func.span.start;
            if let Some((_, class)) = var.and_then(|v| self.m.declared.get(v)).and_then(|ds| {
                ds.iter().filter(|(s, _)| s.start <= at && at < s.end).min_by_key(|(s, _)| s.end - s.start)
            }) {
                out.push(format!("{class}.{method}"));
            }
        }
        out.retain(|n| Some(n) != written);
        out
    }

    /// A call of a function or method defined in this file: its return value, analysed with
    /// these arguments. A method runs on its receiver's fields (`self.helper(x)`, `obj.build(q)`
    /// where `obj = Helper(..)`), and the fields it sets are the receiver's after the call; a
    /// class called (`Helper(q)`, `new Helper(q)`) runs its constructor and is the object it
    /// made.
    pub(super) fn local_call(&mut self, st: &mut State, c: &Call, recv: Option<&Val>, args: &[Val]) -> Option<Val> {
        let m = self.m;
        let class = self.active.last().and_then(|f| m.funcs[*f].class.clone());
        let method_of = |class: &str, method: &str| self.by_name.get(&format!("{class}.{method}")).cloned();
        // The class of this file a value was made by (its origin is the class's name).
        let class_of = |v: Option<&Val>| {
            v.and_then(|v| v.origin.clone()).filter(|o| self.classes.contains(&**o)).map(|o| o.to_string())
        };
        let mut constructed: Option<String> = None;
        // The receiver variable, when the call is on one (its fields change).
        let mut receiver: Option<String> = None;
        let ids = match &c.func.kind {
            // A bare name is a function, or (Java) a method of the class it is called in, or a
            // class of this file.
            ExprKind::Name(n) => match self.by_name.get(n).cloned().or_else(|| method_of(class.as_deref()?, n)) {
                Some(ids) => ids,
                None if self.classes.contains(n.as_str()) && self.lookup(st, n).is_none() => {
                    constructed = Some(n.clone());
                    method_of(n, "__init__")
                        .or_else(|| method_of(n, "constructor"))
                        .or_else(|| method_of(n, n))
                        .unwrap_or_default()
                }
                None => return None,
            },
            ExprKind::Attr(obj, method) => {
                if is_path(obj) {
                    receiver = obj.dotted();
                }
                match &obj.kind {
                    ExprKind::Name(o) if o == "self" || o == "cls" || o == "this" => {
                        method_of(class.as_deref()?, method)?
                    }
                    // `Helper.method(..)`: a static method of a class of this file; `obj.method(..)`
                    // on an object one of its classes made.
                    ExprKind::Name(o) => method_of(o, method).or_else(|| method_of(&class_of(recv)?, method))?,
                    // `new Helper().method(..)`, `Helper().method(..)`, `self.helper.method(..)`.
                    ExprKind::Call(inner) if inner.new => method_of(&inner.func.dotted()?, method)?,
                    _ => method_of(&class_of(recv)?, method)?,
                }
            }
            _ => return None,
        };
        if self.active.len() >= 4 {
            return None;
        }
        let made = constructed.as_ref().map(|c| Val { origin: Some(Rc::from(c.as_str())), ..Val::unknown() });
        // What the method sees as its receiver: the object it is called on.
        let this = made.clone().or_else(|| recv.cloned()).unwrap_or_else(Val::unknown);
        let mut out: Option<Val> = None;
        let mut this_after: Option<Val> = None;
        for fid in ids {
            if self.active.contains(&fid) {
                continue;
            }
            let f = &m.funcs[fid];
            let mut call_args: Vec<Val> = Vec::new();
            // Only a method that declares its receiver (Python) takes it as an argument; the
            // others see it as `this`.
            let takes_self = f.params.first().is_some_and(|p| matches!(p.name.as_str(), "self" | "cls"));
            if takes_self {
                call_args.push(this.clone());
            }
            call_args.extend(args.iter().cloned());
            // Once per set of facts of the arguments and of the receiver's fields (`this` of a
            // method that does not declare it is not among the arguments).
            let key = match takes_self {
                true => (fid, signature(&call_args)),
                false => (fid, format!("{}|{}", signature(&call_args), signature(std::slice::from_ref(&this)))),
            };
            let (v, after) = match self.memo.get(&key) {
                Some(v) => (v.clone(), self.memo_this.get(&key).cloned()),
                None => {
                    // Mark before analysing, so a recursive path ends.
                    self.memo.insert(key.clone(), Val::unknown());
                    let mut outer = Env::new();
                    if f.class.is_some() && !takes_self {
                        outer.insert("this".into(), this.clone());
                    }
                    let end = self.function_in(fid, Some(&call_args), outer);
                    let v = end.env.get(RETURN).cloned().unwrap_or_default();
                    let after = end.env.get(RECEIVER).cloned();
                    self.memo.insert(key.clone(), v.clone());
                    if let Some(a) = &after {
                        self.memo_this.insert(key, a.clone());
                    }
                    (v, after)
                }
            };
            out = Some(match out {
                Some(o) => o.join(&v),
                None => v,
            });
            if let Some(a) = after {
                this_after = Some(match this_after {
                    Some(o) => o.join(&a),
                    None => a,
                });
            }
        }
        // The fields the method set are the receiver's now.
        let fields = this_after.and_then(|a| a.parts).map(|p| p.keys).unwrap_or_default();
        if let Some(made) = made {
            let mut obj = made;
            if fields.is_empty() {
                // A constructor that keeps its arguments nowhere we see (a base class's): the
                // object carries their data.
                for a in args {
                    obj.taint = obj.taint.or(a.flat().taint);
                }
            } else {
                obj.parts.get_or_insert_with(Default::default).keys.extend(fields);
            }
            return Some(obj);
        }
        if let Some(path) = receiver.filter(|_| !fields.is_empty()) {
            let mut o = self.lookup(st, &path).unwrap_or_default();
            for (k, v) in fields {
                st.env.insert(format!("{path}.{k}"), v.clone());
                o.parts.get_or_insert_with(Default::default).keys.insert(k, v);
            }
            st.env.insert(path, o);
        }
        out
    }

    /// Records a call that may go to a function of another file of the project with request
    /// data: a bare name (Go calls its package's functions so), or a chain on an imported
    /// module or a class (`utils.run`, `Helper.run`), never a method of a local value.
    pub(super) fn escape(&mut self, st: &State, e: &Expr, raw: &str, name: &str, args: &[Val]) {
        if self.escapes.len() >= MAX_ESCAPES || raw.is_empty() || name.is_empty() {
            return;
        }
        let taints: Vec<Option<String>> = args.iter().map(|a| a.flat().taint.map(|t| t.to_string())).collect();
        if taints.iter().all(Option::is_none) {
            return;
        }
        if !self.outside(st, raw) || self.escapes.iter().any(|x| x.callee == name && x.args == taints) {
            return;
        }
        let line = self.lines.line_of(e.span.start);
        self.escapes.push(Escape { callee: name.to_string(), line, args: taints });
    }

    /// Whether a call as written may go to a function of another file: a bare name that is
    /// not a variable, or a chain on an imported module or a class.
    pub(super) fn outside(&self, st: &State, raw: &str) -> bool {
        let first = raw.split('.').next().unwrap_or(raw);
        // An imported name may also be a variable (`const db = require('./db')`).
        self.m.imports.contains_key(first)
            || self.m.modules.contains(first)
            || (self.lookup(st, first).is_none()
                && (!raw.contains('.') || first.starts_with(|c: char| c.is_ascii_uppercase())))
    }

    /// The result of a call that may be a function of another file: request data when that
    /// function returns it whatever it is given ([`Inbound::returns`]); otherwise the call is
    /// recorded ([`Links::calls`]) for the scan to look up.
    pub(super) fn imported_result(&mut self, st: &State, raw: &str, names: &[String]) -> Option<Rc<str>> {
        if raw.is_empty() || names.is_empty() {
            return None;
        }
        if let Some((_, label)) = self.imported.iter().find(|(c, _)| names.contains(c)) {
            return Some(Rc::from(label.as_str()));
        }
        // As written (`util.get_name`), or as a method of an object a class of another file
        // made (`.helpers.Helper.get` for `h.get()` where `h = Helper()`).
        let via_origin = names.last().filter(|n| names.len() > 1 && **n != names[0]);
        let written = self.outside(st, raw).then(|| &names[0]);
        for n in written.into_iter().chain(via_origin) {
            if self.calls_out.len() < MAX_ESCAPES && !self.calls_out.contains(n) {
                self.calls_out.push(n.clone());
            }
        }
        None
    }
}

/// The call a thread, process, pool or event loop makes of the function it is given, with
/// the arguments it is given: `Thread(target=f, args=(a,))`, `pool.submit(f, a)`,
/// `loop.run_in_executor(None, f, a)`, `asyncio.to_thread(f, a)`, `pool.apply_async(f, (a,))`,
/// `_thread.start_new_thread(f, (a,))`, `setTimeout(f, ms, a)`.
pub(super) fn dispatched(c: &Call, name: &str) -> Option<Call> {
    let last = name.rsplit('.').next().unwrap_or(name);
    let items = |e: &Expr| match &e.kind {
        ExprKind::Tuple(v) | ExprKind::List(v) => v.clone(),
        _ => vec![e.clone()],
    };
    let (func, args) = match last {
        "Thread" | "Process" | "Timer" => {
            let kw = |k: &str| c.kwargs.iter().find(|(n, _)| n == k).map(|(_, e)| e);
            (
                kw("target").or_else(|| (last == "Timer").then(|| c.args.get(1)).flatten())?.clone(),
                kw("args").map(items).unwrap_or_default(),
            )
        }
        "submit" | "to_thread" | "call_soon" | "setImmediate" => {
            let (f, rest) = c.args.split_first()?;
            (f.clone(), rest.to_vec())
        }
        // The function second: after the executor or the delay.
        "run_in_executor" | "call_later" => {
            (c.args.get(1)?.clone(), c.args.get(2..).map(<[Expr]>::to_vec).unwrap_or_default())
        }
        "start_new_thread" => (c.args.first()?.clone(), c.args.get(1).map(items).unwrap_or_default()),
        "apply_async" | "apply" => (c.args.first()?.clone(), c.args.get(1).map(items).unwrap_or_default()),
        "setTimeout" | "setInterval" => {
            (c.args.first()?.clone(), c.args.get(2..).map(<[Expr]>::to_vec).unwrap_or_default())
        }
        _ => return None,
    };
    // Only a function named here: a value called would be evaluated twice.
    if !matches!(func.kind, ExprKind::Name(_) | ExprKind::Attr(..)) || args.is_empty() {
        return None;
    }
    Some(Call { func, args, kwargs: Vec::new(), new: false })
}

/// Calls that end the path (they raise or exit).
pub(super) const EXIT_CALLS: &[&str] = &[
    "abort",
    "flask.abort",
    "werkzeug.exceptions.abort",
    "sys.exit",
    "exit",
    "quit",
    "os._exit",
    "os.abort",
    "process.exit",
    "os.Exit",
    "log.Fatal",
    "log.Fatalf",
    "log.Fatalln",
    "log.Panic",
    "log.Panicf",
    "panic",
    "System.exit",
    "std.process.exit",
    "process.exit",
    "http.Error",
];

/// Methods whose result says something about the receiver without carrying its data.
pub(super) const PREDICATES: &[&str] = &[
    "startswith",
    "endswith",
    "startsWith",
    "endsWith",
    "starts_with",
    "ends_with",
    "contains_key",
    "isdigit",
    "isnumeric",
    "isdecimal",
    "isalnum",
    "isalpha",
    "isidentifier",
    "isascii",
    "islower",
    "isupper",
    "count",
    "find",
    "rfind",
    "index",
    "rindex",
    "indexOf",
    "lastIndexOf",
    "length",
    "size",
    "isEmpty",
    "is_empty",
    "len",
    "exists",
    "is_file",
    "is_dir",
    "isfile",
    "isdir",
    "equals",
    "equalsIgnoreCase",
    "contains",
    "includes",
    "has",
    "hasOwnProperty",
    "containsKey",
    "matches",
    "test",
    "HasPrefix",
    "HasSuffix",
    "Contains",
];

/// Functions and methods whose result is a string assembled from their arguments.
pub(super) const FORMATTERS: &[&str] = &[
    "format",
    "join",
    "concat",
    "replace",
    "formatted",
    "Sprintf",
    "Sprint",
    "Sprintln",
    "String.format",
    "fmt.Sprintf",
    "fmt.Sprint",
    "util.format",
    "MessageFormat.format",
    "strings.Join",
    "String.join",
    "sprintf",
    "format!",
];
