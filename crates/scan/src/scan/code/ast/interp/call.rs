//! Calls: the names a call is known by, what its result is, and functions of this file or of
//! other files it reaches.

use super::eval::{FROM_PARAM, sanitized};
use super::guard::{folder_chosen, keeps_whole};
use super::judge::ARG_RECEIVER;
use super::syntax::{MAX_CALL_CHAIN, arg_expr, arg_index, copied_keyword, getter_key, inline_value, keyword_arg};
use super::*;

/// A call's parts, each evaluated once, that the steps of [`Analysis::call`] read.
struct Site<'s, 'm> {
    e: &'s Expr,
    c: &'s Call,
    /// The receiver written (`obj` of `obj.m(..)`) and the method's name.
    obj: Option<&'s Expr>,
    method: Option<&'s str>,
    recv: Option<Val>,
    names: Vec<String>,
    models: CallModels<'m>,
    /// The function a map call runs on each item.
    mapped: Option<&'s Expr>,
    args: Vec<Val>,
    kwargs: Vec<Val>,
    /// The marks of the call and its values, and what its result is known as.
    marks: u32,
    origin: Option<Rc<str>>,
    /// The callee as written (`req.query.get`).
    raw: String,
}

impl Site<'_, '_> {
    fn all(&self) -> Vec<&Val> {
        self.recv.iter().chain(&self.args).chain(&self.kwargs).collect()
    }

    /// A value of this call's origin and marks, and nothing else known.
    fn bare(&self) -> Val {
        Val { origin: self.origin.clone(), marks: self.marks, ..Val::default() }
    }
}

impl<'a> Analysis<'a> {
    pub(super) fn call(&mut self, st: &mut State, e: &Expr, c: &Call) -> Val {
        if let Some(v) = self.channel_op(st, c) {
            return v;
        }
        if let (ExprKind::Name(n), [a]) = (&c.func.kind, c.args.as_slice())
            && n == ITEM_OF
        {
            let v = self.eval(st, a);
            return item_of(&v);
        }
        if let (ExprKind::Name(n), [a]) = (&c.func.kind, c.args.as_slice())
            && n == OK_OF
        {
            // (Only what this evaluation's calls gave where they succeeded.)
            self.succeeded_at.clear();
            let v = self.eval(st, a);
            let ok = self.succeeded(st, a);
            // What a function of the file fails with may carry request data on (`Err(E::Bad(host))`):
            // all it gives, where that carries some (its successes too: more than its failures,
            // never less); nothing of a library's failure, as before.
            let carries = ok.is_some() && v.flat().taint.is_some();
            let failed = if carries { v.clone() } else { Val::konst(Lit::Null) };
            st.env.insert(FAILED_OF.into(), failed);
            return ok.unwrap_or(v);
        }
        // A getter validated on this path (`if (!allowed(req.url())) return;`): what it was
        // found to be.
        if st.getters
            && let Some(v) = getter_key(c).and_then(|k| st.env.get(&k))
        {
            return v.clone();
        }
        // A method given arguments may change its object (`job.setId(id)`, also on what a
        // getter gave: `job.getMeta().setName(x)`), and a function given an object may call its
        // setters: their getters give what they may, from here on.
        if st.getters {
            let given = !c.args.is_empty() || !c.kwargs.is_empty();
            let changed = match &c.func.kind {
                ExprKind::Attr(obj, _) if given => chain_root(obj),
                _ => None,
            };
            let passed =
                c.args.iter().chain(c.kwargs.iter().map(|(_, a)| a)).filter_map(|a| a.dotted().filter(|_| is_path(a)));
            for path in changed.into_iter().chain(passed).collect::<Vec<_>>() {
                flow::forget_getters(st, &path);
            }
        }
        let s = self.site(st, e, c);
        self.call_effects(st, &s);
        let v = match self.named_result(st, &s) {
            Some(v) => v,
            None => self.resolved_result(st, &s).unwrap_or_else(|| self.made_result(st, &s)),
        };
        // An object made here (`new Error(..)`, `errors.New(..)`) is a true value, never null.
        let made = c.new || s.names.iter().any(|n| self.models.is(Word::NeverNull, n));
        Val { truthy: v.truthy || made, ..v }
    }

    /// The call's parts: its receiver, names, models and arguments evaluated.
    fn site<'s>(&mut self, st: &mut State, e: &'s Expr, c: &'s Call) -> Site<'s, 'a> {
        let (obj, method) = match &c.func.kind {
            ExprKind::Attr(obj, m) => (Some(&**obj), Some(m.as_str())),
            _ => (None, None),
        };
        let recv = self.receiver(st, c, obj);
        let names = self.callee_names(st, c, recv.as_ref());
        let models = self.models.call(&names);
        // The function a map call runs on each item is analysed there, with an item.
        let mapped = match models.map {
            Some(Kind::Map { function, .. }) => function.iter().find_map(|sel| arg_expr(c, sel)),
            _ => None,
        };
        let printf = names.iter().any(|n| self.models.is(Word::Printf, n));
        let mut eval_arg = |a: &Expr| match (mapped, &a.kind) {
            (Some(f), ExprKind::Lambda(_)) if std::ptr::eq(f, a) => Val::unknown(),
            _ => self.eval(st, a),
        };
        let mut args: Vec<Val> = c.args.iter().map(&mut eval_arg).collect();
        let kwargs: Vec<Val> = c.kwargs.iter().map(|(_, a)| eval_arg(a)).collect();
        // What a printf format's numeric conversions write is a number (`%d`, `%.2f`).
        if printf {
            eval::printf_args(&mut args, self.models.has(Behaviour::PrintfChecksTypes));
        }
        let carried = recv.iter().chain(&args).chain(&kwargs).fold(0, |m, v| m | v.flat().marks);
        let unmarked = method.map_or(0, |m| self.unmark_bits(m, &args));
        let marks = self.marks_of(self.marking_names(&names)) | (carried & !unmarked);
        // What the result is known as: through its receiver's origin when there is one
        // (`c.arg(x)` on `c = Command::new(..)` makes a `std.process.Command.new.arg`).
        let known_as = names.last().cloned().unwrap_or_default();
        // A method making an object of its receiver's kind (`Path(p).resolve()`): the receiver's.
        let origin: Option<Rc<str>> = match recv.as_ref().and_then(|r| r.origin.clone()) {
            Some(kind) if models.same_kind => Some(kind),
            _ => (!known_as.is_empty()).then(|| Rc::from(known_as.as_str())),
        };
        let raw = c.func.dotted().unwrap_or_default();
        Site { e, c, obj, method, recv, names, models, mapped, args, kwargs, marks, origin, raw }
    }

    /// What the call does to what the analysis keeps (conditions on its object, a response's
    /// content type), and the call rules judged on it.
    fn call_effects(&mut self, st: &mut State, s: &Site<'_, '_>) {
        let (c, models) = (s.c, &s.models);
        if let ([_, key, _], [_, _, v]) = (&c.args[..], &s.args[..])
            && s.names.iter().any(|n| self.models.is(Word::ContextMaker, n))
            && let Some(store) = self.context_value_key(key)
        {
            self.join_shared(store, v.clone());
        }
        if let ([arg], [v]) = (&c.args[..], &s.args[..])
            && s.names.iter().any(|n| self.models.matches(Word::TypedInsert, n))
        {
            let ty = self.value_type(arg, v);
            self.join_shared(flow::extension_key(ty.as_deref()), v.clone());
        }
        if let (Some(m), Some(obj)) = (s.method, s.obj) {
            self.unmark(st, obj, m, &s.args);
            // A method may change its object in place (`d.update(..)`, `sb.append(..)`): a
            // condition kept on it no longer tells of it, unless the models say the method only
            // reads (`name.upper()`).
            let reads_only = models.pure.is_some() || models.predicate || models.formatter || models.guard.is_some();
            if let ExprKind::Name(n) = &obj.kind
                && !reads_only
            {
                flow::forget_conditions_on(st, n);
            }
        }
        // Headers given as one map (`withHeaders(Map.of("Location", url))`), or as a keyword's
        // (`Response(headers={"Location": url})`): each a header set.
        if let Some(map) = s.args.first().filter(|_| self.models.names_call(Word::HeaderMap, &s.names, s.method)) {
            self.header_stores(st, c.func.span, map);
        }
        for ((k, e), v) in c.kwargs.iter().zip(&s.kwargs) {
            if k.eq_ignore_ascii_case("headers") && !super::eval::judged_headers(e) {
                self.header_stores(st, c.func.span, v);
            }
        }
        if let Some((header, plain_names)) = models.content_type {
            content_type(st, c, (header, plain_names), &s.args);
        }
        // A method of an object of this file's classes, analysed where it is called, is what the
        // file writes, no library's sink of that name (`leases.find(query)` of a
        // `LeaseService`, `svc.Prepare(season)`).
        let own_method = || {
            let ExprKind::Attr(obj, method) = &c.func.kind else { return false };
            let Some(class) = self.receiver_class(obj, s.recv.as_ref(), c.func.span.start) else { return false };
            let ids = self.by_name.get(&format!("{class}.{method}"));
            self.active.len() < MAX_CALL_DEPTH && ids.is_some_and(|ids| ids.iter().all(|f| !self.active.contains(f)))
        };
        if self.has_call_rules && !own_method() {
            let plain = [s.obj.and_then(root_name), c.args.first().and_then(root_name)]
                .into_iter()
                .flatten()
                .any(|n| st.plain.contains(&n));
            self.check_call(s.e, c, &s.names, (s.recv.as_ref(), &s.args, &s.kwargs), plain);
        }
    }

    /// The result of a call the models or this file name: a member of an enumeration, a
    /// sanitizer's, a map made of computed entries, or what a map call's function makes
    /// ([`Self::mapped_result`]).
    fn named_result(&mut self, st: &mut State, s: &Site<'_, '_>) -> Option<Val> {
        let (c, models, recv) = (s.c, &s.models, s.recv.as_ref());
        let all = s.all();
        // `Format.valueOf(s)` of an enumeration this file declares: one of its members, whose
        // methods (`f.name()`) give no text an attacker chose.
        let enum_name = |d: String| d.rsplit('.').next().map(str::to_string).filter(|n| self.m.is_enum(n));
        let member_of = match recv.and_then(|r| r.origin.as_deref()) {
            Some(o) if self.m.is_enum(o) && all.iter().all(|v| v.flat().taint.is_none()) => Some(o.to_string()),
            _ if models.enum_member && c.args.len() == 1 => s.obj.and_then(Expr::dotted).and_then(enum_name),
            _ => None,
        };
        if let Some(e) = member_of {
            let origin = Some(Rc::from(e.as_str()));
            return Some(Val { origin, marks: s.marks, nonconst: true, checked: true, ..Val::default() });
        }
        // A conversion of a constant to a type that holds no text (a Rust structure's `bool`
        // field given `ACCEPT_ANY`): the constant.
        if let ([arg], ExprKind::Name(ty)) = (&s.args[..], &c.func.kind)
            && matches!(arg.konst, Some(Lit::Int(_) | Lit::Float(_) | Lit::Bool(_)))
            && self.models.is(Word::NumericType, ty)
        {
            return Some(arg.clone());
        }
        // Sanitizers: the result is clean (`request.args.get("n", type=int)` is a number), or
        // its request data escaped against some attacks (`html.escape`). A function of this
        // file is what it does, whatever its name.
        if !self.maybe_defined_here(c, recv)
            && let Some(cleans) = self.models.sanitizes(
                models,
                |k, at| keyword_arg(c, k, at),
                s.args.first().and_then(Val::konst_text).as_deref(),
            )
        {
            let site = s.names.iter().any(|n| self.models.is(Word::SiteUrl, n));
            return Some(Val { origin: s.origin.clone(), marks: s.marks, site, ..sanitized(cleans, &all) });
        }
        // A map made of entries computed here (`Object.fromEntries(xs.map(..))`): what each
        // entry's value holds, at the keys the entries give.
        if let (Some(Items::Entries), [entries]) = (models.collection, &s.args[..]) {
            return Some(Val { origin: s.origin.clone(), marks: s.marks, ..gathered(element(entries), true) });
        }
        self.mapped_result(st, s)
    }

    /// A function run on each item of a collection (`map(f, xs)`, `xs.map(f)`), also where the
    /// collection is request data written inline (`req.query.ids.split(',').map(Number)`); on a
    /// promise's value (`whole`); or folding the items (`initial`, [`Self::reduce`]). A method of
    /// this file's classes is what it does, whatever its name.
    fn mapped_result(&mut self, st: &mut State, s: &Site<'_, '_>) -> Option<Val> {
        let (c, recv) = (s.c, s.recv.as_ref());
        let func = s.mapped?;
        let Some(Kind::Map { over, whole, initial, fallback, .. }) = &s.models.map else { return None };
        if *fallback {
            return self.fallback_result(st, s, func);
        }
        // The items: of the receiver, or of the argument `over` names and (a function given
        // several lists, `map(f, xs, ys)`) of the positional ones after it.
        let items: Option<Vec<Val>> = match over {
            Some(sel) => match arg_index(c, sel) {
                Some((false, i)) if initial.is_none() => s.args.get(i..).map(<[Val]>::to_vec),
                _ => arg_val(c, sel, (&s.args, &s.kwargs)).map(|v| vec![v.clone()]),
            },
            // A function run with nothing (`supplyAsync(() -> ..)`): what it returns.
            None if *whole && recv.is_none() => Some(Vec::new()),
            None => recv.cloned().map(|r| vec![r]),
        };
        let items = items.filter(|_| self.local_target(st, c, recv, None).is_none());
        let done = match (items, initial) {
            (Some(items), Some(sel)) => {
                let first = arg_val(c, sel, (&s.args, &s.kwargs)).cloned();
                self.reduce(st, s.e.span, func, &items, first)
            }
            // A promise's value is given whole (`p.then(([a, b]) => ..)`), and is what it returns.
            (Some(items), None) if *whole => self.each(st, s.e.span, func, items),
            (Some(items), None) => self.each(st, s.e.span, func, items.iter().map(element).collect()),
            (None, _) => None,
        };
        if done.is_none() {
            // Not run here: analysed where it is written, as any callback.
            self.eval(st, func);
        }
        done.map(|v| match *whole || initial.is_some() {
            true => Val { marks: v.marks | s.marks, ..v },
            false => Val { origin: s.origin.clone(), marks: s.marks, ..gathered(v, false) },
        })
    }

    /// A default a function supplies (`opt.orElseGet(() -> ..)`, `r.unwrap_or_else(|_| ..)`):
    /// the receiver's value, as a call keeping it makes it (what it was derived from, where it
    /// leads), or what the function returns run with nothing.
    fn fallback_result(&mut self, st: &mut State, s: &Site<'_, '_>, func: &Expr) -> Option<Val> {
        let Some(supplied) = self.each(st, s.e.span, func, Vec::new()) else {
            self.eval(st, func);
            return None;
        };
        let kept = self.made_result(st, s);
        let joined = kept.join(&supplied);
        // The kept value's maker where the supplier's value has none, else what both share.
        let origin = if supplied.origin.is_none() { kept.origin.clone() } else { joined.origin.clone() };
        Some(Val { origin, from: kept.from.clone(), trimmed: kept.trimmed, ..joined })
    }

    /// What a function folding a collection makes (`xs.reduce((acc, x) => .., init)`,
    /// `functools.reduce(f, xs, init)`): from the first accumulator (`first`, or an item), the
    /// function given the accumulator and an item, twice, each result joined with the one
    /// before (no item, one, or more).
    fn reduce(&mut self, st: &mut State, span: Span, func: &Expr, items: &[Val], first: Option<Val>) -> Option<Val> {
        // A function of this file taking fewer than the two (a method reference lowered to one
        // parameter, `String::concat`) would drop the item: not run here.
        let ids = match &func.kind {
            ExprKind::Lambda(id) => vec![*id],
            ExprKind::Name(n) => self.by_name.get(n).cloned().or_else(|| self.held_function(st, n)).unwrap_or_default(),
            _ => Vec::new(),
        };
        if ids.iter().any(|&i| self.m.funcs.get(i).is_none_or(|f| f.params.len() < 2)) {
            return None;
        }
        let item = items.first().map(element).unwrap_or_default();
        let mut acc = first.unwrap_or_else(|| item.clone());
        for _ in 0..2 {
            let next = self.each(st, span, func, vec![acc.clone(), item.clone()])?;
            acc = acc.join(&next);
        }
        Some(acc)
    }

    /// Request data a call reads by its source's name (`request.args.get`,
    /// `ServletActionContext.getRequest().getParameter`), or by the class its receiver is
    /// declared with (Java's `APIGatewayProxyRequestEvent.getBody` of `APIGatewayProxyRequestEvent
    /// event`); not a method of what a call returned that the analysis knows
    /// (`req.query.t.split(',').map(escape).join(' ')` is what `map` made), nor of a variable of
    /// this function holding such a value (`u.RequestURI()` of `u, err := url.Parse(next)`).
    fn call_source(&self, s: &Site<'_, '_>) -> Option<Val> {
        let recv = s.recv.as_ref();
        let known = |v: &Val| {
            let f = v.flat();
            f.taint.is_some() || f.checked
        };
        let of_known_call = s.obj.is_some_and(|r| matches!(r.kind, ExprKind::Call(_))) && recv.is_some_and(known);
        let of_known_local = s
            .obj
            .and_then(|r| r.dotted().filter(|_| is_path(r)))
            .is_some_and(|p| !self.is_param(p.split('.').next().unwrap_or(&p)))
            && recv.is_some_and(known);
        // A formatter of request data it is called on (`req.query.v.replace(/[^0-9]/g, "")`):
        // what it makes of that data, not a source of its own.
        let formats_data =
            (s.models.formatter || s.models.replaces.is_some()) && recv.is_some_and(|v| v.flat().taint.is_some());
        if s.raw.is_empty() || of_known_call || of_known_local || formats_data {
            return None;
        }
        let by_class = || match self.models.has(Behaviour::DeclaredReceiverTypes) {
            true => self.declared_class_names(s.c, None).iter().find_map(|n| self.source_of(n)),
            false => None,
        };
        self.source_of(&s.raw).or_else(by_class)
    }

    /// The structure of this file a value is of, where known: its origin, or the structure a
    /// literal or tuple-struct call names (`Doc { name }`, `ReturnTo(next)`).
    fn value_type(&self, e: &Expr, v: &Val) -> Option<String> {
        let own = |n: &str| self.classes.contains(n) || self.m.fields.contains_key(n);
        if let Some(o) = v.origin.as_deref().filter(|o| own(o)) {
            return Some(o.to_string());
        }
        match &e.kind {
            ExprKind::Call(c) => c.func.dotted().filter(|d| own(d)),
            // A structure's literal, as written (`Doc { name }`, `auth::Doc { .. }`).
            ExprKind::Dict(_) => {
                let written = self.src.get(e.span.start..e.span.end)?.split('{').next()?.trim();
                let name = written.rsplit("::").next()?.trim();
                own(name).then(|| name.to_string())
            }
            _ => None,
        }
    }

    /// What a context's value read by its key holds (`r.Context().Value(userKey)`): what every
    /// context maker stored under that key, where one did. The reader is known by its name or
    /// by its receiver's declared type (`ctx context.Context`, then `ctx.Value(k)`).
    fn context_value(&self, s: &Site<'_, '_>) -> Option<Val> {
        let ([key], Some(method)) = (&s.c.args[..], s.method) else { return None };
        let declared = s.obj.and_then(|o| o.dotted().filter(|_| is_path(o))).and_then(|p| self.store_type(&p));
        let typed = declared.map(|t| format!("{}.{method}", t.trim_start_matches('*')));
        let reader = s.names.iter().chain(&typed).any(|n| self.models.matches(Word::ContextReader, n));
        if !reader {
            return None;
        }
        self.shared.get(&self.context_value_key(key)?).map(eval::as_read)
    }

    /// The result of a call resolved elsewhere: a collection's `[position, item]` pairs, request
    /// data by its source's name, a function of this file or an imported one, a container's
    /// item (also through the entry a get-or-insert call returns), or a predicate's test.
    fn resolved_result(&mut self, st: &mut State, s: &Site<'_, '_>) -> Option<Val> {
        let (e, c, recv, marks) = (s.e, s.c, s.recv.as_ref(), s.marks);
        if let Some(v) = self.context_value(s) {
            return Some(Val { origin: s.origin.clone(), marks, ..v });
        }
        if let Some(v) = self.indexed(s) {
            return Some(v);
        }
        if let Some(v) = self.call_source(s) {
            return Some(Val { origin: s.origin.clone(), marks, ..v });
        }
        if let Some(v) = self.record_accessor(st, c, recv) {
            return Some(Val { marks: v.marks | marks, ..v });
        }
        // Functions of this file.
        if let Some(v) = self.local_call(st, e.span, c, recv, (&s.args, &s.kwargs)) {
            // An object of a class of this file it returns (`return self` of a builder) is one
            // still: its methods are the class's.
            // (Not where it was called on an object of another class: a subclass's.)
            let on = recv.and_then(|r| r.origin.clone());
            let made = v.origin.clone().filter(|o| self.classes.contains(&**o) && on.as_ref().is_none_or(|r| r == o));
            // A library's object it returns is one still (`return ROOT / name` is a
            // `pathlib.Path`: its `resolve` is `pathlib.Path.resolve`).
            let library = v.origin.clone().filter(|o| !self.classes.contains(&**o));
            let origin = made.or(library).or_else(|| s.origin.clone());
            // What it was derived from is the caller's argument of a parameter it was derived
            // from, if any ([`Self::argument_derived`]).
            let trimmed = if v.from.is_some() { v.trimmed } else { 0 };
            return Some(Val { origin, trimmed, marks: v.marks | marks, ..v });
        }
        let out = s.bare();
        self.escape(st, e, &s.raw, s.names.first().map_or("", String::as_str), &s.args);
        if let Some(t) = self.imported_result(st, &s.raw, &s.names) {
            let against = Some(t.escaped);
            return Some(Val {
                checked: !t.is_raw(),
                against,
                taint: Some(t),
                nonconst: true,
                starts: DATA_FIRST,
                ..out
            });
        }
        // A function handed to a thread, pool, event loop or task queue with its arguments runs
        // on them, apart: what it checks holds nowhere here (it may run after, or fail alone).
        if let Some(run) = s.models.dispatch.and_then(|d| dispatched(c, d))
            && !self.in_dispatch
        {
            self.in_dispatch = true;
            let mut apart = st.clone();
            self.call(&mut apart, &Expr::new(ExprKind::Call(Box::new(run.clone())), e.span), &run);
            self.in_dispatch = false;
        }
        if let Some(l) = s.models.listener {
            self.listen(st, c, &s.args, l);
        }
        if let Some(v) = self.container_result(st, s) {
            return Some(v);
        }
        // A test or a count says something of its inputs without their text: safe in any sink;
        // not a name that, given a closure, finds items of an iterator a call made (Rust's
        // `xs.iter().find(|x| ..)` is an item; `s.find(':')`, `s.find(|c: char| ..)` a
        // position).
        let finds = matches!(s.models.pure, Some(Some(Fold::SomeItems | Fold::OneItem)))
            && c.args.first().is_some_and(|a| matches!(a.kind, ExprKind::Lambda(_)))
            && s.obj.is_some_and(|o| matches!(o.kind, ExprKind::Call(_)));
        (s.models.predicate && !finds).then_some(Val { nonconst: true, checked: true, ..out })
    }

    /// A container changed or read in place, as the models' `container` says of the method:
    /// held by a variable, an entry a get-or-insert call returned, a request's context a call
    /// made, or one the analysis holds nothing of.
    fn container_result(&mut self, st: &mut State, s: &Site<'_, '_>) -> Option<Val> {
        let (recv, obj) = (s.recv.as_ref(), s.obj?);
        let op = self.models.container(s.method?)?;
        if let Some(v) = self.container_method(st, obj, op, &s.args) {
            return Some(v);
        }
        if let Some(v) = self.entry_method(st, obj, op, &s.args) {
            return Some(v);
        }
        if let Some(v) = self.made_context(recv, op, &s.args) {
            return Some(v);
        }
        match (op, recv) {
            (ContainerOp::Get, _) => {
                let v = self.unheld_lookup(st, obj, recv, &s.args)?;
                Some(Val { origin: s.origin.clone(), marks: s.marks, ..v })
            }
            (ContainerOp::GetEntry, Some(r)) => {
                let v = self.unheld_lookup(st, obj, recv, &s.args[..s.args.len().min(1)])?;
                Some(eval::keyed(r, v))
            }
            _ => None,
        }
    }

    /// The `[position, item]` pairs of a collection (`enumerate(xs)`, `xs.entries()`): each
    /// position a number, not the collection's data; a map's (or what may be one) `[key, value]`
    /// entries.
    fn indexed(&self, s: &Site<'_, '_>) -> Option<Val> {
        let (of, list) = match (s.method, &s.recv, &s.args[..]) {
            // A method's receiver: a list only where known one (an array the file built, one a
            // list maker made); else a map's, a form's, a URL's parameters' entries, names
            // chosen by the request.
            (Some(m), Some(recv), []) if self.models.container(m) == Some(ContainerOp::Indexed) => {
                (recv, eval::known_list(recv) || self.made_list(recv))
            }
            // A function's one argument: whatever it is (`enumerate(d)` of a dict gives its keys).
            (None, None, [one]) if self.models.container(&s.raw) == Some(ContainerOp::Indexed) => (one, true),
            _ => return None,
        };
        if !list {
            return Some(eval::entries(of, ContainerOp::Entries));
        }
        Some(Val::list(vec![Val::list(vec![Val::number(), self.iterated(of)])]))
    }

    /// What a call makes of its receiver and arguments otherwise: what they carry into its
    /// result, with what the models know of its text (a trim, a compiled regex, a replacement,
    /// a format, a fold).
    fn made_result(&mut self, st: &mut State, s: &Site<'_, '_>) -> Val {
        let (e, c, models, recv) = (s.e, s.c, &s.models, s.recv.as_ref());
        let (args, kwargs) = (&s.args[..], &s.kwargs[..]);
        let from = self.derived_from(s);
        // Looked up only when an argument carries escaped data (rare): no rule index on every call.
        let sink = || self.has_call_rules && self.is_sink(&s.names);
        // What only chooses what changes, of a method on data (`s.replace(old, new)`) or a
        // function the models name exactly (`re.sub`), not of whatever else a wildcard meets
        // (`StringUtils.replace(text, a, b)`, `std::mem::replace(&mut d, v)`), and never the
        // one argument of a formatter (`matcher.replaceAll(repl)`).
        let selects = match models.selects {
            x if models.formatter && c.args.len() < 2 && x.iter().any(|x| matches!(x, ArgSel::Index(_))) => &[][..],
            x if recv.is_some() || !self.models.call_exact(&s.names).selects.is_empty() => x,
            _ => &[][..],
        };
        let made = made_of(c, (recv, args, kwargs), selects);
        // A path made relative to a folder the request does not choose: derived from the path,
        // which a test of it validates.
        let from = match models.relative_path {
            Some((checks, ..)) => syntax::checked_by(c, checks)
                .first()
                .filter(|p| {
                    folder_chosen(c, p, recv.filter(|_| !s.obj.is_some_and(|o| self.of_module(st, o))), args, kwargs)
                })
                .and_then(|a| a.dotted().filter(|_| is_path(a))),
            None => from,
        };
        // A part of the input (`filepath.Ext(name)`): validating it says nothing of the input.
        let from = from.filter(|_| !models.part);
        let mut out = carried(s.bare(), from, (recv, &sink), &made, models);
        if let Some(fold @ (Fold::SomeItems | Fold::OneItem)) = models.pure.flatten() {
            out = self.items_tested(st, c, fold, out);
        }
        if models.part {
            (out.from, out.trimmed) = (None, 0);
        }
        // What trims before this call took off stays off (`name.strip().lower()`).
        let before = recv.filter(|r| r.from.is_some() && r.from == out.from).map_or(0, |r| r.trimmed);
        out.trimmed = before | self.trimmed_by(st, c, models).unwrap_or(0);
        if let Some(how) = models.compiles
            && let Some(text) = self.compiled(c, how, args)
        {
            (out.text, out.nonconst) = (Some(Rc::from(text.as_str())), false);
        }
        // Keys and values in turn (`strings.NewReplacer("<", "&lt;")`): a map of them, still the
        // object its maker names.
        if models.collection == Some(Items::Pairs)
            && args.len().is_multiple_of(2)
            && let Some(pairs) = args.chunks(2).map(|p| Some((p[0].konst_text()?, &p[1]))).collect::<Option<Vec<_>>>()
        {
            // The first pair of a key counts (Go's `NewReplacer`).
            let mut keys = std::collections::BTreeMap::new();
            for (k, v) in pairs {
                keys.entry(k).or_insert_with(|| v.clone());
            }
            out.parts = Some(Box::new(Parts { keys, ..Parts::default() }));
        }
        if let (Some(r), [pattern, ..]) = (models.replaces, selects) {
            self.replaced(st, c, (r, pattern), (recv, args, kwargs), &mut out);
        }
        let filled = self
            .template_style(c, &s.names, models)
            .and_then(|t| template::filled_call(t, c, recv, args, kwargs))
            .map(|pieces| eval::concat(&pieces));
        if let Some(k) = filled.as_ref().and_then(|v| v.konst.clone()).filter(|_| !out.nonconst) {
            out.konst = Some(k);
        }
        if out.built && models.formatter {
            let joined = || self.joined_items(c, &s.names, recv, args);
            out.text = filled.and_then(|v| v.text).or_else(joined).or_else(|| template(recv, args));
            self.check_build(e.span, &out, None);
        }
        if models.resolves_path {
            out.starts |= RESOLVED;
        }
        folded(&mut out, models.pure.flatten(), recv, args);
        out
    }

    /// The text a formatter joining a list's known items builds ([`Word::JoinsItems`]): the
    /// items, with the separator (the first constant text of the other inputs) between them;
    /// of two items or more.
    fn joined_items(&self, c: &Call, names: &[String], recv: Option<&Val>, args: &[Val]) -> Option<Rc<str>> {
        let method = match &c.func.kind {
            ExprKind::Attr(_, m) => Some(m.as_str()),
            _ => None,
        };
        if !self.models.names_call(Word::JoinsItems, names, method) {
            return None;
        }
        let inputs: Vec<&Val> = recv.into_iter().chain(args).collect();
        // (One item may stand for every item of a list made as it runs: the separator says more.)
        let items = inputs.iter().find_map(|v| v.parts.as_ref()?.items.as_ref()).filter(|i| i.len() > 1)?;
        let sep = inputs.iter().find_map(|v| match &v.konst {
            Some(Lit::Str(s)) => Some(s.clone()),
            _ => None,
        });
        // (A separator not known, `join(sep)`, JavaScript's `join()`: nothing between.)
        let sep = Val::konst(Lit::Str(sep.unwrap_or_default()));
        let mut pieces = Vec::new();
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                pieces.push(sep.clone());
            }
            pieces.push(item.clone());
        }
        eval::concat(&pieces).text
    }

    /// How a formatter's template places its arguments, as the models name it.
    fn template_style(&self, c: &Call, names: &[String], models: &CallModels<'_>) -> Option<template::Template> {
        let method = match &c.func.kind {
            ExprKind::Attr(_, m) => Some(m.as_str()),
            _ => None,
        };
        let named = |w: Word| models.formatter && self.models.names_call(w, names, method);
        if named(Word::Printf) {
            Some(template::Template::Printf)
        } else if named(Word::BraceFormat) {
            Some(template::Template::Braces)
        } else {
            None
        }
    }

    /// The items a test kept (`xs.filter(is_local)`): what the test tells where it holds; the
    /// one item found (`xs.find(ok)`), of items not known apart what every item is as the test
    /// left it.
    fn items_tested(&mut self, st: &State, c: &Call, fold: Fold, mut out: Val) -> Val {
        if let Some(test) = c.args.first() {
            // Of items none of which is known apart, what every item is; of one record or
            // tuple (a list of one, `[{ file: f }].filter(e => ..)`), it whole.
            match out.parts.as_mut() {
                Some(p) if p.keys.is_empty() && p.key_facts.is_none() && p.items.is_none() => {
                    p.rest = self.passing(st, test, p.rest.clone())
                }
                _ => out = self.passing(st, test, out),
            }
        }
        match out.parts.as_deref() {
            _ if fold != Fold::OneItem => out,
            None => out,
            Some(p) if p.items.is_none() && p.keys.is_empty() && p.key_facts.is_none() => p.rest.clone(),
            Some(_) => element(&out),
        }
    }

    /// The text of a regex compiled from a constant pattern, with its flags: a JavaScript flags
    /// string (`new RegExp(p, "m")` is `/p/m`), or flag names that make it multi-line or
    /// verbose as inline flags (`re.compile(p, re.M)` is `(?m)p`).
    fn compiled(&self, c: &Call, how: Compiles, args: &[Val]) -> Option<String> {
        let pattern = args.first()?.konst_text().filter(|_| matches!(args[0].konst, Some(Lit::Str(_))))?;
        if how == Compiles::Slashed {
            let flags = match args.get(1) {
                Some(f) => f.konst_text()?,
                None => String::new(),
            };
            return Some(format!("/{pattern}/{flags}"));
        }
        // Flags not known by name (`FLAGS`, `8`) leave the pattern unknown.
        if !self.flags_known(c) {
            return None;
        }
        let flag = |m: char, on: bool| if on { Some(m) } else { None };
        let multiline = how == Compiles::Multiline || self.flagged(c, Word::MultilineFlag);
        let inline: String =
            [flag('m', multiline), flag('x', self.flagged(c, Word::VerboseFlag))].into_iter().flatten().collect();
        Some(if inline.is_empty() { pattern } else { format!("(?{inline}){pattern}") })
    }

    /// A lookup in a container the analysis does not hold (`self.files.get(id)`): what the
    /// container holds or a default given after the key, not the key. `None` for a function of
    /// a module or type (`pydash.get(obj, "path")`, `Value::get(&body, k)`).
    fn unheld_lookup(&self, st: &State, obj: &Expr, recv: Option<&Val>, args: &[Val]) -> Option<Val> {
        let type_named = obj.dotted().is_some_and(|d| {
            self.lookup(st, &d).is_none()
                && d.rsplit('.').next().is_some_and(|l| l.starts_with(|c: char| c.is_ascii_uppercase()))
        });
        let (Some(r), [key, defaults @ ..]) = (recv, args) else { return None };
        // Of a collection a call made (`columns().get(k)`): what it holds at `k`.
        let held = if r.parts.is_some() { eval::index(r, key) } else { r.derived() };
        (!type_named && !self.of_module(st, obj)).then(|| defaults.iter().fold(held, |v, d| v.join(d)))
    }

    /// Whether a path starts at an imported module no variable hides (`os.path`, `pydash`).
    pub(super) fn of_module(&self, st: &State, o: &Expr) -> bool {
        o.dotted().is_some_and(|d| {
            let root = d.split('.').next().unwrap_or("");
            self.lookup(st, root).is_none() && (self.m.modules.contains(root) || self.m.imports.contains_key(root))
        })
    }

    /// The value of the object a method is called on, when it is data: not a module, nor a
    /// class named for a static method.
    fn receiver(&mut self, st: &mut State, c: &Call, recv_expr: Option<&Expr>) -> Option<Val> {
        let recv = match recv_expr {
            // `super.m(..)`, Python's `super().m(..)`: the method's own object.
            Some(o) if is_super(o) => Some(self.this_value(st)),
            // `super(..)` (a base constructor): the object being made.
            None if self.calls_base_constructor(c) => Some(self.this_value(st)),
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
            // A class by its full path (`regex::Regex::new`, `java.util.regex.Pattern.compile`).
            Some(o @ Expr { kind: ExprKind::Attr(_, class), .. })
                if class.starts_with(|c: char| c.is_ascii_uppercase())
                    && let Some(path) = o.dotted().filter(|_| is_path(o))
                    && let Some(root) = path.split('.').next()
                    && self.lookup(st, root).is_none()
                    && self.source_of(root).is_none()
                    && self.source_of(&path).is_none() =>
            {
                None
            }
            Some(o) => Some(self.eval(st, o)),
            // A called value (`get_handler()(x)`) is evaluated for its own calls.
            None if !matches!(c.func.kind, ExprKind::Name(_)) => Some(self.eval(st, &c.func)),
            None => None,
        };
        // A module or class the method belongs to (`pickle.dumps`, `Path.home`) is not data.
        match (recv, recv_expr) {
            (Some(v), Some(o)) if is_path(o) && v.taint.is_none() && self.of_module(st, o) => Some(Val::default()),
            (v, _) => v,
        }
    }

    /// Whether a call statement ends the path: an exit, by its name with imports resolved (a
    /// function of this file ends it when it never returns, `exits.rs`).
    pub(super) fn is_exit(&self, func: &Expr) -> bool {
        let Some(name) = func.dotted().filter(|_| !self.defined_here(func)) else { return false };
        self.models.call(&[self.resolve(&name)]).exit
    }

    /// A bare name of a function this file defines (not one a model names the same).
    pub(super) fn defined_here(&self, func: &Expr) -> bool {
        matches!(&func.kind, ExprKind::Name(n) if self.by_name.contains_key(n) && !self.m.imports.contains_key(n))
    }

    /// A function of this file, or a method of an object (not of an imported module) that has
    /// the name of a method this file defines (`card.render()` beside `impl Card { fn render }`):
    /// it may be the file's own, whatever a model says of the name, but on an object a library
    /// made whose method the models know by that origin (`env.get_template(t).render(..)`).
    /// Where types have only their own methods ([`Behaviour::MethodsOfOwnType`]), not on a value
    /// of another structure of the file, nor with other arguments than the method takes.
    fn maybe_defined_here(&self, c: &Call, recv: Option<&Val>) -> bool {
        let ExprKind::Attr(obj, method) = &c.func.kind else { return self.defined_here(&c.func) };
        if matches!(&obj.kind, ExprKind::Name(o) if self.m.imports.contains_key(o) || self.m.modules.contains(o)) {
            return false;
        }
        // A method the models know of the library object it is called on (`render` of what a
        // jinja2 `Environment`'s `get_template` gave).
        let library = |o: &&str| {
            !o.starts_with('\0') && o.contains('.') && !self.classes.contains(o.split('.').next().unwrap_or(o))
        };
        if let Some(o) = recv.and_then(|r| r.origin.as_deref()).filter(library)
            && self.models.knows(&[format!("{o}.{method}")], "")
        {
            return false;
        }
        let own = self.models.has(Behaviour::MethodsOfOwnType);
        if own
            && let Some(k) = recv.and_then(|r| r.origin.as_deref()).filter(|k| self.classes.contains(*k))
            && !self.defines(k, method)
        {
            return false;
        }
        let takes = |f: &Function| f.params.iter().filter(|p| !declared_receiver(&p.name)).count();
        self.m.funcs.iter().any(|f| f.class.is_some() && f.name == *method && (!own || takes(f) == c.args.len()))
    }

    /// The names a call is known by: as written with imports resolved, and through the call
    /// that made its receiver (`t.render` where `t = jinja2.Template(...)`).
    pub(super) fn callee_names(&self, st: &State, c: &Call, recv: Option<&Val>) -> Vec<String> {
        let mut out = Vec::new();
        // A Python local variable holding an object (`yaml = YAML(typ="rt")`) hides a module
        // imported under the same name: `yaml.load(..)` is then the object's method, known by
        // its origin below, not the module's function.
        let shadowed = self.models.has(Behaviour::LocalsShadowImports)
            && matches!(&c.func.kind, ExprKind::Attr(obj, _)
                if matches!(&obj.kind, ExprKind::Name(n) if st.env.get(n).is_some_and(|v| v.origin.is_some())));
        if let Some(d) = c.func.dotted().filter(|_| !shadowed) {
            out.push(self.resolve(&d));
        }
        // A method of an operation's result is known by its name alone (`(host or "").lower()`,
        // `(ok ? xs : []).filter(f).map(g)`).
        if let ExprKind::Attr(obj, method) = &c.func.kind
            && (matches!(obj.kind, ExprKind::Binary(..) | ExprKind::Cond(..)) || out.is_empty() && !is_path(obj))
        {
            out.push(format!("().{method}"));
        }
        if let ExprKind::Name(n) = &c.func.kind
            && let Some(held) = self.lookup(st, &alias_key(n)).and_then(|v| v.parts)
        {
            out.extend(held.keys.into_keys());
        }
        out.extend(self.table_names(st, &c.func));
        let origin = match &c.func.kind {
            ExprKind::Attr(obj, _) => match obj.dotted().filter(|_| is_path(obj)) {
                Some(path) => self.lookup(st, &path).and_then(|v| v.origin),
                None => recv.and_then(|v| v.origin.clone()),
            },
            _ => None,
        };
        if self.models.has(Behaviour::DeclaredReceiverTypes) {
            out.extend(self.declared_class_names(c, out.first()));
        }
        // (Last: what the result is known as, and what marks it; see `marking_names`.)
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

    /// The names that say what a call's result is marked with: of a method of an object made
    /// of a library class (`new SecureRandom()`: [`Self::callee_names`] names the method
    /// through its object's origin last), that class's method alone, not the type the
    /// variable is declared with (`Random codes = new SecureRandom()`).
    fn marking_names<'n>(&self, names: &'n [String]) -> &'n [String] {
        if !self.models.has(Behaviour::DeclaredReceiverTypes) {
            return names;
        }
        let made = names.split_last().filter(|(last, rest)| {
            let class = last.rsplit_once('.').map(|(o, _)| o.rsplit('.').next().unwrap_or(o));
            // (A class of this file may extend the declared one: all its names count.)
            !rest.is_empty()
                && class.is_some_and(|c| c.starts_with(|ch: char| ch.is_ascii_uppercase()) && !self.classes.contains(c))
        });
        match made {
            Some((last, _)) => std::slice::from_ref(last),
            None => names,
        }
    }

    /// Names a call is also known by, through the classes the source names (Java): a class
    /// written with its package by its simple name (`javax.crypto.Cipher.getInstance` is
    /// `Cipher.getInstance`), and a method of a variable, parameter or field by the class it is
    /// declared with (`stmt.execute` on `Statement stmt` is `Statement.execute`).
    pub(super) fn declared_class_names(&self, c: &Call, written: Option<&String>) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(w) = written {
            let segs: Vec<&str> = w.split('.').collect();
            let class_at = segs.iter().position(|s| s.starts_with(|ch: char| ch.is_ascii_uppercase()));
            if let Some(k) = class_at.filter(|k| *k > 0)
                && segs[..k].iter().all(|s| s.starts_with(|ch: char| ch.is_ascii_lowercase()))
                && segs[0] != THIS
            {
                out.push(segs[k..].join("."));
            }
        }
        if let ExprKind::Attr(obj, method) = &c.func.kind {
            let var = match &obj.kind {
                ExprKind::Name(n) => Some(n.as_str()),
                ExprKind::Attr(this, n) if matches!(&this.kind, ExprKind::Name(t) if t == THIS) => Some(n.as_str()),
                _ => None,
            };
            if let Some(class) = var.and_then(|v| self.declared_at(v, c.func.span.start)) {
                out.push(format!("{class}.{method}"));
            }
        }
        out.retain(|n| Some(n) != written);
        out
    }

    /// Whether a call of these functions is of `async` ones and not awaited: it has not run
    /// yet, so nothing they check holds.
    fn pending(&self, c: &Call, ids: &[usize]) -> bool {
        ids.iter().all(|f| self.m.funcs[*f].is_async()) && !self.m.awaited.contains(&c.func.span.start)
    }

    /// A call of a function or method defined in this file: its return value, analysed with
    /// these arguments. A method runs on its receiver's fields (`self.helper(x)`, `obj.build(q)`
    /// where `obj = Helper(..)`), and the fields it sets are the receiver's after the call; a
    /// class called (`Helper(q)`, `new Helper(q)`) runs its constructor and is the object it
    /// made. What the functions validate is kept for the call (`exits.rs`), and the arguments
    /// they validate on every path that returns are validated here too.
    pub(super) fn local_call(
        &mut self,
        st: &mut State,
        span: Span,
        c: &Call,
        recv: Option<&Val>,
        (args, kwargs): (&[Val], &[Val]),
    ) -> Option<Val> {
        // (What an earlier run of this call gave where it succeeded is not this run's.)
        self.succeeded_at.remove(&(span.start, span.end));
        let only = self.accessor.take();
        let Some(target) = self.local_target(st, c, recv, only) else {
            self.note_unresolved(c, recv);
            return None;
        };
        let keywords: Vec<(&str, &Val)> = c.kwargs.iter().map(|(k, _)| k.as_str()).zip(kwargs).collect();
        for fid in &target.ids {
            self.marked_into_params(st, c, *fid, args);
        }
        if self.active.len() >= MAX_CALL_DEPTH {
            // Not followed: what this call gives them is not known, so they run again at the
            // end with unknown parameters, as helpers taken as values do.
            if !self.under_helper {
                self.taken_helpers.extend(&target.ids);
            }
            return None;
        }
        let made = target.constructed.as_ref().map(|c| Val { origin: Some(Rc::from(c.as_str())), ..Val::unknown() });
        let this = self.receiver_of_call(&target, made.as_ref(), recv);
        let mut out: Option<Val> = None;
        let mut succeeded: Option<Val> = None;
        let mut this_after: Option<Val> = None;
        // What every function the call may reach validates (none where one is being analysed).
        let mut exits: Option<Exits> = None;
        let mut every = true;
        for &fid in &target.ids {
            if self.active.contains(&fid) {
                every = false;
                continue;
            }
            let (v, after, x, params, ok) = self.run_local(fid, &this, args, &keywords);
            let v = self.argument_derived(c, fid, v);
            if self.tracks_success() {
                let ok = self.argument_derived(c, fid, ok);
                succeeded = Some(succeeded.map_or_else(|| ok.clone(), |o: Val| o.join(&ok)));
            }
            if target.ids.len() == 1 {
                self.containers_changed(st, c, &params);
            }
            out = Some(out.map_or_else(|| v.clone(), |o| o.join(&v)));
            if let Some(a) = after {
                this_after = Some(this_after.map_or_else(|| a.clone(), |o| o.join(&a)));
            }
            match (x, exits.take()) {
                (Some(x), Some(a)) => exits = Some(a.both(&x)),
                (Some(x), None) => exits = Some(x),
                (None, _) => every = false,
            }
        }
        if let Some(x) = exits.filter(|_| every && out.is_some() && !self.pending(c, &target.ids)) {
            self.apply_returned(st, c, &x);
            self.call_exits.insert((span.start, span.end), x);
        }
        self.returned_unchecked(&target.ids, span);
        if let Some(ok) = succeeded {
            self.succeeded_at.insert((span.start, span.end), ok);
        }
        // The fields the method set are the receiver's now.
        let fields = this_after.and_then(|a| a.parts).map(|p| p.keys).unwrap_or_default();
        if let Some(obj) = made {
            let obj = self.made_object(obj, &target, fields, (args, &keywords));
            return Some(self.after_made(obj, &target));
        }
        if let Some(path) = target.receiver.filter(|_| !fields.is_empty()) {
            self.set_fields(st, path, fields);
        }
        out
    }

    /// The fields a method set on the object a variable holds (`path`): its fields from here on.
    fn set_fields(&self, st: &mut State, path: String, fields: std::collections::BTreeMap<String, Val>) {
        let mut o = self.lookup(st, &path).unwrap_or_default();
        for (k, v) in fields {
            st.env.insert(format!("{path}.{k}"), v.clone());
            o.parts.get_or_insert_with(Default::default).keys.insert(k, v);
        }
        st.env.insert(path, o);
    }

    /// A method call of a class of this file no method was found for: where a web handler's
    /// analysis reached it, the file's methods of that name may be what it calls (a method's own
    /// run sees its object's fields unknown: no evidence of what its callers make).
    fn note_unresolved(&mut self, c: &Call, recv: Option<&Val>) {
        // A method of request data or of a constant is the language's or a library's.
        let library = recv.is_some_and(|r| r.flat().taint.is_some() || r.konst.is_some());
        if let ExprKind::Attr(_, method) = &c.func.kind
            && !library
            && !self.under_helper
            && self.in_view()
        {
            self.unresolved_methods.insert(method.clone());
        }
    }

    /// What the method a call reaches sees as its receiver: the object it made or is called on;
    /// for an object the analysis knows nothing of (`this.repository`), of the class whose
    /// method runs, an instance as its constructor sets it, where the models say so.
    fn receiver_of_call(&self, target: &LocalTarget, made: Option<&Val>, recv: Option<&Val>) -> Val {
        let this = made.or(recv).cloned().unwrap_or_else(Val::unknown);
        if this.parts.is_some() || this.flat().taint.is_some() {
            return this;
        }
        let class = target.ids.first().and_then(|f| self.m.funcs.get(*f)).and_then(|f| f.class.as_deref());
        match (class, self.models.has(Behaviour::ConstructorSeedsFields)) {
            (Some(class), true) => self.class_receiver(Some(class), true),
            // An object of the class (`hosts: HashSet<&'static str>` holds constants).
            (Some(class), false) => self.declared_object(this, class),
            (None, _) => this,
        }
    }

    /// The object a class of this file made: with the fields its constructor set; for a record
    /// class without one (a dataclass, a Java record), its declared fields hold the arguments;
    /// where neither is known (a base class's constructor), it carries the arguments' data.
    fn made_object(
        &self,
        mut obj: Val,
        target: &LocalTarget,
        fields: std::collections::BTreeMap<String, Val>,
        (args, keywords): (&[Val], &[(&str, &Val)]),
    ) -> Val {
        let record = self.record_made(target).and_then(|c| self.m.fields.get(c));
        let fields = match record {
            Some(declared) => {
                let mut fields = record_fields(declared, args, keywords);
                // A base that converts each field to its type: a number field holds a number.
                // A typed record component (Java's `record R(int n)`): the compiler refuses text there.
                let typed = self.models.has(Behaviour::TypedParameters);
                if typed || target.constructed.as_ref().is_some_and(|c| self.m.converting.contains(c.as_str())) {
                    for (name, ty) in declared {
                        if self.models.is(Word::NumericType, ty.trim())
                            && let Some(v) = fields.get_mut(name)
                        {
                            *v = Val::number();
                        }
                    }
                }
                fields
            }
            None => fields,
        };
        if fields.is_empty() {
            for a in args.iter().chain(keywords.iter().map(|(_, v)| *v)) {
                obj.taint = Taint::either(obj.taint, a.flat().taint);
            }
        } else {
            obj.parts.get_or_insert_with(Default::default).keys.extend(fields);
        }
        obj
    }

    /// The record class (a dataclass) a call makes without an `__init__` of the file's.
    fn record_made<'t>(&self, target: &'t LocalTarget) -> Option<&'t str> {
        target.constructed.as_deref().filter(|c| target.ids.is_empty() && self.m.records.contains(*c))
    }

    /// An object of a class of this file as its hook run after construction leaves it (a
    /// dataclass's `__post_init__`): its fields as the hook set them, and those it validates
    /// on every path that returns validated.
    fn after_made(&mut self, obj: Val, target: &LocalTarget) -> Val {
        let Some(class) = self.record_made(target) else { return obj };
        let m = self.m;
        let hook = m.funcs.iter().position(|f| {
            let name = f.name.rsplit(['.', ':']).next().unwrap_or(&f.name);
            f.class.as_deref() == Some(class) && self.models.is(Word::PostInit, name)
        });
        let Some(fid) = hook.filter(|f| !self.active.contains(f) && self.active.len() < MAX_CALL_DEPTH) else {
            return obj;
        };
        let (_, after, exits, ..) = self.run_local(fid, &obj, &[], &[]);
        let mut obj = match after {
            Some(a) if a.parts.is_some() => Val { parts: a.parts, ..obj },
            _ => obj,
        };
        let receiver = exits.and_then(|x| x.returned).and_then(|r| r.into_iter().next());
        if let (Some(chk), Some(parts)) = (receiver, obj.parts.as_mut()) {
            for (field, against) in chk.fields {
                if let Some(v) = parts.keys.get_mut(&field) {
                    *v = guard::validated_against(v.clone(), against);
                }
            }
        }
        obj
    }

    /// The variable a call's result is derived from: its first argument, or the object of a
    /// method that keeps its whole (`name.lower()`, `p.normalize()`, `uri.getHost()` for where
    /// it leads), not the object of a getter of one of its parts (`request.sourcePage()`); a
    /// getter's result stands for that getter (`u = req.getUrl()` checked: `req.getUrl()`).
    fn derived_from(&self, s: &Site<'_, '_>) -> Option<String> {
        let whole = keeps_whole(self.models, s.c, &s.models);
        // A closure lowered to a temporary (`r.map_err(|_| ..)`) is no variable a test names,
        // nor a constant of a type (`host.ok_or(StatusCode::BAD_REQUEST)`).
        let variable = |a: &&Expr| match &a.kind {
            ExprKind::Name(n) => !n.starts_with('\0'),
            _ => a.dotted().is_none_or(|d| !d.starts_with(|c: char| c.is_ascii_uppercase())),
        };
        // A default for a missing value is no part of it (`urlsplit(next_url or "")`), nor is a
        // conversion that keeps the text (`urlsplit(str(url))`).
        let first = s.c.args.first().map(|a| self.unconverted(syntax::or_default(a))).filter(variable);
        let from = first.or(s.obj.filter(|_| whole)).and_then(|a| a.dotted().filter(|_| is_path(a)));
        // A method keeping the whole of what another call derived (`u.host_str().ok_or(..)`):
        // what that was derived from.
        let through = || {
            s.recv.as_ref().filter(|_| whole && s.method.is_some()).and_then(|r| r.from.as_deref().map(str::to_string))
        };
        from.or_else(|| getter_key(s.c).filter(|_| !whole)).or_else(through)
    }

    /// What a call of one argument that keeps its text whole is given (`str(url)`: `url`),
    /// through at most [`MAX_CONVERSIONS`] such calls; else `e`. (Narrower than
    /// `guard::pure_operand`: a function by its bare name, no method of a receiver, for what a
    /// call's result was derived from.)
    fn unconverted<'e>(&self, mut e: &'e Expr) -> &'e Expr {
        for _ in 0..MAX_CONVERSIONS {
            let ExprKind::Call(c) = &e.kind else { break };
            let same = c.func.dotted().is_some_and(|f| self.models.call(&[f]).pure == Some(Some(Fold::Same)));
            match c.args.as_slice() {
                [only] if same && c.kwargs.is_empty() && matches!(c.func.kind, ExprKind::Name(_)) => e = only,
                _ => break,
            }
        }
        e
    }

    /// An item a test of one parameter holds for (a function of this file, or one written
    /// inline as one expression: `p => p.startsWith("/") && !p.startsWith("//")`, also held by a
    /// field: `Predicate<String> TRUSTED = o -> ..`): what the test tells of it.
    fn passing(&mut self, st: &State, test: &Expr, item: Val) -> Val {
        let held = match &test.kind {
            ExprKind::Lambda(id) => Some(*id),
            // A function of the file by its name: called, so what it validates counts.
            ExprKind::Name(n) if self.by_name.contains_key(n) => None,
            _ => {
                let ids = self.pure(st, test).as_ref().and_then(function_held).and_then(|f| self.function_ids(f));
                ids.filter(|ids| ids.len() == 1).map(|ids| ids[0])
            }
        };
        // An `async` test keeps every item (a promise is true).
        let by_name =
            |n: &String| self.by_name.get(n).is_some_and(|ids| ids.iter().any(|i| self.m.funcs[*i].is_async()));
        if held.is_some_and(|id| self.m.funcs[id].is_async()) || matches!(&test.kind, ExprKind::Name(n) if by_name(n)) {
            return item;
        }
        let inline = held.and_then(|id| {
            let f = &self.m.funcs[id];
            match (f.params.as_slice(), inline_value(f)) {
                ([p], Some(body)) => Some((p.name.clone(), body.clone())),
                _ => None,
            }
        });
        let (name, cond) = match (inline, &test.kind) {
            (Some(one), _) => one,
            (None, ExprKind::Name(_) | ExprKind::Attr(..)) => {
                let name = format!("{ITEM}0");
                let arg = Expr::new(ExprKind::Name(name.clone()), test.span);
                let call = Call { func: test.clone(), args: vec![arg], kwargs: Vec::new(), new: false };
                (name, Expr::new(ExprKind::Call(Box::new(call)), test.span))
            }
            _ => return item,
        };
        let mut s = st.clone();
        s.env.insert(name.clone(), item.clone());
        self.eval(&mut s, &cond);
        self.refine(&mut s, &cond, true);
        s.env.remove(&name).unwrap_or(item)
    }

    /// The class of this file a method's receiver is known to be of: the object's own (`self`,
    /// `this`), the class that made it, or the one a variable is declared with.
    fn receiver_class(&self, obj: &Expr, recv: Option<&Val>, at: usize) -> Option<String> {
        if let ExprKind::Name(o) = &obj.kind
            && receiver_name(o)
        {
            return self.active.last().and_then(|f| self.m.funcs[*f].class.clone());
        }
        if let Some(o) = recv.and_then(|r| r.origin.as_deref()).filter(|o| self.classes.contains(*o)) {
            return Some(o.to_string());
        }
        match &obj.kind {
            ExprKind::Name(n) => self.declared_class(n, at),
            _ => None,
        }
    }

    /// A record's accessor (`header.title()` of a `record MatterHeader(.., String title)` of
    /// this file that defines no method of that name): what the record holds in the field.
    fn record_accessor(&self, st: &State, c: &Call, recv: Option<&Val>) -> Option<Val> {
        let r = recv.filter(|_| c.args.is_empty() && c.kwargs.is_empty())?;
        let field = self.record_component(c, r)?;
        // What a check on this path found it to be (`if (!valid(q)) return;` testing the
        // record's `q.orderBy()`).
        if let ExprKind::Attr(obj, _) = &c.func.kind
            && let Some(v) = obj.dotted().filter(|_| is_path(obj)).and_then(|p| st.env.get(&format!("{p}.{field}")))
        {
            return Some(v.clone());
        }
        // A component declared with a type that holds no text (`double span`) is a number,
        // whatever else the record holds.
        if self.models.has(Behaviour::TypedParameters)
            && let ExprKind::Attr(obj, _) = &c.func.kind
            && let Some(class) = self.receiver_class(obj, Some(r), c.func.span.start)
            && let Some((_, ty)) = self.m.fields.get(&class).and_then(|fs| fs.iter().find(|(f, _)| f == field))
            && self.numeric_typed(ty)
        {
            return Some(Val::number());
        }
        // An `Optional` of a record is a list of one (`opt.map(n -> new Note(..)).orElseThrow()`):
        // the component its items hold, all joined.
        let keyed = |v: &Val| v.parts.as_ref().is_some_and(|p| p.keys.contains_key(field));
        if !keyed(r) && r.parts.as_ref().is_some_and(|p| p.keys.is_empty() && p.items.is_some()) {
            let item = element(r);
            if keyed(&item) {
                return Some(super::field_of(&item, field));
            }
        }
        Some(super::field_of(r, field))
    }

    /// The component a call without arguments reads of a record of this file it is called on
    /// (`r.url()` of `record Hook(String url)`), where the record does not define the method.
    pub(super) fn record_component<'c>(&self, c: &'c Call, recv: &Val) -> Option<&'c str> {
        let ExprKind::Attr(obj, field) = &c.func.kind else { return None };
        if let Some(f) = self.generated_getter(c, field) {
            return Some(f);
        }
        let class = self.receiver_class(obj, Some(recv), c.func.span.start)?;
        let declared = self.m.records.contains(&class) && self.m.fields.get(&class)?.iter().any(|(f, _)| f == field);
        (declared && !self.defines(&class, field)).then_some(field.as_str())
    }

    /// The field a Go message's generated getter reads (protobuf's `req.GetName()` of field
    /// `Name`): a method `Get<Field>` without arguments that no function of the file defines.
    fn generated_getter<'c>(&self, c: &Call, method: &'c str) -> Option<&'c str> {
        let field = method.strip_prefix("Get").filter(|f| f.starts_with(|ch: char| ch.is_ascii_uppercase()))?;
        let own = || self.m.funcs.iter().any(|f| f.name == method);
        (self.lang == Lang::Go && c.args.is_empty() && c.kwargs.is_empty() && !own()).then_some(field)
    }

    /// After a call of a function of this file: a container the caller passed, which the
    /// function changed in place (`add_flag(cmd, x)` doing `cmd.append(x)`, `m[k] = v`), holds
    /// what the function left in it.
    fn containers_changed(&mut self, st: &mut State, c: &Call, params: &[Option<Val>]) {
        for (a, end) in c.args.iter().zip(params) {
            let Some(end) = end.as_ref().filter(|v| v.parts.is_some()) else { continue };
            let inner = match &a.kind {
                ExprKind::Unary(_, inner) => inner,
                _ => a,
            };
            let Some(path) = inner.dotted().filter(|_| is_path(inner)) else { continue };
            let Some(mut held) = self.lookup(st, &path) else { continue };
            if held.parts != end.parts {
                if self.lang == Lang::Go {
                    self.filled.insert((c.func.span.start, c.func.span.end, path.clone()));
                }
                held.parts = end.parts.clone();
                // Its fields are the record's now, not what they held before the call.
                let inside = format!("{path}.");
                st.env.retain(|k, _| !k.starts_with(&inside));
                st.env.insert(path, held);
            }
        }
    }

    /// `unless_checked` findings the functions `ids` returned the result of: the variable the
    /// caller assigns the call's result to holds it now (`target = reportLocation(name)`, then
    /// `if (!target.startsWith(ROOT)) return`).
    fn returned_unchecked(&mut self, ids: &[usize], span: Span) {
        let Some(n) = self.assign_target.clone().filter(|_| self.assigning.is_some_and(|(v, _)| v == span)) else {
            return;
        };
        let from_helper = |f: &Option<usize>, name: &str| name == RETURN && f.is_some_and(|f| ids.contains(&f));
        if !self.unless_checked.iter().any(|(f, name, _)| from_helper(f, name)) {
            return;
        }
        // Only the caller of a helper called once: another caller's check says nothing of this one.
        if ids.iter().any(|f| self.m.funcs.get(*f).is_none_or(|f| self.call_sites(&f.name) > 1)) {
            return;
        }
        let here = self.active.last().copied();
        for (f, name, _) in self.unless_checked.iter_mut() {
            if f.is_some_and(|f| ids.contains(&f)) && name == RETURN {
                (*f, *name) = (here, n.clone());
            }
        }
    }

    /// How many calls of the file name a function `name` (`name(..)`, `x.name(..)`).
    fn call_sites(&self, name: &str) -> usize {
        let name = name.rsplit(['.', ':']).next().unwrap_or(name);
        let mut n = 0;
        for f in &self.m.funcs {
            let mut count = |e: &Expr| {
                if let ExprKind::Call(c) = &e.kind
                    && matches!(&c.func.kind, ExprKind::Name(x) | ExprKind::Attr(_, x) if x == name)
                {
                    n += 1;
                }
            };
            f.each_expr(&mut count);
        }
        n
    }

    /// The functions of this file a call may reach, the class it constructs, and the receiver
    /// variable it is called on (whose fields change).
    fn local_target(&self, st: &State, c: &Call, recv: Option<&Val>, only: Option<Accessor>) -> Option<LocalTarget> {
        let m = self.m;
        let class = self.active.last().and_then(|f| m.funcs[*f].class.clone());
        let mut target = LocalTarget::default();
        target.ids = match &c.func.kind {
            // `super(..)` in a constructor: the base class's, run on the object being made.
            _ if self.calls_base_constructor(c) => {
                target.receiver = Some(self.own_receiver());
                self.constructor_ids(&self.base_class()?)
            }
            // `cls(..)` in a class method (its first parameter, as it was given): the class of
            // this file the method was called on.
            ExprKind::Name(n)
                if n == CLS
                    && self.active.last().and_then(|f| m.funcs[*f].params.first()).is_some_and(|p| p.name == CLS)
                    && let Some(of) = self.class_made(self.lookup(st, CLS).as_ref()) =>
            {
                let ids = self.constructor_ids(&of);
                target.constructed = Some(of);
                ids
            }
            // A parameter or another variable of the function (a loop's, a pattern's: `for (c,
            // render) in ..`) holding a function of this file (`ok(v)` where the caller passed
            // `is_local`), never the function its name may also be (but in Java, where a call by
            // a name reaches the method).
            ExprKind::Name(n)
                if !c.new
                    && (self.is_param(n) || st.env.contains_key(n))
                    && !self.models.has(Behaviour::MethodsApartFromVariables) =>
            {
                self.held_function(st, n)?
            }
            // `new C(..)` of a class of this file: an object of it, also where the constructor
            // is a function of the class's name (Java's, called in the class itself too).
            ExprKind::Name(n) if c.new && self.classes.contains(n.as_str()) => {
                target.constructed = Some(n.clone());
                self.constructor_ids(n)
            }
            ExprKind::Name(n) => self.named_target(st, n, class.as_deref(), &mut target)?,
            // `f.apply(x)` of a function of this file held in `f`: that function, on `x`.
            // (Also the one method of an interface of this file a lambda stands for:
            // `source.locate(ref)` where `source` holds `r -> ..`.)
            ExprKind::Attr(obj, method)
                if let Some(ids) = recv.and_then(function_held).and_then(|f| self.function_ids(f))
                    && (self.models.is(Word::Invokes, method) || self.abstract_method(method))
                    && !self.held_in_field_set_elsewhere(obj) =>
            {
                ids
            }
            // `o.format(x)`, `this.build(x)`: a function of this file the object holds in a field
            // (an own property, before any method of that name; not in Java, where fields and
            // methods are apart, nor a base class's method through `super`).
            ExprKind::Attr(obj, field) if let Some(ids) = self.field_function(st, obj, field, recv) => ids,
            ExprKind::Attr(obj, method) => {
                if is_super(obj) {
                    target.receiver = Some(self.own_receiver());
                } else if is_path(obj) {
                    target.receiver = obj.dotted();
                }
                self.method_target(c, (obj, method), recv, class.as_deref())?
            }
            // `handlers[kind](..)`: a table of functions of this file.
            ExprKind::Index(obj, key) => self.table_functions(st, obj, key)?,
            _ => return None,
        };
        if let ExprKind::Attr(_, method) = &c.func.kind {
            target.ids = self.implementing(method, std::mem::take(&mut target.ids));
        }
        // A property read or set reaches its getters or setters; a call, no setter (none left:
        // not a call of this file's; a class without a constructor still makes its object).
        let reached = target.ids.len();
        match only {
            Some(a) => target.ids.retain(|id| a.admits(&m.funcs[*id])),
            None => target.ids.retain(|id| !m.funcs[*id].is_setter()),
        }
        (reached == 0 || !target.ids.is_empty()).then_some(target)
    }

    /// What a call by a bare name reaches: a function, or (Java) a method of the class it is
    /// called in (`class`), a variable holding a function of this file, or a class of this file
    /// (whose object `target` then says is made).
    fn named_target(&self, st: &State, n: &str, class: Option<&str>, target: &mut LocalTarget) -> Option<Vec<usize>> {
        let own_method = || match self.models.has(Behaviour::MethodsApartFromVariables) {
            true => self.methods_reached(class?, n),
            false => None,
        };
        match self.by_name.get(n).cloned().or_else(own_method) {
            Some(ids) => Some(ids),
            None if let Some(ids) = self.held_function(st, n) => Some(ids),
            None if self.classes.contains(n) && self.lookup(st, n).is_none() => {
                target.constructed = Some(n.to_string());
                Some(self.constructor_ids(n))
            }
            None => None,
        }
    }

    /// The methods of this file `obj.method(..)` reaches, in a method of `class`.
    fn method_target(
        &self,
        c: &Call,
        (obj, method): (&Expr, &str),
        recv: Option<&Val>,
        class: Option<&str>,
    ) -> Option<Vec<usize>> {
        match &obj.kind {
            // `super.method(..)`: the base class's (or its nearest base's), no override of it.
            _ if is_super(obj) => self.method_ids(&self.base_class()?, method),
            // The object's class's (or a base's), and its subclasses' overrides: the object may
            // be of any of them (`this.greeting()` in a base class's `render`).
            ExprKind::Name(o) if receiver_name(o) => {
                let k = self.class_made(recv).or_else(|| class.map(str::to_string))?;
                self.methods_reached(&k, method)
            }
            // `Helper.method(..)`: a static method of a class of this file; `obj.method(..)`
            // on an object one of its classes made, or on a variable declared with one of its
            // classes (Go's `s store`) that holds no request data as a whole (a bound request
            // body's getters give it).
            ExprKind::Name(o) => self
                .method_ids(o, method)
                .or_else(|| self.method_ids(&self.class_made(recv)?, method))
                .or_else(|| self.methods_of_classes(recv, method))
                .or_else(|| {
                    let clean = recv.is_none_or(|v| v.taint.is_none());
                    self.methods_reached(&self.declared_class(o, c.func.span.start).filter(|_| clean)?, method)
                })
                .or_else(|| {
                    // Not a module, nor a class or namespace not of this file
                    // (`String.format`, `JSON.parse`).
                    let module = self.m.imports.contains_key(o) || self.m.modules.contains(o);
                    let global = o.starts_with(|c: char| c.is_ascii_uppercase());
                    self.only_method_named(c, method, recv).filter(|_| !module && !global)
                }),
            // `new Helper().method(..)`, `Helper().method(..)`, `self.helper.method(..)`.
            ExprKind::Call(inner) if inner.new => self.method_ids(&inner.func.dotted()?, method),
            // A field or an entry of an object (`self.store.resolve(..)`,
            // `app["catalog"].find(..)`), or what a function of this file made
            // (`newQuery().eq(..)`, also down a chain of its methods), not a literal's
            // method (`" ".join(..)`) nor another call's.
            _ => self
                .class_made(recv)
                .and_then(|k| self.method_ids(&k, method))
                .or_else(|| self.methods_of_classes(recv, method))
                .or_else(|| self.methods_reached(&self.field_class(obj, c.func.span.start)?, method))
                .or_else(|| self.methods_reached(&self.own_field_class(obj, c.func.span.start)?, method))
                .or_else(|| self.method_on(c, method, obj, recv)),
        }
    }

    /// The class a field of the method's own object is declared with (Java's `this.store` of
    /// `private final ReportStore store;`): by the innermost declaration of the name around the
    /// whole method (its class body's), not a local variable's of the same name in it.
    fn own_field_class(&self, obj: &Expr, at: usize) -> Option<String> {
        let ExprKind::Attr(this, field) = &obj.kind else { return None };
        if !matches!(&this.kind, ExprKind::Name(t) if receiver_name(t)) {
            return None;
        }
        let method = self.m.funcs.get(*self.active.last()?)?.span;
        let ds = self.m.declared.get(field.as_str())?;
        let around = |s: &Span| s.start <= method.start && method.end <= s.end && s.start <= at && at < s.end;
        let field = ds.iter().filter(|(s, _)| around(s)).min_by_key(|(s, _)| s.end - s.start)?;
        self.class_in_type(&field.1)
    }

    /// `obj.name` where the methods of this file it reaches are getters (JavaScript's
    /// `get name()`, Python's `@property`): what they return, run on `obj`.
    pub(super) fn getter_value(&mut self, st: &mut State, e: &Expr, o: &Val) -> Option<Val> {
        let ExprKind::Attr(_, field) = &e.kind else { return None };
        if !self.accessors.getters.contains(field.as_str()) {
            return None;
        }
        // (Only on an object of the file's classes.)
        self.accessor_classes(e, o)?;
        // (What a caller validated of it is kept in the object as a field; a setter run, or a
        // field written, since forgets it.)
        if let Some(v) = o.parts.as_ref().and_then(|p| p.keys.get(field)).filter(|v| function_held(v).is_none()) {
            return Some(v.clone());
        }
        let call = Call { func: e.clone(), args: Vec::new(), kwargs: Vec::new(), new: false };
        let v = self.accessor_call(st, &call, o, Accessor::Get, &[])?;
        // (It stands for the property: validating it validates `obj.name`, which later reads
        // find validated.)
        Some(Val { from: e.dotted().filter(|_| is_path(e)).map(|p| Rc::from(p.as_str())), ..v })
    }

    /// `obj.name = v` where the methods of this file it reaches are setters (JavaScript's
    /// `set name(v)`, Python's `@name.setter`): they run on `obj` with `v`, and set its fields.
    pub(super) fn run_setter(&mut self, st: &mut State, target: &Expr, v: &Val) -> bool {
        let ExprKind::Attr(obj, field) = &target.kind else { return false };
        if !self.accessors.setters.contains(field.as_str()) {
            return false;
        }
        let o = self.eval(st, obj);
        if self.accessor_classes(target, &o).is_none() {
            return false;
        }
        let call = Call { func: target.clone(), args: vec![target.clone()], kwargs: Vec::new(), new: false };
        if self.accessor_call(st, &call, &o, Accessor::Set, std::slice::from_ref(v)).is_none() {
            return false;
        }
        if let Some(path) = obj.dotted().filter(|_| is_path(obj)) {
            // What was validated of the property's old value is not of the new one.
            let full = format!("{path}.{field}");
            let inside = format!("{full}.");
            st.validated.retain(|k, _| *k != full && !k.starts_with(&inside));
            self.forget_properties(st, &path);
        }
        true
    }

    /// The getters (or setters) `obj.name` may run: those of the object's classes (for the
    /// method's own object, of its class), with their subclasses' overrides.
    fn accessor_ids(&self, e: &Expr, o: &Val, only: Accessor) -> Vec<usize> {
        let ExprKind::Attr(_, name) = &e.kind else { return Vec::new() };
        let classes = self.accessor_classes(e, o).unwrap_or_default();
        let mut ids: Vec<usize> = classes.iter().filter_map(|k| self.methods_reached(k, name)).flatten().collect();
        ids.retain(|id| only.admits(&self.m.funcs[*id]));
        ids
    }

    /// The classes the object of `obj.name` is known to be of: the method's own (`this.name`,
    /// its class where the object's is not known), or the file's classes that made it; none
    /// for any other object (not every object with a property of that name is theirs).
    fn accessor_classes(&self, e: &Expr, o: &Val) -> Option<Vec<String>> {
        let ExprKind::Attr(obj, _) = &e.kind else { return None };
        let own = matches!(&obj.kind, ExprKind::Name(n) if receiver_name(n));
        let made = classes_of(o);
        if !own && !made.as_ref().is_some_and(|ks| ks.iter().all(|k| self.classes.contains(*k))) {
            return None;
        }
        Some(match made {
            Some(ks) => ks.into_iter().map(str::to_string).collect(),
            None => self.active.last().and_then(|f| self.m.funcs[*f].class.clone()).into_iter().collect(),
        })
    }

    /// What reads of an object's getters found (validated values kept as its fields): gone
    /// once one of its fields is written or a setter runs, as the getters may now give another.
    /// (With the getter calls kept, [`flow::forget_getters`].)
    pub(super) fn forget_properties(&self, st: &mut State, path: &str) {
        flow::forget_getters(st, path);
        if self.accessors.getters.is_empty() {
            return;
        }
        for g in &self.accessors.getters {
            st.env.remove(&format!("{path}.{g}"));
        }
        if let Some(parts) = st.env.get_mut(path).and_then(|o| o.parts.as_mut()) {
            parts.keys.retain(|k, v| !self.accessors.getters.contains(k) || function_held(v).is_some());
        }
    }

    /// A getter's or a setter's call, where the property's accessors of this file are what it
    /// reaches.
    fn accessor_call(&mut self, st: &mut State, call: &Call, o: &Val, only: Accessor, args: &[Val]) -> Option<Val> {
        // (Only the accessors of the object's own classes: not another class's of that name.)
        let own = self.accessor_ids(&call.func, o, only);
        let target = self.local_target(st, call, Some(o), Some(only))?;
        if target.ids.is_empty() || !target.ids.iter().all(|id| own.contains(id)) {
            return None;
        }
        self.accessor = Some(only);
        self.local_call(st, call.func.span, call, Some(o), (args, &[]))
    }

    /// The base class of this file the running method's class extends.
    fn base_class(&self) -> Option<String> {
        let class = self.m.funcs.get(*self.active.last()?)?.class.as_deref()?;
        self.base_of(class).map(str::to_string)
    }

    /// The name the running method calls its own object: its declared receiver (Python's
    /// `self`), else `this`.
    fn own_receiver(&self) -> String {
        let declared =
            self.active.last().and_then(|f| self.m.funcs[*f].params.first()).filter(|p| declared_receiver(&p.name));
        declared.map_or_else(|| THIS.to_string(), |p| p.name.clone())
    }

    /// The running method's own object, as it is here.
    fn this_value(&self, st: &State) -> Val {
        self.lookup(st, &self.own_receiver()).unwrap_or_else(Val::unknown)
    }

    /// `super(..)` called: a base class's constructor, where methods do not declare their
    /// receiver (in Python, `super()` names the base whose method is called on it).
    fn calls_base_constructor(&self, c: &Call) -> bool {
        matches!(&c.func.kind, ExprKind::Name(n) if n == SUPER)
            && !self
                .active
                .last()
                .and_then(|f| self.m.funcs[*f].params.first())
                .is_some_and(|p| declared_receiver(&p.name))
    }

    /// The methods a call of `method` on an object of `class` may run: the class's own (or its
    /// nearest base's), and its subclasses' overrides.
    ///
    /// Of an interface (or trait) of the file, or where none of those methods has a body, any
    /// method of that name with one: an implementation the file does not say implements it (a
    /// sub-interface's class, an anonymous class, a Go type by its methods) may be the one.
    fn methods_reached(&self, class: &str, method: &str) -> Option<Vec<usize>> {
        let m = self.m;
        let mut ids = self.method_ids(class, method).unwrap_or_default();
        ids.extend(self.subclass_methods(class, method).unwrap_or_default());
        let bodiless = |id: &usize| m.funcs[*id].body.is_empty() && m.funcs[*id].value.is_none();
        if m.interfaces.contains(class) || !ids.is_empty() && ids.iter().all(bodiless) {
            let named = |i: &usize| m.funcs[*i].class.is_some() && m.funcs[*i].name == method && !bodiless(i);
            ids.extend((1..m.funcs.len()).filter(named));
            if ids.iter().any(|id| !bodiless(id)) {
                ids.retain(|id| !bodiless(id));
            }
            ids.sort_unstable();
            ids.dedup();
        }
        (!ids.is_empty()).then_some(ids)
    }

    /// A method a class's own methods call but leave to its subclasses of this file (a
    /// template method's steps, `this.greeting(model)`): each subclass's (the first
    /// [`MAX_OVERRIDES`] in the file, whatever order the index lists the subclasses in).
    fn subclass_methods(&self, class: &str, method: &str) -> Option<Vec<usize>> {
        let below = self.subclasses.get_or_init(|| self.subclass_index()).get(class)?;
        let mut ids: Vec<usize> =
            below.iter().filter_map(|k| self.by_name.get(&format!("{k}.{method}"))).flatten().copied().collect();
        ids.sort_unstable();
        ids.dedup();
        ids.truncate(MAX_OVERRIDES);
        (!ids.is_empty()).then_some(ids)
    }

    /// Each class of the file with those below it, down chains of one base of the file each
    /// (an interface's implementations are reached by [`Self::methods_reached`]).
    fn subclass_index(&self) -> HashMap<String, Vec<String>> {
        let mut below: HashMap<String, Vec<String>> = HashMap::new();
        for k in self.m.bases.keys() {
            let mut at = k.as_str();
            for _ in 0..MAX_BASES {
                let Some(b) = self.base_of(at).filter(|b| *b != k) else { break };
                below.entry(b.to_string()).or_default().push(k.clone());
                at = b;
            }
        }
        below
    }

    /// The functions of this file that are `class`'s method `method`: its own, else the
    /// nearest base class's of this file that has one.
    ///
    /// The interfaces' default method (Java's `default`, a Rust trait's provided method) where
    /// neither the class nor its bases have one.
    fn method_ids(&self, class: &str, method: &str) -> Option<Vec<usize>> {
        let mut class = class.to_string();
        let mut interfaces: Vec<&String> = Vec::new();
        for _ in 0..MAX_BASES {
            if let Some(ids) = self.by_name.get(&format!("{class}.{method}")) {
                return Some(ids.clone());
            }
            interfaces.extend(self.m.implements.get(&class).into_iter().flatten());
            // (A Go struct's methods are also those of the one struct of this file it embeds.)
            match self.base_of(&class).or_else(|| self.embedded(&class)) {
                Some(b) => class = b.to_string(),
                None => break,
            }
        }
        interfaces.into_iter().find_map(|i| self.by_name.get(&format!("{i}.{method}"))).cloned()
    }

    /// The one type of this file a Go struct embeds (none where it embeds several of them).
    fn embedded(&self, class: &str) -> Option<&str> {
        let mut own = self.m.embeds.get(class)?.iter().filter(|e| self.classes.contains(e.as_str()));
        let one = own.next()?;
        own.next().is_none().then_some(one.as_str())
    }

    /// The one base class of this file a class extends (none where it extends several).
    fn base_of(&self, class: &str) -> Option<&str> {
        let mut own = self.m.bases.get(class)?.iter().filter(|b| self.classes.contains(b.as_str()));
        let base = own.next()?;
        own.next().is_none().then_some(base.as_str())
    }

    /// The class of this file a value was made by (its origin is the class's name).
    fn class_made(&self, v: Option<&Val>) -> Option<String> {
        v.and_then(|v| v.origin.clone()).filter(|o| self.classes.contains(&**o)).map(|o| o.to_string())
    }

    /// The methods `method` of the classes of this file an object may be of, where it is one of
    /// several (an entry of a table of objects): each class's (an interface's: any
    /// implementation's, see [`Self::methods_reached`]), where every one is of this file and has one.
    fn methods_of_classes(&self, v: Option<&Val>, method: &str) -> Option<Vec<usize>> {
        let classes = classes_of(v?).filter(|ks| ks.len() > 1)?;
        let mut ids = Vec::new();
        for k in classes {
            if !self.classes.contains(k) {
                return None;
            }
            ids.extend(self.methods_reached(k, method)?);
        }
        ids.sort_unstable();
        ids.dedup();
        Some(ids)
    }

    /// A class of this file called: its constructor, by the language's name for one, or named
    /// after the class (none: the fields it is given).
    fn constructor_ids(&self, class: &str) -> Vec<usize> {
        let named = self.models.constructors().iter().find_map(|k| self.method_ids(class, k));
        named.or_else(|| self.method_ids(class, class)).unwrap_or_default()
    }

    /// The functions of this file a call of an entry of a table reaches (`pages[status](ref)`,
    /// a dispatch table), where the table holds entries at constant keys only (none stored at
    /// keys not known): the function at a constant string key, or, where every entry is a
    /// function of this file, every one.
    fn table_functions(&self, st: &State, obj: &Expr, key: &Expr) -> Option<Vec<usize>> {
        let parts = self.lookup(st, &subject_path(obj)?)?.parts.filter(|p| p.only_constant_keys())?;
        let ids_of = |v: &Val| function_held(v).and_then(|f| self.function_ids(f));
        if let ExprKind::Lit(Lit::Str(k)) = &key.kind {
            return parts.keys.get(k).and_then(ids_of);
        }
        let mut ids = Vec::new();
        for v in parts.keys.values() {
            ids.extend(ids_of(v)?);
        }
        ids.sort_unstable();
        ids.dedup();
        (!ids.is_empty()).then_some(ids)
    }

    /// The one method of the file's classes a call names on a field or an entry of an object,
    /// or on what a function of this file made (an object of this file, request data in its
    /// fields or not).
    fn method_on(&self, c: &Call, method: &str, obj: &Expr, recv: Option<&Val>) -> Option<Vec<usize>> {
        let held = is_path(obj) || matches!(obj.kind, ExprKind::Index(..));
        let made = (!held && self.made_here(obj)).then(|| recv.map(Val::beside_fields));
        match made {
            Some(own) => self.only_method_named(c, method, own.as_ref()),
            None => self.only_method_named(c, method, recv).filter(|_| held),
        }
    }

    /// The functions a call of `method` reaches (`ids`); where they are only methods without a
    /// body (of an interface, an abstract class; an empty body counts as none), every method of
    /// that name of the file's classes that has one, which may implement them.
    fn implementing(&self, method: &str, ids: Vec<usize>) -> Vec<usize> {
        let m = self.m;
        let bodiless = |f: &Function| f.body.is_empty() && f.value.is_none();
        if ids.is_empty() || !ids.iter().all(|&id| bodiless(&m.funcs[id])) {
            return ids;
        }
        let with_body: Vec<usize> = (1..m.funcs.len())
            .filter(|&i| m.funcs[i].class.is_some() && m.funcs[i].name == method && !bodiless(&m.funcs[i]))
            .collect();
        if with_body.is_empty() { ids } else { with_body }
    }

    /// Whether `e` is a call of a function of this file (also of one of its classes,
    /// `Query::new()`), or a chain of calls of the one method of its classes of each name
    /// starting at one (`newQuery()`, `newQuery().eq(..).eq(..)`).
    fn made_here(&self, mut e: &Expr) -> bool {
        for _ in 0..MAX_CALL_CHAIN {
            let ExprKind::Call(inner) = &e.kind else { return false };
            match &inner.func.kind {
                ExprKind::Name(n) => return !inner.new && self.by_name.contains_key(n),
                // A function of one of its classes (`FixtureQueryBuilder::new(..)`).
                ExprKind::Attr(obj, m) if matches!(&obj.kind, ExprKind::Name(k) if self.defines(k, m)) => return true,
                ExprKind::Attr(obj, m) if self.single_methods.contains_key(m) => e = obj,
                _ => return false,
            }
        }
        false
    }

    /// The functions of this file a variable holds: one named (`is_local`) or written inline
    /// (`(p) => p.startsWith("/")`), or any of several (a switch whose arms are lambdas).
    pub(super) fn held_function(&self, st: &State, n: &str) -> Option<Vec<usize>> {
        self.function_ids(function_held(&self.lookup(st, n)?)?)
    }

    /// The library functions a call may reach through a table of them with constant keys
    /// (`DECODERS[kind](data)`, `PREPARE.get(field, escape)(value)`, the default included): one
    /// name, or several none of which the models know (each a sink a rule may name, never a
    /// sanitizer or pure call for all). Nothing where an entry, or the default, is anything
    /// else.
    pub(super) fn table_names(&self, st: &State, f: &Expr) -> Vec<String> {
        let (table, key, default) = match &f.kind {
            ExprKind::Index(t, k) => (&**t, Some(&**k), None),
            ExprKind::Call(g) => match (&g.func.kind, g.args.as_slice()) {
                (ExprKind::Attr(t, m), [k, rest @ ..]) if self.models.container(m) == Some(ContainerOp::Get) => {
                    (&**t, Some(k), rest.first())
                }
                _ => return Vec::new(),
            },
            _ => return Vec::new(),
        };
        let Some(parts) = self.pure(st, table).and_then(|v| v.parts).filter(|p| p.only_constant_keys()) else {
            return Vec::new();
        };
        let picked = match key.map(|k| &k.kind) {
            Some(ExprKind::Lit(Lit::Str(k))) => parts.keys.get(k).into_iter().cloned().collect::<Vec<_>>(),
            _ => {
                let default = match default {
                    Some(d) => match self.pure(st, d) {
                        Some(v) => Some(v),
                        None => return Vec::new(),
                    },
                    None => None,
                };
                parts.keys.values().cloned().chain(default).collect()
            }
        };
        let mut names: Vec<String> = Vec::new();
        for v in &picked {
            let Some(o) = v.origin.as_deref().filter(|o| !o.starts_with('\0')) else { return Vec::new() };
            if !names.iter().any(|n| n == o) {
                names.push(o.to_string());
            }
        }
        let known = |n: &String| self.models.knows(std::slice::from_ref(n), "");
        if names.len() > 1 && names.iter().any(known) {
            return Vec::new();
        }
        names
    }

    /// The functions of this file the object `obj` holds in its field `field`: by the object's
    /// value, or by the field's path (`this.build`).
    /// (Where its class defines a method of that name, the method: Rust's `self.f(x)`.)
    fn field_function(&self, st: &State, obj: &Expr, field: &str, recv: Option<&Val>) -> Option<Vec<usize>> {
        if is_super(obj)
            || self.models.has(Behaviour::MethodsApartFromVariables)
            || self.class_made(recv).is_some_and(|k| self.defines(&k, field))
        {
            return None;
        }
        let ids = match recv.and_then(|r| r.parts.as_deref()) {
            // (Not of an object partly unknown: a registry's entry or its default.)
            Some(p) if p.rest.nonconst || p.key_facts.is_some() => return None,
            Some(p) if let Some(held) = p.keys.get(field) => self.function_ids(function_held(held)?)?,
            _ => {
                let held = self.lookup(st, &format!("{}.{field}", obj.dotted().filter(|_| is_path(obj))?))?;
                self.function_ids(function_held(&held)?)?
            }
        };
        // (Looked for only once a function is found: it reads the whole file.)
        (!self.field_set_elsewhere(field)).then_some(ids)
    }

    /// Whether a function of the file other than a constructor assigns a field `field` of any
    /// object (a setter, a setup function): what an object holds there is then not known.
    fn field_set_elsewhere(&self, field: &str) -> bool {
        let m = self.m;
        let constructor = |f: &Function| f.class.as_deref().is_some_and(|k| self.is_constructor(f, k));
        m.funcs.iter().any(|f| !constructor(f) && assigns_field(&f.body, field))
    }

    /// Whether `obj` names a field (`source`, `this.source`) a function other than a
    /// constructor assigns (a setter injecting another implementation).
    fn held_in_field_set_elsewhere(&self, obj: &Expr) -> bool {
        let field = match &obj.kind {
            ExprKind::Name(n) if !self.is_param(n) => n,
            ExprKind::Attr(_, f) => f,
            _ => return false,
        };
        self.field_set_elsewhere(field)
    }

    /// Whether an interface of this file declares `method` (without a body: a lambda may stand
    /// for it).
    /// (Java's only: a Rust trait's closures run through the file's `impl<F: Fn> Trait for F`.)
    fn abstract_method(&self, method: &str) -> bool {
        if !self.models.has(Behaviour::MethodsApartFromVariables) {
            return false;
        }
        let of_interface = |f: &Function| f.class.as_ref().is_some_and(|k| self.m.interfaces.contains(k));
        self.m.funcs.iter().any(|f| f.name == method && of_interface(f) && f.body.is_empty() && f.value.is_none())
    }

    /// The functions a [`function_held`] text stands for: each of its names or ids (`#3`).
    fn function_ids(&self, held: &str) -> Option<Vec<usize>> {
        let mut ids = Vec::new();
        for f in held.split(' ') {
            match f.strip_prefix('#') {
                Some(id) => ids.push(id.parse().ok().filter(|i| *i < self.m.funcs.len())?),
                None => ids.extend(self.by_name.get(f)?),
            }
        }
        ids.sort_unstable();
        ids.dedup();
        Some(ids)
    }

    /// The method of the one class of this file that defines `method`, called on an object the
    /// analysis knows nothing of (`self.store.resolve(name)` where the store came in as a
    /// parameter) that is not request data, with as many arguments as the method takes: the
    /// method it most likely is (an object of a library has other names, or other arities).
    fn only_method_named(&self, c: &Call, method: &str, recv: Option<&Val>) -> Option<Vec<usize>> {
        let class = self.single_methods.get(method)?;
        // Request data, or a constant (a string's own methods: `SEP.join(parts)`), or a method
        // the models or the rules know by this name (`*.format`, `*.execute`): a library's.
        if recv.is_some_and(|v| v.flat().taint.is_some() || v.konst.is_some()) {
            return None;
        }
        let any = [format!("\0.{method}")];
        if self.models.knows(&any, method) || self.is_sink(&any) {
            return None;
        }
        let ids = self.by_name.get(&format!("{class}.{method}"))?;
        let fits = |f: &Function| {
            let params = &f.params[usize::from(f.params.first().is_some_and(|p| declared_receiver(&p.name)))..];
            let required = params.iter().filter(|p| p.default.is_none()).count();
            // (Keywords copied from an object literal argument, JavaScript's options, are no more.)
            let given = c.args.len() + (0..c.kwargs.len()).filter(|i| !copied_keyword(c, *i)).count();
            (required..=params.len()).contains(&given)
        };
        ids.iter().any(|id| fits(&self.m.funcs[*id])).then(|| ids.clone())
    }

    /// The class of this file a field is declared with, down a path from a variable or a
    /// parameter declared with one of its classes (`service.page` of `service: Arc<Service>`
    /// where `struct Service { page: PicksPage }`): its method is that class's.
    fn field_class(&self, obj: &Expr, at: usize) -> Option<String> {
        let ExprKind::Attr(..) = &obj.kind else { return None };
        self.declared_class_of(obj, at)
    }

    /// The class of this file a path is declared with ([`Self::path_type`], [`Self::class_in_type`]).
    pub(super) fn declared_class_of(&self, obj: &Expr, at: usize) -> Option<String> {
        self.class_in_type(&self.path_type(obj, at)?)
    }

    /// The type a parameter of the function being analysed is declared with, as written.
    pub(super) fn param_type(&self, name: &str) -> Option<&str> {
        let f = &self.m.funcs[*self.active.last()?];
        f.params.iter().find(|p| p.name == name)?.ty.as_deref()
    }

    /// The type a path is declared with, as written: its variable's or parameter's (`self`: the
    /// method's class), then down the fields of the file's structures (`self.by_client` of
    /// `by_client: HashMap<String, Vec<Entry>>`).
    pub(super) fn path_type(&self, obj: &Expr, at: usize) -> Option<String> {
        let path = obj.dotted().filter(|_| is_path(obj))?;
        let mut segs = path.split('.');
        let root = segs.next()?;
        let mut ty = match self.declared_at(root, at) {
            Some(d) => d.clone(),
            None if declared_receiver(root) => self.m.funcs[*self.active.last()?].class.clone()?,
            None => self.param_type(root)?.to_string(),
        };
        for seg in segs {
            let class = self.class_in_type(&ty)?;
            ty = self.m.fields.get(&class)?.iter().find(|(n, _)| n == seg)?.1.clone();
        }
        Some(ty)
    }

    /// The one class or structure of this file a declared type names (`Arc<Service>`, `&mut
    /// Service`, `*Service`), the outer one where the others are its type arguments
    /// (`Arc<Service<Store>>`): none where it names several side by side.
    pub(super) fn class_in_type(&self, ty: &str) -> Option<String> {
        // (Not one a collection holds: `HashMap<String, Client>` is no `Client`.)
        if self.models.is(Word::CollectionType, type_head(ty)) {
            return None;
        }
        let own =
            |w: &&str| self.classes.contains(*w) || self.m.fields.contains_key(*w) || self.m.interfaces.contains(*w);
        let mut words = ty.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(own);
        let first = words.next()?;
        if words.all(|w| w == first) {
            return Some(first.to_string());
        }
        // Everything after the first one inside its own `<..>`.
        let at = ty.find(first)? + first.len();
        let args = ty[at..].strip_prefix('<')?;
        let mut depth = 1;
        let end = args.char_indices().find_map(|(i, c)| {
            depth += match c {
                '<' => 1,
                '>' => -1,
                _ => 0,
            };
            (depth == 0).then_some(i)
        })?;
        let after = &args[end + 1..];
        let outside = after.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|w| own(&w));
        (!outside).then(|| first.to_string())
    }

    /// The class a variable is declared with, by its innermost declaration in scope at `at`.
    pub(super) fn declared_at(&self, var: &str, at: usize) -> Option<&String> {
        let ds = self.m.declared.get(var)?;
        ds.iter().filter(|(s, _)| s.start <= at && at < s.end).min_by_key(|(s, _)| s.end - s.start).map(|(_, c)| c)
    }

    /// The class of this file a variable is declared with where the call is (`declared`), or a
    /// parameter of the function being analysed (`s store`, `*store`, `final Store s`).
    fn declared_class(&self, name: &str, at: usize) -> Option<String> {
        self.declared_class_of(&Expr::new(ExprKind::Name(name.to_string()), Span { start: at, end: at }), at)
    }

    /// Keyword arguments (`run("x", cmd=c)`) at the positions of the parameters they name;
    /// the parameters skipped before them hold their defaults. Where an argument is given by
    /// position there (gathered by `*args` before a keyword-only parameter), it holds both.
    /// The others a `**options` parameter gathers ([`Self::gather_keywords`]).
    fn bind_keywords(&mut self, fid: usize, call_args: &mut Vec<Val>, keywords: &[(&str, &Val)]) {
        let m = self.m;
        let params = &m.funcs[fid].params;
        let given = call_args.len();
        for (name, v) in keywords {
            let Some(i) = params.iter().position(|p| p.name == *name && !p.keywords) else { continue };
            // A keyword-only parameter after `*args`, where the positions hold what `*args`
            // gathers: both.
            if i < given {
                call_args[i] = call_args[i].join(v);
                continue;
            }
            self.pad_defaults(params, call_args, i);
            match call_args.get_mut(i) {
                Some(slot) => *slot = (*v).clone(),
                None => call_args.push((*v).clone()),
            }
        }
        self.gather_keywords(fid, call_args, keywords);
    }

    /// What a parameter gathering keyword arguments (`**options`) holds: those no other
    /// parameter takes, as a dict (`{}` where there are none); not known where the call passes
    /// a dict whose keys are not (`f(**unknown)`).
    fn gather_keywords(&mut self, fid: usize, call_args: &mut Vec<Val>, keywords: &[(&str, &Val)]) {
        let m = self.m;
        let params = &m.funcs[fid].params;
        let Some(at) = params.iter().position(|p| p.keywords) else { return };
        // (Not where the dict is changed or handed on in ways not followed, nor of a function
        // also handed to a call that may run it with other keywords: `Thread(kwargs=..)`.)
        let f = &m.funcs[fid];
        if self.taken_helpers.contains(&fid) || !only_read(f, &params[at].name) || named_as_value(m, &f.name) {
            return;
        }
        let named = |k: &str| params.iter().any(|p| p.name == k && !p.keywords);
        let mut gathered = Val { parts: Some(Box::default()), ..Val::default() };
        for (k, v) in keywords {
            match (*k, v.parts.as_ref()) {
                ("**", Some(p)) if p.only_constant_keys() && !v.nonconst => {
                    for (key, item) in p.keys.iter().filter(|(key, _)| !named(key)) {
                        store(&mut gathered, Some(&Lit::Str(key.clone())), item.clone());
                    }
                }
                ("**", _) => gathered = Val::unknown(),
                (k, _) if named(k) => {}
                (k, _) => store(&mut gathered, Some(&Lit::Str(k.to_string())), (*v).clone()),
            }
            if gathered.parts.is_none() {
                break;
            }
        }
        self.pad_defaults(params, call_args, at);
        match call_args.get_mut(at) {
            Some(slot) => *slot = gathered,
            None => call_args.push(gathered),
        }
    }

    /// The parameters before position `upto` a call skipped hold their defaults (or are not
    /// known).
    fn pad_defaults(&mut self, params: &[Param], call_args: &mut Vec<Val>, upto: usize) {
        while call_args.len() < upto {
            let default = match params.get(call_args.len()).and_then(|p| p.default.as_ref()) {
                Some(d) => self.eval(&mut State::live(), d),
                None => Val::unknown(),
            };
            call_args.push(default);
        }
    }

    /// Function `fid` analysed with `args` (and `this` as its receiver), once per set of facts
    /// of the arguments and of the receiver's fields: its return value, its receiver at the
    /// end, and what it validates per argument (unknown while it is being analysed).
    pub(super) fn run_local(&mut self, fid: usize, this: &Val, args: &[Val], keywords: &[(&str, &Val)]) -> Ran {
        let f = &self.m.funcs[fid];
        // Only a method that declares its receiver (Python) takes it as an argument; the others
        // see it as `this`.
        let takes_self = f.params.first().is_some_and(|p| declared_receiver(&p.name));
        let mut call_args: Vec<Val> = Vec::new();
        if takes_self {
            call_args.push(this.clone());
        }
        call_args.extend(args.iter().cloned());
        self.bind_keywords(fid, &mut call_args, keywords);
        self.typed_arguments(fid, &mut call_args);
        // `this` of a method that does not declare it is not among the arguments.
        // A function written inline sees what it saw where it was written.
        let seen = self.closure_envs.get(&fid).filter(|e| !e.is_empty());
        let around = seen.map_or(String::new(), |e| format!("|{}", env_key(e)));
        let key = match takes_self {
            true => (fid, format!("{}{around}", signature(&call_args))),
            false => (fid, format!("{}|{}{around}", signature(&call_args), signature(std::slice::from_ref(this)))),
        };
        let skip = usize::from(takes_self);
        // A run under a helper only is run again for a caller that is none (see
        // `ran_with_args`), once: what it calls is then known to be reached too.
        if let Some(v) = self.memo.get(&key)
            && (self.under_helper || self.ran_with_args.contains(&fid))
        {
            let exits = self.memo_exits.get(&key).map(|x| x.for_call(takes_self));
            let ok = self.memo_succeeded.get(&key).cloned().unwrap_or_else(|| v.clone());
            // What the parameters held at the end is this run's, not another caller's with the
            // same facts: nothing is written back from the memo.
            return (v.clone(), self.memo_this.get(&key).cloned(), exits, Vec::new(), ok);
        }
        // Mark before analysing, so a recursive path ends.
        self.memo.insert(key.clone(), Val::unknown());
        let mut outer = self.closure_envs.get(&fid).cloned().unwrap_or_default();
        if f.class.is_some() && !takes_self {
            outer.insert(THIS.into(), this.clone());
        }
        let end = self.function_in(fid, Some(&call_args), outer);
        let exits = self.finished_exits.take().unwrap_or_default();
        let params = self.finished_params.take().unwrap_or_default();
        let v = end.env.get(RETURN).cloned().unwrap_or_default();
        let after = end.env.get(RECEIVER).cloned();
        let ok = end.env.get(SUCCEEDED).cloned().unwrap_or_default();
        self.memo.insert(key.clone(), v.clone());
        if self.tracks_success() {
            self.memo_succeeded.insert(key.clone(), ok.clone());
        }
        if let Some(a) = &after {
            self.memo_this.insert(key.clone(), a.clone());
        }
        let for_call = exits.for_call(takes_self);
        self.memo_exits.insert(key, exits);
        let per_argument = params.iter().skip(skip).cloned().collect();
        (v, after, Some(for_call), per_argument, ok)
    }

    /// Whether what calls give where they succeed is kept, per return and per call: where the
    /// lowering asks it ([`OK_OF`]: Rust's `?`, `match`, `if let`), or a function's last result
    /// is its error ([`Behaviour::ErrorLastResult`]: Go's `v, err := f(x)`).
    pub(super) fn tracks_success(&self) -> bool {
        self.lang == Lang::Rust || self.error_last
    }

    /// What a call gives where it succeeds ([`OK_OF`]): of a function of this file, the join of
    /// its returns other than failures, also through methods keeping its value
    /// (`feed_url(&raw).map_err(|_| StatusCode::BAD_REQUEST)?`).
    fn succeeded(&self, st: &State, e: &Expr) -> Option<Val> {
        let ExprKind::Call(c) = &e.kind else { return None };
        if let Some(v) = self.succeeded_at.get(&(e.span.start, e.span.end)) {
            return Some(v.clone());
        }
        // Not past a method given what may replace the value (`or_else(|_| Url::parse(raw))`).
        let plain = |a: &Expr| self.pure(st, a).is_some_and(|v| v.flat().taint.is_none() && v.parts.is_none());
        match &c.func.kind {
            ExprKind::Attr(obj, _) if self.keeps_same(st, c) && c.args.iter().all(plain) => self.succeeded(st, obj),
            _ => None,
        }
    }

    /// A returned value derived from a variable of the function ([`Val::from`]) is derived from
    /// the parameter that variable was derived from where it returns (`env`: the variables
    /// there), if any (`return urlsplit(o).hostname`): said by the parameter's position
    /// ([`FROM_PARAM`]); the function's own names mean nothing to its caller.
    pub(super) fn param_derived(&self, fid: usize, env: &Env, v: Val) -> Val {
        let params = &self.m.funcs[fid].params;
        let mut from = v.from.clone();
        for _ in 0..MAX_FROM_STEPS {
            let Some(name) = from.as_deref() else { break };
            // (A parameter the function assigns holds something else by its end.)
            if let Some(k) = params.iter().position(|p| p.name == name) {
                if assigns_name(&self.m.funcs[fid].body, name, true) {
                    break;
                }
                return Val { from: Some(Rc::from(format!("{FROM_PARAM}{k}"))), ..v };
            }
            // A field of an object a call made (`parts.hostname` of `parts = urlsplit(o)`): what
            // that object was made from.
            let made = |n: &str| env.get(n).filter(|x| x.origin.is_some());
            from = match name.split_once('.') {
                None => env.get(name).and_then(|x| x.from.clone()),
                // A field of a parameter (`return parts.hostname` of a parsed URL given).
                Some((root, _)) if params.iter().any(|p| p.name == root) => Some(Rc::from(root)),
                Some((root, _)) => made(root).and_then(|x| x.from.clone()),
            };
        }
        Val { from: None, ..v }
    }

    /// What a call's result is derived from, of what its function returned derived from a
    /// parameter ([`Self::param_derived`]): the variable given as that argument.
    pub(super) fn argument_derived(&self, c: &Call, fid: usize, v: Val) -> Val {
        let skip = usize::from(self.m.funcs[fid].params.first().is_some_and(|p| declared_receiver(&p.name)));
        let at = v.from.as_deref().and_then(|f| f.strip_prefix(FROM_PARAM)?.parse::<usize>().ok());
        let arg = at.and_then(|k| c.args.get(k.checked_sub(skip)?)).filter(|a| is_path(a));
        Val { from: arg.and_then(Expr::dotted).map(Rc::from), ..v }
    }

    /// With the models' `typed-parameters`: an argument of a parameter declared with a type that
    /// holds no text is a number (a constant keeps its value: `false` is still false). Not an
    /// address (`IpAddr`, `SocketAddr`): one still chooses a host.
    /// An argument of a parameter annotated with a library class (Python) is an object of it.
    fn typed_arguments(&self, fid: usize, call_args: &mut [Val]) {
        let numbers = self.models.has(Behaviour::TypedParameters);
        for (p, a) in self.m.funcs[fid].params.iter().zip(call_args.iter_mut()) {
            let Some(ty) = p.ty.as_deref() else { continue };
            let address = ty.ends_with("Addr");
            if numbers && a.konst.is_none() && !address && self.numeric_typed(ty) {
                *a = Val::number();
            } else if a.origin.is_none() {
                a.origin = self.library_type(ty);
            }
            // A structure of the file (`job: &LabelJob`): its fields of a type that holds no
            // text hold none, whatever filled it.
            if numbers && a.taint.is_some() {
                *a = self.typed_fields(std::mem::take(a), ty);
            }
        }
    }

    /// Records a call that may go to a function of another file of the project with request
    /// data: a bare name (Go calls its package's functions so), or a chain on an imported
    /// module or a class (`utils.run`, `Helper.run`), never a method of a local value.
    pub(super) fn escape(&mut self, st: &State, e: &Expr, raw: &str, name: &str, args: &[Val]) {
        if self.escapes.len() >= MAX_ESCAPES || raw.is_empty() || name.is_empty() {
            return;
        }
        let taints: Vec<Option<Carried>> = args.iter().map(|a| a.flat().taint.as_ref().map(Carried::of)).collect();
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
    pub(super) fn imported_result(&mut self, st: &State, raw: &str, names: &[String]) -> Option<Taint> {
        if raw.is_empty() || names.is_empty() {
            return None;
        }
        if let Some((_, carried)) = self.imported.iter().find(|(c, _)| names.contains(c)) {
            return Some(carried.taint());
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

/// The variable or field a chain of calls and fields starts at (`job` of `job.getMeta()`).
fn chain_root(e: &Expr) -> Option<String> {
    match &e.kind {
        _ if is_path(e) => e.dotted(),
        ExprKind::Attr(obj, _) => chain_root(obj),
        ExprKind::Call(c) => match &c.func.kind {
            ExprKind::Attr(obj, _) => chain_root(obj),
            _ => None,
        },
        _ => None,
    }
}

/// How deep calls of the file's functions are followed: deeper ones are not analysed there.
pub(super) const MAX_CALL_DEPTH: usize = 6;

/// How far up a chain of base classes a method is looked for.
const MAX_BASES: usize = 8;

/// How many subclasses' overrides a call on an object of a class may run.
const MAX_OVERRIDES: usize = 8;

/// What a run of a function gives: its value, its receiver at the end, what it validates, its
/// parameters at the end, and its value where it succeeds ([`OK_OF`]).
type Ran = (Val, Option<Val>, Option<Exits>, Vec<Option<Val>>, Val);

/// How many variables deriving one from another a returned value is followed through to a
/// parameter.
const MAX_FROM_STEPS: usize = 4;

/// The fields of a record class (`declared`, in order) a call of it sets: by position, then by
/// keyword; none where the call gives more, or what it gives is not known (`**data`).
fn record_fields(
    declared: &[(String, String)],
    args: &[Val],
    keywords: &[(&str, &Val)],
) -> std::collections::BTreeMap<String, Val> {
    let named = |k: &str| declared.iter().any(|(name, _)| name == k);
    if args.len() > declared.len() || keywords.iter().any(|(k, _)| !named(k)) {
        return Default::default();
    }
    let mut out: std::collections::BTreeMap<String, Val> =
        declared.iter().zip(args).map(|((name, _), v)| (name.clone(), v.clone())).collect();
    for (k, v) in keywords {
        out.insert((*k).to_string(), (*v).clone());
    }
    out
}

impl Analysis<'_> {
    /// A function registered on an event a library raises (`ws.on('message', (data) => ..)`),
    /// or on every request a filter serves (warp's `.and_then(f)`), runs where it is
    /// registered, given what the library gives it: client data in every parameter, or its
    /// object (a connection) in the first.
    fn listen(&mut self, st: &State, c: &Call, args: &[Val], model: &Kind) {
        let Kind::Listener { function, events, not_events, given } = model else { return };
        if !events.is_empty() {
            let Some(event) = args.first().and_then(Val::konst_str) else { return };
            let any = events.iter().any(|e| e == "*") && !not_events.iter().any(|e| e == event);
            if !any && !events.iter().any(|e| e == event) {
                return;
            }
        }
        let fid = match function.iter().find_map(|sel| arg_expr(c, sel)).map(|e| &e.kind) {
            Some(ExprKind::Lambda(id)) => *id,
            Some(ExprKind::Name(n)) => match self.by_name.get(n).and_then(|ids| ids.first()) {
                Some(id) => *id,
                None => return,
            },
            _ => return,
        };
        if self.active.len() >= MAX_CALL_DEPTH || self.active.contains(&fid) {
            return;
        }
        let f = &self.m.funcs[fid];
        let params = f.params.len();
        let given: Vec<Val> = match given {
            // A parameter the function calls is the library's (socket.io's acknowledgement).
            Given::Data(label) => {
                let mut called = HashSet::new();
                f.each_expr(&mut |x| {
                    if let ExprKind::Call(c) = &x.kind
                        && let ExprKind::Name(n) = &c.func.kind
                    {
                        called.insert(n.as_str());
                    }
                });
                let given = |p: &Param| match called.contains(p.name.as_str()) {
                    true => Val::unknown(),
                    false => self.given_data(p, label),
                };
                f.params.iter().map(given).collect()
            }
            Given::Object(origin) => {
                let object = Val { origin: Some(Rc::from(origin.as_str())), ..Val::unknown() };
                std::iter::once(object).chain((1..params).map(|_| Val::unknown())).collect()
            }
        };
        let key = (fid, format!("listener {} {}", env_key(&st.env), signature(&given)));
        if self.memo.contains_key(&key) {
            return;
        }
        self.memo.insert(key, Val::unknown());
        self.function_in(fid, Some(&given), st.env.clone());
    }
}

/// The call a thread, process, pool or event loop makes of the function it is given, with the
/// arguments it is given, as its `dispatch` model says where they are (`Thread(target=f,
/// args=(a,))`, `pool.submit(f, a)`, `setTimeout(f, ms, a)`).
fn dispatched(c: &Call, model: &Kind) -> Option<Call> {
    let Kind::Dispatch { function, arguments, from } = model else { return None };
    let at = |sel: &ArgSel| arg_expr(c, sel);
    let func = function.iter().find_map(|sel| run_function(c, sel))?.clone();
    let args = match (arguments, from) {
        (Some(sel), _) => match at(sel).map(|e| &e.kind) {
            Some(ExprKind::Tuple(v) | ExprKind::List(v)) => v.clone(),
            Some(_) => at(sel).into_iter().cloned().collect(),
            None => Vec::new(),
        },
        (None, Some(n)) => c.args.get(*n..).map(<[Expr]>::to_vec).unwrap_or_default(),
        (None, None) => Vec::new(),
    };
    // Only a function named here: a value called would be evaluated twice.
    if !matches!(func.kind, ExprKind::Name(_) | ExprKind::Attr(..)) || args.is_empty() {
        return None;
    }
    Some(Call { func, args, kwargs: Vec::new(), new: false })
}

/// The values a call's result is made of: its receiver and arguments but those that only
/// choose what it changes (`selects`: `re.sub`'s pattern, `replace`'s old text).
fn made_of<'v>(
    c: &Call,
    (recv, args, kwargs): (Option<&'v Val>, &'v [Val], &'v [Val]),
    selects: &[ArgSel],
) -> Vec<&'v Val> {
    let chosen = |kw: bool, i: usize| selects.iter().any(|s| arg_index(c, s) == Some((kw, i)));
    let recv = recv.filter(|_| !selects.iter().any(|s| matches!(s, ArgSel::Name(n) if n == ARG_RECEIVER)));
    let args = args.iter().enumerate().filter(|(i, _)| !chosen(false, *i));
    // Keywords copied from an object literal argument (JavaScript's options) are in it already.
    let kwargs = kwargs.iter().enumerate().filter(|(i, _)| !chosen(true, *i) && !copied_keyword(c, *i));
    recv.into_iter().chain(args.chain(kwargs).map(|(_, v)| v)).collect()
}

/// The function a `map` or `dispatch` model says a call runs: an argument, or (`receiver`) the
/// one the method is called on (Celery's `task.delay(x)`).
pub(super) fn run_function<'c>(c: &'c Call, sel: &ArgSel) -> Option<&'c Expr> {
    match (sel, &c.func.kind) {
        (ArgSel::Name(n), ExprKind::Attr(obj, _)) if n == ARG_RECEIVER => Some(obj),
        _ => arg_expr(c, sel),
    }
}

/// The value of the argument `sel` selects, of a call's positional and keyword ones.
fn arg_val<'v>(c: &Call, sel: &ArgSel, (args, kwargs): (&'v [Val], &'v [Val])) -> Option<&'v Val> {
    match arg_index(c, sel)? {
        (true, i) => kwargs.get(i),
        (false, i) => args.get(i),
    }
}

/// Which of a property's functions a local call reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Accessor {
    /// Its getters: the property is read.
    Get,
    /// Its setters: the property is assigned.
    Set,
}

impl Accessor {
    /// Whether `f` is one of the property's functions of this kind.
    fn admits(self, f: &Function) -> bool {
        match self {
            Accessor::Get => f.is_getter(),
            Accessor::Set => f.is_setter(),
        }
    }
}

/// The names of the file's getters and of its setters.
#[derive(Debug, Default)]
pub(super) struct Accessors {
    pub(super) getters: std::collections::HashSet<String>,
    pub(super) setters: std::collections::HashSet<String>,
}

/// `super` (Java's and JavaScript's) or Python's `super()` / `super(Class, self)`: the base
/// class's methods on the method's own object.
fn is_super(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(n) => n == SUPER,
        ExprKind::Call(c) => matches!(&c.func.kind, ExprKind::Name(n) if n == SUPER) && !c.new,
        _ => false,
    }
}

/// What a call of this file's functions reaches (see [`Analysis::local_call`]).
#[derive(Default)]
struct LocalTarget {
    ids: Vec<usize>,
    constructed: Option<String>,
    receiver: Option<String>,
}

/// The result of a call no model or function of this file explains: it carries its inputs'
/// data, and remembers the variable it was derived from (`from`). A formatter's result is a
/// string built from them; a pure call's is a constant when they all are. Escaped request
/// data is carried as raw data is, except out of a rule's sink (`sink`) by an argument: a sink
/// it was escaped for used it (what `os.ReadFile(filepath.Base(p))` gives is the file's text),
/// and one it was not is reported there. A decoder makes it raw again.
fn carried(
    mut out: Val,
    from: Option<String>,
    (recv, sink): (Option<&Val>, &dyn Fn() -> bool),
    all: &[&Val],
    models: &CallModels<'_>,
) -> Val {
    out.from = from.map(|p| Rc::from(p.as_str())).or_else(|| recv.and_then(|r| r.from.clone()));
    let mut nonconst = false;
    let keeps = models.formatter || models.pure.is_some() || models.decoder;
    let mut at_sink = None;
    for (i, v) in all.iter().enumerate() {
        let f = v.flat();
        let whole = keeps || (i == 0 && recv.is_some());
        let kept = f.taint.filter(|t| whole || t.is_raw() || !*at_sink.get_or_insert_with(sink));
        // What a method of request data gives may start with it (`r.URL.Query().Get("d")`).
        if kept.is_some() && i == 0 && recv.is_some() && !models.formatter && models.pure.is_none() {
            out.starts |= f.starts & DATA_FIRST;
        }
        out.taint = Taint::either(out.taint, kept);
        // A string built of checked parts given to a call no model explains (`text(f"..{col}")`)
        // is no unchecked built string in what it makes.
        out.built |= f.built && (keeps || !f.checked);
        nonconst |= f.nonconst;
    }
    if models.decoder
        && let Some(t) = &mut out.taint
    {
        (t.escaped, t.removed, t.backslashed) = (0, 0, 0);
        out.checked = false;
    }
    // A string made of checked values (`"%s-%s" % (a, b)`, `str(n)`) is checked as they are.
    if (models.formatter || models.pure.is_some()) && nonconst {
        out.built |= models.formatter;
        let parts: Vec<Val> = all.iter().map(|v| v.flat()).filter(|f| f.nonconst).collect();
        out.checked = parts.iter().all(|f| f.checked);
        out.against = parts.iter().fold(None, |a, f| both_against(a, f.against));
    }
    if models.pure.is_some() {
        out = pure_of_values(out, all, models);
    }
    let pure = models.formatter || models.pure.is_some();
    out.nonconst = nonconst || !pure;
    if !out.nonconst {
        out.checked = false;
    }
    out
}

/// What a pure call makes of the values it is given (`all`, but the module a function is called
/// on: no value), beyond their data: the text and start of one value in another type, the
/// same object, the items a test kept; the start of a value or its default.
fn pure_of_values(mut out: Val, all: &[&Val], models: &CallModels<'_>) -> Val {
    // A pure call of one value is that value's text in another type (`str(p)`, `Path("/srv")`,
    // `re.compile(r"[^\w]")`: the module a function is called on is no value).
    // (A constant some path may give is a value: a closure's default where it ran.)
    let values: Vec<&Val> = all.iter().copied().filter(|v| **v != Val::default() || v.alts.0.is_some()).collect();
    // The same value, given more (a default: `next.unwrap_or("/")`): what any of them starts
    // with.
    if models.pure == Some(Some(Fold::Same))
        && let [first, rest @ ..] = &values[..]
        && !rest.is_empty()
    {
        let either = rest.iter().fold(first.flat(), |acc, v| acc.join(&v.flat()));
        (out.starts, out.site) = (either.starts, either.site);
        // And the constants it may be (`env::var("URL").unwrap_or("http://..".into())`).
        let may: Vec<Lit> = either.may_be().cloned().collect();
        if out.konst.is_none() && !may.is_empty() {
            out.alts = Alts(Some(Rc::new(may)));
        }
    }
    if let [only] = values[..] {
        out.text = match &only.konst {
            Some(Lit::Str(s)) => Some(Rc::from(s.as_str())),
            _ => only.text.clone(),
        };
        // A resolved path in another type is one still (`str(p)`, `f.toPath()`).
        if !models.decoder {
            out.starts |= only.starts & RESOLVED;
        }
        // The same text in another case or type keeps its start (`String(next)`).
        if let Some(Some(
            fold @ (Fold::Same | Fold::Upper | Fold::Lower | Fold::Trim | Fold::TrimStart | Fold::TrimEnd),
        )) = models.pure
        {
            out.starts = only.starts;
            // The same object (`q.into_inner()`): its fields too, and where it leads
            // (`URI.create("https://api.example.com/" + id)`).
            if fold == Fold::Same {
                out.parts = only.parts.clone();
                out.site = only.site;
                // A function of this file it is (`table.get(k).unwrap()`).
                if function_held(only).is_some() {
                    out.origin = only.origin.clone();
                }
                // And the constants it may be (`raw.clone()` of `env::var(..).unwrap_or(..)`).
                if out.konst.is_none() {
                    out.alts = only.alts.clone();
                }
            }
        }
        // One value (an `Optional`, `next.filter(|n| ok(n))`; an `Option` mapped is a list of
        // one), or items none of which is known apart: the value (or what every item is) where
        // the test holds.
        let one =
            |p: &Parts| p.keys.is_empty() && p.key_facts.is_none() && p.items.as_ref().is_none_or(|i| i.len() < 2);
        if matches!(models.pure, Some(Some(Fold::SomeItems | Fold::OneItem))) {
            out = match &only.parts {
                None => only.clone(),
                Some(p) if one(p) => element(only),
                Some(_) => {
                    let rest = element(only);
                    let nonconst = rest.nonconst;
                    Val { parts: Some(Box::new(Parts { rest, ..Parts::default() })), nonconst, ..Val::default() }
                }
            };
        }
    }
    out
}

/// A formatter's template: the receiver's constant or text (`"...".format(x)`,
/// `Path::new("/srv").join(x)`), else the first argument's (`String.format("...", x)`).
fn template(recv: Option<&Val>, args: &[Val]) -> Option<Rc<str>> {
    let text = |v: &Val| match &v.konst {
        Some(Lit::Str(t)) => Some(Rc::from(t.as_str())),
        _ => v.text.clone(),
    };
    recv.and_then(text).or_else(|| args.first().and_then(text))
}

/// A call setting a response's content type (`header`: given as the header's name and value,
/// or in an object of headers): the response its receiver (or, for a function, its first
/// argument) starts from is no page on the paths after it where the type is a constant naming
/// no HTML, XML or SVG; any other type makes it one again.
fn content_type(st: &mut State, c: &Call, (header, plain_names): (bool, &[String]), args: &[Val]) {
    // The response: the object the method is called on (`res.type(..)`), the one whose
    // headers are set (`w.Header().Set(..)`), or a function's first argument; never a field's
    // headers (`c.Request.Header.Set(..)`: the request's).
    let target = match &c.func.kind {
        ExprKind::Attr(o, _) => match &o.kind {
            ExprKind::Name(n) => Some(n.clone()),
            ExprKind::Call(inner) => match &inner.func.kind {
                ExprKind::Attr(r, _) => root_name(r),
                _ => None,
            },
            _ => None,
        },
        _ => c.args.first().and_then(root_name),
    };
    let Some(target) = target else { return };
    let named = |v: &Val| v.konst_text().is_some_and(|t| t.eq_ignore_ascii_case("content-type"));
    let value = match header {
        false => args.first().cloned(),
        true => match args.iter().position(named) {
            Some(i) => args.get(i + 1).cloned(),
            None => match args.iter().find_map(|a| {
                a.parts
                    .as_ref()?
                    .keys
                    .iter()
                    .find(|(k, _)| k.eq_ignore_ascii_case("content-type"))
                    .map(|(_, v)| v.clone())
            }) {
                Some(v) => Some(v),
                // Another header: the type stays as it was.
                None => return,
            },
        },
    };
    // A media type naming no markup, or a short name the models say maps to one (Express's
    // `res.type('json')`); any other short name may be a page (`htm`, `xht`).
    let page = |t: &str| {
        let t = t.to_ascii_lowercase();
        match t.contains('/') {
            true => ["html", "xml", "svg"].iter().any(|w| t.contains(w)),
            false => !plain_names.iter().any(|n| n == t.trim()),
        }
    };
    match value.and_then(|v| v.konst_text()) {
        Some(t) if !page(&t) => {
            st.plain.insert(target);
        }
        _ => {
            st.plain.remove(&target);
        }
    }
}

/// How many conversions that keep a text whole (`str(str(url))`) a derived value is followed
/// through to what it was derived from.
const MAX_CONVERSIONS: usize = 2;

/// A number converted to another type of number (Go's `os.FileMode(0o666)`): the same number.
fn same_number(fold: Fold, args: &[Val]) -> Option<Lit> {
    match (fold, args) {
        (Fold::Number, [only]) => only.konst.clone().filter(|k| matches!(k, Lit::Int(_))),
        _ => None,
    }
}

/// What a pure call's fold makes of its result: a constant from constant inputs, one
/// character of a text (`charAt`), or its characters one by one (`toCharArray`).
fn folded(out: &mut Val, fold: Option<Fold>, recv: Option<&Val>, args: &[Val]) {
    let Some(fold) = fold else { return };
    if !out.nonconst {
        out.konst = fold_pure(fold, recv, args).or_else(|| same_number(fold, args));
    }
    match fold {
        Fold::CharAt if out.konst.is_none() => out.starts |= ONE_CHAR,
        Fold::Chars if out.konst.is_none() => *out = characters(out),
        _ => {}
    }
}

/// One of a list's items (where the value is one), else the value itself (what an `Option`
/// holds, a record): what a closure handed to its method is given.
fn item_of(v: &Val) -> Val {
    let listed = v.parts.as_ref().is_some_and(|p| p.items.is_some() || p.keys.is_empty() && p.rest != Val::default());
    if listed { element(v) } else { v.clone() }
}

/// Whether a function only reads its dict `name` (`**name` given on, `name.get(k)`,
/// `name[k]`): nothing changes it or hands it to a call another way.
fn only_read(f: &Function, name: &str) -> bool {
    let is = |e: &Expr| matches!(&e.kind, ExprKind::Name(n) if n == name);
    let (mut all, mut read) = (0, 0);
    f.each_expr(&mut |e| match &e.kind {
        ExprKind::Name(n) if n == name => all += 1,
        ExprKind::Call(c) => {
            read += c.kwargs.iter().filter(|(k, v)| k == "**" && is(v)).count();
            let getter = |m: &str| matches!(m, "get" | "items" | "keys" | "values");
            read += usize::from(matches!(&c.func.kind, ExprKind::Attr(o, m) if is(o) && getter(m)));
        }
        ExprKind::Dict(pairs) => read += pairs.iter().filter(|(k, v)| k.is_none() && is(v)).count(),
        ExprKind::Index(o, _) => read += usize::from(is(o)),
        _ => {}
    });
    all == read
}

/// Whether statements assign a field `field` of any object (`x.f = ..`), not counting the
/// functions defined in them (each is looked at on its own).
fn assigns_field(stmts: &[Stmt], field: &str) -> bool {
    fn target(t: &Expr, field: &str) -> bool {
        match &t.kind {
            ExprKind::Attr(_, f) => f == field,
            ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().any(|i| target(i, field)),
            _ => false,
        }
    }
    stmts.iter().any(|s| {
        let here = matches!(&s.kind, StmtKind::Assign { targets, .. } if targets.iter().any(|t| target(t, field)));
        here || s.blocks().into_iter().any(|b| assigns_field(b, field))
    })
}

/// Whether the file names function `name` other than to call it (`submit(f, ..)`,
/// `Thread(target=f)`, `partial(f, ..)`): what runs it there, and with what, is not followed.
fn named_as_value(m: &Module, name: &str) -> bool {
    let (mut all, mut called) = (0, 0);
    for f in &m.funcs {
        f.each_expr(&mut |e| match &e.kind {
            ExprKind::Name(n) if n == name => all += 1,
            ExprKind::Call(c) if matches!(&c.func.kind, ExprKind::Name(n) if n == name) => called += 1,
            _ => {}
        });
    }
    all > called
}
