//! Evaluation: what an expression's value is, and containers changed or read in place.

use super::syntax::mentions;
use super::*;
use crate::scan::code::ast::fields::percent_pieces;

impl Analysis<'_> {
    pub(super) fn eval(&mut self, st: &mut State, e: &Expr) -> Val {
        match &e.kind {
            ExprKind::Lit(l) => Val::konst(l.clone()),
            ExprKind::Name(n) => self.eval_name(st, n),
            ExprKind::Attr(obj, field) => self.eval_attr(st, e, obj, field),
            ExprKind::Index(obj, key) => self.eval_index(st, obj, key),
            ExprKind::Slice(v) => {
                let v = self.eval(st, v);
                v.derived()
            }
            ExprKind::Call(c) => self.call(st, e, c),
            ExprKind::Binary(op, a, b) => self.eval_binary(st, e.span, *op, a, b),
            ExprKind::Unary(op, a) => {
                let v = self.eval(st, a);
                match fold_unary(*op, &v) {
                    Some(l) => Val::konst(l),
                    None if *op == UnOp::Not => Val::unknown(),
                    None => v.derived(),
                }
            }
            ExprKind::Cond(test, then, other) => self.eval_cond(st, test, then, other),
            ExprKind::Format(parts) => {
                let vals: Vec<Val> = parts.iter().map(|p| self.eval(st, p)).collect();
                let v = concat(&vals);
                self.check_build(e.span, &v, None);
                v
            }
            ExprKind::List(items) | ExprKind::Tuple(items) => {
                let vals = items.iter().map(|i| self.eval(st, i)).collect();
                Val::list(vals)
            }
            ExprKind::Dict(pairs) => {
                let v = self.eval_dict(st, pairs);
                // (A structure of this file's, Rust's `Banner { title }`: an object of it, never
                // null.)
                match self.m.literal_types.get(&(e.span.start, e.span.end)).filter(|k| self.classes.contains(*k)) {
                    Some(k) => Val { origin: Some(Rc::from(k.as_str())), truthy: true, ..v },
                    None => v,
                }
            }
            ExprKind::Lambda(id) => {
                self.closure(st, *id);
                Val { origin: Some(Rc::from(function_key(&format!("#{id}")))), ..Val::unknown() }
            }
            ExprKind::Each { func, items, dict } => self.eval_each(st, e.span, func, items, *dict),
            ExprKind::Walrus(t, value) => {
                let v = self.eval(st, value);
                self.assign(st, t, v.clone());
                keep_condition(st, std::slice::from_ref(&**t), value);
                v
            }
            ExprKind::Opaque(parts) => {
                let mut out = Val::unknown();
                for p in parts {
                    let v = self.eval(st, p).flat();
                    out.taint = Taint::either(out.taint, v.taint);
                    out.built |= v.built;
                    out.marks |= v.marks;
                }
                out
            }
        }
    }

    /// A name's value: a variable's, the object a method runs on, or request data by its name.
    fn eval_name(&mut self, st: &mut State, n: &str) -> Val {
        if let Some(v) = self.lookup(st, n) {
            return v;
        }
        if n == THIS {
            let class = self.active.last().and_then(|f| self.m.funcs[*f].class.as_deref());
            // An instance's: what its constructor sets, where the language's models say so.
            let seeded = self.models.has(Behaviour::ConstructorSeedsFields);
            return self.class_receiver(class, seeded);
        }
        let captured = matches!(self.assigned_later.last(), Some(Some(later)) if !later.contains(n));
        let unbound = || if captured { Val::from_callers() } else { Val::unknown() };
        self.nested_handed_on(st, n);
        self.source_of(n).or_else(|| self.function_value(n)).or_else(|| self.module_value(n)).unwrap_or_else(unbound)
    }

    /// A function defined inside the one being analysed, handed on by its name (a callback
    /// given to a consumer, `basic_consume(q, on_message_callback=on_message)`): it sees the
    /// variables around it as they are here, as one written inline does.
    fn nested_handed_on(&mut self, st: &mut State, n: &str) {
        // (Not at the top level, whose functions are all the file's.)
        let Some(&active) = self.active.last().filter(|f| **f != 0) else { return };
        let Some(ids) = self.by_name.get(n) else { return };
        let outer = self.m.funcs[active].span;
        let inside = |id: usize| {
            let s = self.m.funcs[id].span;
            id != active && outer.start <= s.start && s.end <= outer.end
        };
        let nested: Vec<usize> = ids.iter().copied().filter(|&id| inside(id)).collect();
        for id in nested {
            self.closure(st, id);
        }
    }

    /// A module imported under this name, handed on as a value (`new Fetcher(axios)`, then
    /// `this.http.get(url)`): its functions are known by the module's name.
    fn module_value(&self, n: &str) -> Option<Val> {
        let full = self.m.imports.get(n)?;
        Some(Val { origin: Some(Rc::from(full.as_str())), ..Val::unknown() })
    }

    /// A function of this file named as a value (`pick(xs, is_local)`): a call of whatever
    /// holds it reaches it (see [`function_held`]).
    fn function_value(&self, n: &str) -> Option<Val> {
        self.by_name.contains_key(n).then(|| Val { origin: Some(Rc::from(function_key(n))), ..Val::unknown() })
    }

    /// An item of a collection. A character of a constant alphabet picked by a marked index
    /// carries its marks (a weak random pick is as guessable as the index); an item of a list
    /// of configured values does not.
    fn eval_index(&mut self, st: &mut State, obj: &Expr, key: &Expr) -> Val {
        let o = self.eval(st, obj);
        let k = self.eval(st, key);
        let v = index(&o, &k);
        let picked = if matches!(o.konst, Some(Lit::Str(_))) { k.flat().marks } else { 0 };
        Val { marks: v.marks | picked, ..v }
    }

    /// A comprehension: what `func` makes of each item (a dict of them where `dict`).
    fn eval_each(&mut self, st: &mut State, span: Span, func: &Expr, items: &Expr, dict: bool) -> Val {
        let items = self.eval(st, items);
        match self.each(st, span, func, vec![self.iterated(&items)]) {
            Some(v) => gathered(v, dict),
            None => {
                self.eval(st, func);
                items.flat().derived()
            }
        }
    }

    /// What a loop over `v` gives: an item ([`element`]), or, where the language's loops give
    /// a map's keys ([`Behaviour::LoopsGiveKeys`]), a key of a map the program made with known
    /// keys ([`keys_of`]; not an object of a class of the file, whose own iteration is its own).
    pub(super) fn iterated(&self, v: &Val) -> Val {
        let object = v.origin.as_deref().is_some_and(|o| self.classes.contains(o));
        match keys_of(v).filter(|_| self.models.has(Behaviour::LoopsGiveKeys) && !object) {
            Some(keys) => keys,
            None => element(v),
        }
    }

    /// What a function makes of each item of a collection (`[f(x) for x in xs]`, `map(f, xs)`,
    /// `xs.map(x => ..)`), given `args` (an item of each collection, [`element`]; or a promise's
    /// value, `p.then(v => ..)`): what it returns for them (see [`gathered`]). A function
    /// written inline sees the variables around it, and those it changes may be changed here (it
    /// may run on no item); a function named is called as written (`map(shlex.quote, xs)`).
    /// `None` for any other value, or too deep.
    pub(super) fn each(&mut self, st: &mut State, span: Span, func: &Expr, args: Vec<Val>) -> Option<Val> {
        match &func.kind {
            ExprKind::Lambda(id) => self.each_inline(st, *id, &args),
            // A variable holding data, not a function (`$.map(list, f)` is not `list` run).
            ExprKind::Name(n)
                if st.env.contains_key(n) && !self.by_name.contains_key(n) && self.held_function(st, n).is_none() =>
            {
                None
            }
            ExprKind::Name(_) | ExprKind::Attr(..) => {
                let names: Vec<String> = (0..args.len()).map(|i| format!("{ITEM}{i}")).collect();
                let call = Call {
                    func: func.clone(),
                    args: names.iter().map(|n| Expr::new(ExprKind::Name(n.clone()), span)).collect(),
                    kwargs: Vec::new(),
                    new: false,
                };
                let saved: Vec<Option<Val>> =
                    names.iter().zip(args).map(|(n, a)| st.env.insert(n.clone(), a)).collect();
                let v = self.call(st, &Expr::new(ExprKind::Call(Box::new(call.clone())), span), &call);
                for (n, old) in names.into_iter().zip(saved) {
                    match old {
                        Some(o) => st.env.insert(n, o),
                        None => st.env.remove(&n),
                    };
                }
                Some(v)
            }
            _ => None,
        }
    }

    /// [`Self::each`] for a function written inline: it sees the variables around it, and
    /// those of them it changes may be changed here (it may run on no item); its parameters,
    /// what it declares and a comprehension's targets are its own.
    fn each_inline(&mut self, st: &mut State, id: usize, args: &[Val]) -> Option<Val> {
        if self.active.len() >= MAX_EACH_DEPTH || self.active.contains(&id) {
            return None;
        }
        self.ran_in_place.insert(id);
        let end = self.function_in(id, Some(args), st.env.clone());
        self.finished_exits = None;
        let m = self.m;
        let f = &m.funcs[id];
        let mut own: Vec<&str> = f.params.iter().map(|p| p.name.as_str()).collect();
        // `[n for n in xs]` leaves `n` alone.
        if f.takes_items()
            && let Some(Stmt { kind: StmtKind::Assign { targets, .. }, .. }) = f.body.first()
        {
            targets.iter().for_each(|t| bound_names(t, &mut own));
        }
        // Declared in its own block (which ends where it ends), not in a block inside it.
        own.extend(
            m.locals.iter().filter(|(at, _)| at.start >= f.span.start && at.end == f.span.end).map(|(_, n)| n.as_str()),
        );
        for (k, v) in &end.env {
            let root = k.split('.').next().unwrap_or(k);
            if !own.contains(&root)
                && let Some(old) = st.env.get_mut(k)
                && old != v
            {
                *old = old.join(v);
            }
        }
        Some(of_no_param(end.env.get(RETURN).cloned().unwrap_or_default()))
    }

    /// Whether `obj` is an object the program made itself, whose fields no source names (a
    /// source by name, `message.value`, `u.Headers`, is not read there): one its variable holds
    /// as a record this function knows, or one declared with a structure of the file.
    /// (Not through the object a method runs on: a view's `self.request` is the framework's.)
    fn own_object(&self, st: &State, obj: &Expr) -> bool {
        let Some(path) = obj.dotted().filter(|_| is_path(obj)) else { return false };
        let root = path.split('.').next().unwrap_or("");
        if receiver_name(root) {
            return false;
        }
        // (A literal's record: a parameter given a field keeps its sources, `ctx.session = null`.)
        let record = st.env.get(root).is_some_and(|v| v.parts.is_some() && !v.nonconst && v.taint.is_none());
        // (A parameter of a package's type, Go's `r *http.Request`, is that package's, whatever
        // structure of the file shares its last name.)
        let packaged = self.param_type(root).is_some_and(|t| t.split('<').next().unwrap_or(t).contains('.'));
        record || !packaged && self.declared_class_of(obj, obj.span.start).is_some()
    }

    /// `obj.field`: a variable or source by its whole path, else the field of the object's
    /// record, else what the object carries.
    fn eval_attr(&mut self, st: &mut State, e: &Expr, obj: &Expr, field: &str) -> Val {
        if let Some(path) = e.dotted().filter(|_| is_path(e)) {
            if let Some(v) = st.env.get(&path) {
                return v.clone();
            }
            if let Some(v) = self.source_of(&path)
                && !self.own_object(st, obj)
            {
                return v;
            }
            if let Some(v) = self.shared.get(&path) {
                return v.clone();
            }
        }
        // An attribute of a class of the file, by the class's name (`Runner.TOOL`).
        if let ExprKind::Name(class) = &obj.kind
            && let Some(v) = self.class_attrs.get(class).and_then(|a| a.get(field))
            && self.lookup(st, class).is_none()
        {
            return v.clone();
        }
        let o = self.eval(st, obj);
        if let Some(v) = self.getter_value(st, e, &o) {
            return v;
        }
        if let Some(v) = self.sanitizer_field(&o, field) {
            return v;
        }
        if self.models.is(Word::NumberField, field)
            && (number_field_of(&o, field) || self.made_list(&o) || self.list_call(obj))
        {
            return Val::number();
        }
        // What an imported module holds (a function named as a value, `{"pickle": pickle.loads}`):
        // known by its full name, as a name imported from the module is.
        if self.of_module(st, obj)
            && let Some(path) = e.dotted().filter(|_| is_path(e))
        {
            return Val { origin: Some(Rc::from(self.resolve(&path))), ..o.derived() };
        }
        // The host of a parsed URL says where the whole leads: validating it validates what
        // the URL was parsed from (`urlparse(u).hostname in HOSTS`).
        let derived = |o: &Val| match self.models.is(Word::UrlHost, field) {
            true => o.derived().derived_like(o),
            false => o.derived(),
        };
        match &o.parts {
            Some(p) => match p.keys.get(field) {
                Some(v) => v.clone(),
                // A field of an object that nothing stored in: what the object holds at unknown
                // places and what it is itself, not what its other fields hold (`self.next_url`
                // beside a tainted `self.source`, `q.sb` beside a tainted `q.args`).
                None => derived(&o.beside_fields()),
            },
            None => derived(&o),
        }
    }

    /// Whether a call of a method the models name a `list_maker` is `e` (`xs.filter(f)`).
    fn list_call(&self, e: &Expr) -> bool {
        matches!(&e.kind, ExprKind::Call(c) if matches!(&c.func.kind,
            ExprKind::Attr(_, m) if self.models.names_call(Word::ListMaker, &[], Some(m))))
    }

    /// Whether a call the models name a `list_maker` made `v` (`xs.filter(f)`, `s.split(",")`):
    /// a list or a text, never a record with keys of request data.
    pub(super) fn made_list(&self, v: &Val) -> bool {
        v.origin.as_deref().is_some_and(|o| {
            let method = o.rsplit('.').next().unwrap_or(o);
            self.models.names_call(Word::ListMaker, &[o.to_string()], Some(method))
        })
    }

    /// Whether iterating `v` gives its items: the language's loops do, or `v` is a list (where
    /// loops give a map's keys, Python's; a Go `range` with one target gives positions, which
    /// its caller rules out).
    pub(super) fn gives_items(&self, v: &Val) -> bool {
        self.models.has(Behaviour::LoopsGiveItems) || known_list(v) || self.made_list(v)
    }

    /// `e`, the right side of `test and e` (`held`) or `test or e`: it runs only where the test
    /// held (failed), so it sees what the test validated (`not p.is_relative_to(base) or not
    /// p.is_file()`); after it, the paths where it ran and where it did not are joined.
    fn eval_after_test(&mut self, st: &mut State, test: &Expr, held: bool, e: &Expr) -> Val {
        let mut told = st.clone();
        self.refine(&mut told, test, held);
        if !told.live {
            return self.eval(st, e);
        }
        let mut run = told;
        let v = self.eval(&mut run, e);
        // After it, the path where `e` ran (the test told `held`) joined with the one where it
        // did not (the test told the opposite).
        let mut skipped = st.clone();
        self.refine(&mut skipped, test, !held);
        *st = skipped.join(&run);
        v
    }

    /// A field the models name as a sanitizer of the object's maker (`Path(p).name`, the last
    /// part of a path): what that sanitizer makes of the object.
    fn sanitizer_field(&self, o: &Val, field: &str) -> Option<Val> {
        let origin = o.origin.as_deref()?;
        let models = self.models.call_exact(&[format!("{origin}.{field}")]);
        let cleans = self.models.sanitizes(&models, |_, _| None, None)?;
        Some(Val { marks: o.marks, ..sanitized(cleans, &[o]) })
    }

    fn eval_binary(&mut self, st: &mut State, span: Span, op: BinOp, a: &Expr, b: &Expr) -> Val {
        let va = self.eval(st, a);
        match (op, va.truth()) {
            (BinOp::And, Some(false)) | (BinOp::Or, Some(true)) => return va,
            (BinOp::And | BinOp::Or, Some(_)) => return self.eval(st, b),
            _ => {}
        }
        let mut vb = match op {
            BinOp::And | BinOp::Or => self.eval_after_test(st, a, op == BinOp::And, b),
            _ => self.eval(st, b),
        };
        // `"id = %d" % x`: every conversion is numeric, so only a number gets in (a string
        // raises TypeError).
        if op == BinOp::Mod
            && let Some(Lit::Str(t)) = &va.konst
            && numeric_conversions(t)
            && vb.flat().nonconst
        {
            // Marks stay (`"%032x" % random.getrandbits(128)` is still weak randomness).
            vb = Val { checked: true, marks: vb.flat().marks, ..Val::unknown() };
        }
        self.built(span, op, &va, &vb)
    }

    /// `a op b` of two values, a built string judged by the rules on strings (on one already
    /// judged, only where `b` brings request data in).
    pub(super) fn built(&mut self, span: Span, op: BinOp, a: &Val, b: &Val) -> Val {
        let mut v = binary(op, a, b);
        // `"redirect:" + next` of a path on this site leads to this site: one that holds no `\`,
        // tab or line break either, which browsers read as `/` or drop (`/\evil.com`,
        // `/<tab>/evil.com` are `//evil.com`), and a servlet's redirect writes as they are.
        let dropped = crate::scan::code::chars::of("\\\t\n\r");
        let no_backslash = b.flat().taint.as_ref().is_none_or(|t| t.removed & dropped == dropped);
        if op == BinOp::Add
            && a.konst_text().is_some_and(|t| self.models.is(Word::RedirectPrefix, &t))
            && b.leads_to_site()
            && no_backslash
        {
            v.site = true;
        }
        if matches!(op, BinOp::Add | BinOp::Mod) {
            let prior = Some(a).filter(|_| b.flat().taint.is_none());
            self.check_build(span, &v, prior);
        }
        v
    }

    /// `then if test else other`: the branch the test folds to, or both refined and joined.
    fn eval_cond(&mut self, st: &mut State, test: &Expr, then: &Expr, other: &Expr) -> Val {
        let t = self.eval(st, test);
        match t.truth() {
            Some(true) => self.eval(st, then),
            Some(false) => self.eval(st, other),
            None => {
                let mut a = st.clone();
                self.refine(&mut a, test, true);
                let x = self.eval(&mut a, then);
                let mut b = st.clone();
                self.refine(&mut b, test, false);
                let y = self.eval(&mut b, other);
                x.join(&y)
            }
        }
    }

    /// A dict or object literal: each constant key's value, spreads merged in.
    fn eval_dict(&mut self, st: &mut State, pairs: &[(Option<Expr>, Expr)]) -> Val {
        let mut d = Val { parts: Some(Box::default()), ..Val::default() };
        for (k, v) in pairs {
            let vv = self.eval(st, v);
            match k {
                Some(k) => {
                    let kv = self.eval(st, k);
                    // A response written as a literal (a Lambda handler's `{"statusCode": 302,
                    // "headers": {"Location": url}}`, Go's `events.APIGatewayProxyResponse{Headers:
                    // ..}`): its headers are stores under their names, for the assignment rules.
                    if !judged_headers(v) && matches!(&kv.konst, Some(Lit::Str(t)) if t.eq_ignore_ascii_case("headers"))
                    {
                        self.header_stores(st, v.span, &vv);
                    }
                    if kv.konst.is_none() {
                        other_keys(&mut d, &kv);
                    }
                    store(&mut d, kv.konst.as_ref(), vv);
                }
                None => spread(&mut d, vv),
            }
        }
        d
    }

    /// Each entry of a response's headers given as one map (`headers`): a store under its name,
    /// for the assignment rules watching `headers`.
    pub(super) fn header_stores(&mut self, st: &State, span: Span, map: &Val) {
        self.merged_stores(st, &Expr::new(ExprKind::Name("headers".into()), span), map);
    }

    /// Entries merged into `obj` under constant keys are stores under them, for the assignment
    /// rules (`resp.headers.update({"Access-Control-Allow-Origin": origin})` is
    /// `resp.headers["Access-Control-Allow-Origin"] = origin`), whatever `obj` holds.
    fn merged_stores(&mut self, st: &State, obj: &Expr, entries: &Val) {
        let Some(q) = &entries.parts else { return };
        for (k, v) in &q.keys {
            let key = Expr::new(ExprKind::Lit(Lit::Str(k.clone())), obj.span);
            let target = Expr::new(ExprKind::Index(Box::new(obj.clone()), Box::new(key)), obj.span);
            self.check_assign(st, &target, v, false);
        }
    }

    /// What a request's context (a parameter or local variable of a `context_type`) holds under
    /// a constant key it was not given here (`c.Get("next")` in a handler, set by a
    /// middleware): what the functions handed one stored there, as [`as_read`] reads it.
    fn context_read(&self, path: &str, o: &Val, args: &[Val]) -> Option<Val> {
        let Some(Lit::Str(k)) = args.first().and_then(|a| a.konst.as_ref()) else { return None };
        if o.parts.as_ref().is_some_and(|p| p.keys.contains_key(k)) {
            return None;
        }
        self.context_get(&self.context_key(self.store_type(path)?)?, k)
    }

    /// A request's context a call makes and a method then stores in or reads by a constant key
    /// (`request.getSession().setAttribute("next", v)`, where the models' `context_type` names
    /// the call, `HttpServletRequest.getSession`): the store every function shares.
    pub(super) fn made_context(&mut self, recv: Option<&Val>, op: ContainerOp, args: &[Val]) -> Option<Val> {
        let key = self.context_key(recv?.origin.as_deref()?)?;
        let Some(Lit::Str(k)) = args.first().and_then(|a| a.konst.as_ref()) else { return None };
        match (op, args) {
            (ContainerOp::Get, [_]) => self.context_get(&key, k),
            (ContainerOp::Set, [_, v]) => {
                self.context_put(key, std::iter::once((k.clone(), v.clone())).collect());
                Some(Val::unknown())
            }
            _ => None,
        }
    }

    /// A container method called on the entry a get-or-insert call returns
    /// (`m.computeIfAbsent(k, f).add(x)`, `d.setdefault(k, []).append(x)`,
    /// `m.entry(k).or_default().push(x)`): done on that entry of the map held by a variable;
    /// its result.
    pub(super) fn entry_method(&mut self, st: &mut State, obj: &Expr, op: ContainerOp, args: &[Val]) -> Option<Val> {
        let (map, key) = self.entry_of(st, obj)?;
        let path = map.dotted().filter(|_| is_path(map))?;
        // The key, where evaluating it again changes nothing (a constant, a variable).
        let key = match matches!(key.kind, ExprKind::Lit(_)) || is_path(key) {
            true => self.eval(st, key),
            false => Val::unknown(),
        };
        let mut o = self.lookup(st, &path).unwrap_or_else(Val::unknown);
        let keys = [key];
        let mut entry = read(&o, &keys).unwrap_or_default();
        let v = added(&mut entry, op, args)?;
        set_entry(&mut o, &keys, &entry);
        self.note_changed_container(&path, &o);
        st.env.insert(path, o);
        Some(v)
    }

    /// The map and key of the entry a get-or-insert call returns, through calls that keep
    /// what they are called on (`.or_default()` of `m.entry(k)`).
    fn entry_of<'e>(&self, st: &State, obj: &'e Expr) -> Option<(&'e Expr, &'e Expr)> {
        let ExprKind::Call(c) = &obj.kind else { return None };
        let ExprKind::Attr(inner, m) = &c.func.kind else { return None };
        match self.models.container(m) {
            Some(ContainerOp::GetOrInsert | ContainerOp::SetDefault) => Some((&**inner, c.args.first()?)),
            _ if self.keeps_same(st, c) => self.entry_of(st, inner),
            _ => None,
        }
    }

    /// A method that changes or reads a container held by a variable, as its model says
    /// (`append`, `pop`, `put`, `get`); its result.
    pub(super) fn container_method(
        &mut self,
        st: &mut State,
        obj: &Expr,
        op: ContainerOp,
        args: &[Val],
    ) -> Option<Val> {
        let path = obj.dotted().filter(|_| is_path(obj))?;
        if let (ContainerOp::Update, [entries]) = (op, args) {
            self.merged_stores(st, obj, entries);
        }
        // A push on a container the analysis holds nothing of (a field, a parameter not
        // bound), or a holder given its one value: it holds at least what is pushed or set.
        let pushes =
            matches!((op, args), (ContainerOp::PushBack | ContainerOp::PushFront, _) | (ContainerOp::Set, [_]));
        let mut o = self.lookup(st, &path).or_else(|| pushes.then(Val::unknown))?;
        // What is added or set makes a path it was no longer resolved (`p.extend(parts)`).
        if matches!(op, ContainerOp::Extend | ContainerOp::Set | ContainerOp::SetDefault) {
            o.starts &= !RESOLVED;
        }
        let taking = matches!(
            op,
            ContainerOp::Pop
                | ContainerOp::PopBack
                | ContainerOp::PopFront
                | ContainerOp::RemoveAt
                | ContainerOp::RemoveValue
        );
        let result = match op {
            _ if taking => {
                let taken = take(o.parts.as_mut()?, op, args.first().and_then(|a| a.konst.clone()));
                taken.unwrap_or_else(|| o.flat().derived())
            }
            // A holder's one value (`var.get()` of a `ContextVar`, a `ThreadLocal`).
            ContainerOp::Get if args.is_empty() => return o.parts.and_then(|p| p.keys.get(HELD).cloned()),
            // Reading changes nothing.
            ContainerOp::Get => {
                return self.context_read(&path, &o, args).or_else(|| read(&o, args));
            }
            ContainerOp::Entries | ContainerOp::Keys | ContainerOp::Values if args.is_empty() => {
                return Some(entries(&o, op));
            }
            ContainerOp::GetEntry if args.len() == 1 => return Some(keyed(&o, read(&o, args)?)),
            // (Of a table of functions, the one it may insert is not known: no function.)
            ContainerOp::GetOrInsert if !args.is_empty() => {
                return read(&o, &args[..1]).map(|v| if function_held(&v).is_some() { Val::unknown() } else { v });
            }
            _ => {
                let v = added(&mut o, op, args)?;
                // What it holds now outlives the function where the container does.
                self.note_changed_container(&path, &o);
                v
            }
        };
        st.env.insert(path, o);
        Some(result)
    }
}

/// The key under which a holder keeps its one value (not a key a program can write).
const HELD: &str = "\0held";

/// What a method adding to a container (`push`, `extend`, `set`, `update`) puts in `o`, and
/// the call's value; `None` for another method or arguments it does not take.
fn added(o: &mut Val, op: ContainerOp, args: &[Val]) -> Option<Val> {
    match op {
        ContainerOp::PushBack | ContainerOp::PushFront if args.len() == 1 => {
            return Some(push(o, args[0].clone(), op == ContainerOp::PushFront));
        }
        ContainerOp::Extend if args.len() == 1 => {
            let p = o.parts.get_or_insert_with(Default::default);
            let more = args[0].parts.as_ref().and_then(|q| q.items.clone());
            match (&mut p.items, more) {
                (Some(items), Some(more)) => items.extend(more),
                _ => p.rest = p.rest.join(&args[0].flat()),
            }
        }
        // A holder given its one value (`var.set(v)` of a `ContextVar`, a `ThreadLocal`). What
        // the call gives is not known: a token, the old value, whether a set had it (Rust's
        // `seen.insert(x)`).
        ContainerOp::Set if args.len() == 1 => {
            o.parts.get_or_insert_with(Default::default).keys.insert(HELD.to_string(), args[0].clone());
            return Some(Val::unknown());
        }
        ContainerOp::Set | ContainerOp::SetDefault if args.len() >= 2 => {
            let (keys, value) = args.split_at(args.len() - 1);
            match konst_key(keys) {
                Some(k) if op == ContainerOp::SetDefault => {
                    let p = o.parts.get_or_insert_with(Default::default);
                    p.keys.entry(k).or_insert_with(|| value[0].clone());
                }
                _ => set_entry(o, keys, &value[0]),
            }
        }
        ContainerOp::Update if args.len() == 1 => {
            let new = &args[0];
            let p = o.parts.get_or_insert_with(Default::default);
            let key_facts = match &new.parts {
                Some(q) => {
                    for (k, v) in &q.keys {
                        p.keys.insert(k.clone(), v.clone());
                    }
                    p.rest = p.rest.join(&q.rest);
                    q.key_facts.as_deref().cloned()
                }
                // Merging a map whose keys are not known (request data whole): it may override
                // every key known here, add any other, and its keys are request data too.
                None => {
                    let entry = new.derived();
                    p.join_each_key(&entry);
                    p.rest = p.rest.join(new);
                    Some(entry)
                }
            };
            if let Some(k) = key_facts {
                other_keys(o, &k);
            }
        }
        _ => return None,
    }
    Some(Val::konst(Lit::Null))
}

/// A map's entries, keys or values as a collection iterated one by one (one item standing for
/// each): its constant keys and what its other keys hold (a comprehension's, a spread's), and
/// what it holds at each; request data as a whole chooses its keys too.
pub(super) fn entries(o: &Val, op: ContainerOp) -> Val {
    let own = o.taint.as_ref().map(|_| Val { parts: None, ..o.clone() }.derived());
    let (mut key, mut value) = match &o.parts {
        Some(p) => {
            let named = p.keys.keys().map(|k| Val::konst(Lit::Str(k.clone())));
            let mut key = named.chain(p.key_facts.as_deref().cloned()).reduce(|a, b| a.join(&b)).unwrap_or_default();
            // Keys not known, with what they hold (`d[k] = v`).
            if p.key_facts.is_none() && p.rest != Val::default() {
                key = key.join(&Val::unknown());
            }
            let rest = Some(&p.rest).filter(|r| **r != Val::default());
            let mut held = p.keys.values().chain(p.items.iter().flatten()).chain(rest).cloned();
            let first = held.next().unwrap_or_default();
            (key, held.fold(first, |a, v| a.join(&v)))
        }
        None => (Val::unknown(), Val::unknown()),
    };
    if let Some(own) = own {
        (key, value) = (key.join(&own), value.join(&own));
    }
    let item = match op {
        ContainerOp::Keys => key,
        ContainerOp::Values => value,
        _ => Val::list(vec![key, value]),
    };
    // One item standing for each: iterating it gives that item as it is.
    Val::list(vec![item])
}

/// Whether `v` is known as a list (parts, none of them at keys nor at keys of request data):
/// its positions are numbers.
pub(super) fn known_list(v: &Val) -> bool {
    v.parts.as_ref().is_some_and(|p| p.keys.is_empty() && p.key_facts.is_none())
}

/// Sets the entry at `keys` to `value`: at their constant key, else among what the map holds
/// at keys not known, the keys among its other keys (`m.set(req.query.name, v)`).
fn set_entry(o: &mut Val, keys: &[Val], value: &Val) {
    let p = o.parts.get_or_insert_with(Default::default);
    match konst_key(keys) {
        Some(k) => {
            p.keys.insert(k, value.clone());
        }
        None => {
            p.rest = p.rest.join(value);
            keys.iter().for_each(|k| other_keys(o, &k.flat()));
        }
    }
}

/// An entry read from `map` as a `[key, value]` pair: the key one of the map's own.
pub(super) fn keyed(map: &Val, value: Val) -> Val {
    Val::list(vec![element(&entries(map, ContainerOp::Keys)), value])
}

/// The key of constant arguments (`section.key` for several).
fn konst_key(vals: &[Val]) -> Option<String> {
    let keys: Option<Vec<String>> = vals.iter().map(|v| v.konst.as_ref().and_then(key_text)).collect();
    keys.map(|k| k.join("."))
}

/// Adds `v` at the end (or the front) of a container: a path it was is no longer resolved
/// (`p.push(name)` after `canonicalize`).
fn push(o: &mut Val, v: Val, front: bool) -> Val {
    o.starts &= !RESOLVED;
    let tainted = o.taint.is_some();
    let p = o.parts.get_or_insert_with(Default::default);
    match &mut p.items {
        Some(items) if front => items.insert(0, v),
        Some(items) => items.push(v),
        None if !tainted && p.rest == Val::default() && p.keys.is_empty() && !front => p.items = Some(vec![v]),
        None => p.rest = p.rest.join(&v),
    }
    Val::konst(Lit::Null)
}

/// The item or entry a taking method takes out of a container, when it is known.
fn take(p: &mut Parts, op: ContainerOp, arg: Option<Lit>) -> Option<Val> {
    let at = |items: &mut Vec<Val>, i: i64| {
        let n = items.len() as i64;
        let i = if i < 0 { n + i } else { i };
        usize::try_from(i).ok().filter(|i| *i < items.len()).map(|i| items.remove(i))
    };
    let by_value = |items: &mut Vec<Val>, k: &Lit| {
        let found = items.iter().position(|v| v.konst.as_ref() == Some(k));
        found.map(|i| items.remove(i))
    };
    match (&mut p.items, op, arg) {
        (Some(items), ContainerOp::Pop | ContainerOp::PopBack, None) => items.pop(),
        (Some(items), ContainerOp::PopFront, None) if !items.is_empty() => Some(items.remove(0)),
        (Some(items), ContainerOp::Pop | ContainerOp::RemoveAt, Some(Lit::Int(i))) => at(items, i),
        (Some(items), ContainerOp::RemoveAt | ContainerOp::RemoveValue, Some(k)) => by_value(items, &k),
        (None, ContainerOp::Pop | ContainerOp::RemoveAt | ContainerOp::RemoveValue, Some(k)) => {
            key_text(&k).and_then(|k| p.keys.remove(&k))
        }
        _ => None,
    }
}

/// The entry a reading method gets: at a known position (`list.get(i)`), at its constant
/// keys (a config object is keyed by section and option, a map by its key), else what the
/// container holds elsewhere or the default (its last argument).
fn read(o: &Val, args: &[Val]) -> Option<Val> {
    let p = o.parts.as_ref()?;
    if let (Some(_), [Val { konst: Some(k @ Lit::Int(_)), .. }]) = (&p.items, args)
        && let Some(v) = p.at(k)
    {
        return Some(v);
    }
    let full = konst_key(args);
    let first = konst_key(&args[..1]);
    let by_full = full.as_ref().and_then(|k| p.keys.get(k));
    let by_first = first.as_ref().and_then(|k| p.keys.get(k));
    Some(match (by_full, by_first) {
        (Some(v), _) => v.clone(),
        // The entry, or the default where the key is not set (`d.get("k", fallback)`).
        (None, Some(v)) if args.len() >= 2 => v.join(&args[args.len() - 1]),
        (None, Some(v)) => v.clone(),
        (None, None) if full.is_some() || first.is_some() => {
            let default = if args.len() >= 2 { args[args.len() - 1].clone() } else { Val::default() };
            p.rest.join(&default)
        }
        // An unknown key: any entry (a constant of a lookup table), or the default.
        (None, None) if args.len() >= 2 => any_entry(o).join(&args[args.len() - 1]),
        (None, None) => any_entry(o),
    })
}

/// The variables a target of an assignment binds (`a`, `a, (b, c)`).
pub(super) fn bound_names<'e>(target: &'e Expr, out: &mut Vec<&'e str>) {
    match &target.kind {
        ExprKind::Name(n) => out.push(n),
        ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().for_each(|i| bound_names(i, out)),
        _ => {}
    }
}

/// What a comprehension or a map call makes of what its function returns for an item `v`: a
/// list of it, checked as it is (a list of quoted names is quoted); with `dict`, a dict of the
/// key and value it returns (or the dict an inner comprehension made).
pub(super) fn gathered(v: Val, dict: bool) -> Val {
    if !dict {
        return Val { checked: v.checked, against: v.against, ..Val::list(vec![v]) };
    }
    let (key, value) = match v.parts.as_ref().and_then(|p| p.items.as_deref()) {
        Some([k, value]) => (k.clone(), value.clone()),
        _ if v.parts.is_some() => return v,
        // An entry not known apart: its key is made of it too.
        _ => (v.derived(), v),
    };
    let (checked, against) = (value.checked, value.against);
    let mut d = Val { checked, against, parts: Some(Box::default()), ..Val::default() };
    match &key.konst {
        Some(k) => store(&mut d, Some(k), value),
        None => {
            let p = d.parts.get_or_insert_with(Default::default);
            p.rest = value;
            p.key_facts = Some(Box::new(key.flat()));
        }
    }
    d
}

/// An element of an iterated value.
pub(super) fn element(v: &Val) -> Val {
    if let Some(p) = &v.parts
        && p.keys.is_empty()
        && let Some(items) = &p.items
        && let Some(first) = items.first()
        && (p.rest == Val::default() || (p.rest.parts.is_none() && p.rest.taint.is_none()))
    {
        let joined = items.iter().skip(1).fold(first.clone(), |acc, x| acc.join(x));
        return if p.rest == Val::default() { joined } else { joined.join(&p.rest) };
    }
    // Items not known one by one (pushed in a loop): what they all hold, records and
    // characters (`s.toCharArray()`) whole.
    if let Some(p) = &v.parts
        && p.keys.is_empty()
        && p.key_facts.is_none()
        && p.items.is_none()
        && (p.rest.parts.is_some() || p.rest.starts & ONE_CHAR != 0)
    {
        let own = Val { parts: None, ..v.clone() };
        return match own.taint {
            Some(_) => p.rest.join(&own.derived()),
            None => p.rest.clone(),
        };
    }
    v.flat().derived()
}

/// A key of a map the program made with every key known: one of its constant keys, or what its
/// keys hold where they are not constants (a comprehension's). `None` for any other value: a
/// list, a map holding request data of its own (a decoded body) or entries at keys not known.
pub(super) fn keys_of(v: &Val) -> Option<Val> {
    let known = |p: &Parts| p.key_facts.is_some() || p.rest == Val::default();
    let p = v
        .parts
        .as_ref()
        .filter(|p| p.items.is_none() && (!p.keys.is_empty() || p.key_facts.is_some()))
        .filter(|p| v.taint.is_none() && known(p))?;
    let constant = p.keys.keys().map(|k| Val::konst(Lit::Str(k.clone())));
    let facts = p.key_facts.as_deref().cloned();
    constant.chain(facts).reduce(|a, b| a.join(&b))
}

pub(super) fn index(o: &Val, k: &Val) -> Val {
    if let Some(p) = &o.parts {
        // A character of a text's characters (`chars[i]`).
        if p.items.is_none() && p.keys.is_empty() && p.rest.starts & ONE_CHAR != 0 {
            return p.rest.clone();
        }
        if let Some(key) = &k.konst {
            if let Some(v) = p.at(key) {
                return v;
            }
            if p.items.is_none() {
                // A key that was never set: only what the container holds elsewhere.
                let own = Val { parts: None, ..o.clone() };
                return match own.taint {
                    Some(_) => p.rest.join(&own.derived()),
                    None => p.rest.clone(),
                };
            }
        }
        return any_entry(o);
    }
    o.derived()
}

/// What a container is and holds, not what its keys are (`m[k]` of a map whose keys are
/// request data holds what was stored).
fn held_flat(o: &Val) -> Val {
    match o.parts.as_deref() {
        Some(p) if p.key_facts.is_some() => {
            Val { parts: Some(Box::new(Parts { key_facts: None, ..p.clone() })), ..o.clone() }.flat()
        }
        _ => o.flat(),
    }
}

/// An entry of a container read with an unknown key. A table that holds only constants
/// (`TOOLS[name]` with `TOOLS = {"disk": "df -h"}`, a list of fixed names) gives one of its
/// constants whatever the key: neither request data nor an unknown value.
pub(super) fn any_entry(o: &Val) -> Val {
    let p = o.parts.as_deref().filter(|p| p.items.is_none() && p.rest == Val::default());
    // A table of functions of the file (`Map.of("csv", j -> .., "pdf", j -> ..)`), or of objects
    // of classes (`{"pdf": PdfStore(), "csv": CsvStore()}`): any of them.
    if let Some(p) = p.filter(|p| p.keys.values().all(|v| function_held(v).is_some() || classes_of(v).is_some()))
        && let Some(any) = p.keys.values().cloned().reduce(|a, v| a.join(&v))
    {
        return any;
    }
    let f = held_flat(o);
    if o.parts.is_some() && f.taint.is_none() && !f.nonconst && !f.built {
        // A table of constant records (`COLUMNS = {"s": ("status", "=")}`): one of them, each
        // item one of the constants at its place.
        if let Some(p) = p
            && let Some((first, rest)) = p.keys.values().collect::<Vec<_>>().split_first()
            && first.parts.is_some()
        {
            return rest.iter().fold((*first).clone(), |a, v| a.join(v));
        }
        return Val { checked: f.checked, against: f.against, marks: f.marks, ..Val::default() };
    }
    f.derived()
}

/// Stores `v` at a constant key (or anywhere, for an unknown key).
pub(super) fn store(o: &mut Val, key: Option<&Lit>, v: Val) {
    let p = o.parts.get_or_insert_with(Default::default);
    match key {
        Some(Lit::Int(i)) if p.items.is_some() => {
            let ok = p.items.as_mut().and_then(|items| {
                let n = items.len() as i64;
                let i = if *i < 0 { n + i } else { *i };
                usize::try_from(i).ok().and_then(|i| items.get_mut(i)).map(|slot| *slot = v.clone())
            });
            if ok.is_none() {
                p.rest = p.rest.join(&v);
            }
        }
        Some(k) if key_text(k).is_some() => {
            if let Some(k) = key_text(k) {
                p.keys.insert(k, v);
            }
        }
        _ => {
            if let Some(items) = p.items.take() {
                for i in items {
                    p.rest = p.rest.join(&i);
                }
            }
            p.rest = p.rest.join(&v);
        }
    }
}

/// `a op b` on two values.
pub(super) fn binary(op: BinOp, a: &Val, b: &Val) -> Val {
    if let (Some(x), Some(y)) = (&a.konst, &b.konst)
        && let Some(l) = fold(op, x, y)
    {
        return Val::konst(l);
    }
    match op {
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Is | BinOp::IsNot => {
            Val::unknown()
        }
        BinOp::In | BinOp::NotIn => {
            // A constant in a container of constants.
            if let (Some(k), Some(p)) = (&a.konst, &b.parts)
                && let Some(items) = &p.items
                && items.iter().all(|i| i.konst.is_some())
                && p.keys.is_empty()
            {
                let found = items.iter().any(|i| i.konst.as_ref() == Some(k));
                return Val::konst(Lit::Bool(found == (op == BinOp::In)));
            }
            Val::unknown()
        }
        // `a && b` is `a` only where `a` is falsy (`""`, `0`, `None`, `null`): no text.
        BinOp::And => Val { checked: true, nonconst: a.nonconst, ..Val::default() }.join(b),
        // A value or a constant for when it is missing (`parts.hostname or ""`): still derived
        // from what the value was.
        BinOp::Or if b.konst.is_some() && !b.nonconst => or_else(a, b).derived_like(a),
        BinOp::Or => or_else(a, b),
        // `base / name` on a path object is still that kind of path.
        BinOp::Div if a.origin.is_some() => Val { origin: a.origin.clone(), ..concat(&[a.clone(), b.clone()]) },
        // Arithmetic on values without request data or items makes a number (`10 *
        // time.Second`, `n - 1`), no text built from parts; a text repeated (`"-" * n`) or a
        // set's difference (`fields - {"password"}`) keeps what they hold.
        BinOp::Sub | BinOp::FloorDiv | BinOp::Pow | BinOp::Shl | BinOp::Shr | BinOp::BitXor | BinOp::Mul
            if [a, b].iter().all(|v| arithmetic_operand(v)) =>
        {
            number_of(a, b)
        }
        // A constant text repeated (`"*" * stars`): that text's characters alone, however often.
        BinOp::Mul
            if [(a, b), (b, a)].iter().any(|(t, n)| matches!(t.konst, Some(Lit::Str(_))) && n.parts.is_none()) =>
        {
            number_of(a, b)
        }
        // `"%s://%s" % (scheme, host)`: Python's text formatting (JavaScript's `%` of a text
        // is a number's remainder, and a template of conversions is no number), what the values
        // carry as their concatenation does, its text filled.
        BinOp::Mod if let Some(pieces) = a.konst_str().and_then(|t| super::template::percent(t, b)) => {
            let (v, filled) = (concat(&[a.clone(), b.clone()]), concat(&pieces));
            match filled.konst {
                Some(k) if !v.nonconst => Val::konst(k),
                _ => Val { text: filled.text.or(v.text.clone()), ..v },
            }
        }
        _ => concat(&[a.clone(), b.clone()]),
    }
}

/// Whether a value can be an operand of arithmetic: no text constant, no request data, no items.
fn arithmetic_operand(v: &Val) -> bool {
    !matches!(v.konst, Some(Lit::Str(_))) && v.parts.is_none() && v.flat().taint.is_none()
}

/// A number computed from `a` and `b`: not constant where either is not, carrying their marks.
fn number_of(a: &Val, b: &Val) -> Val {
    let (fa, fb) = (a.flat(), b.flat());
    Val { nonconst: fa.nonconst || fb.nonconst, checked: true, marks: fa.marks | fb.marks, ..Val::default() }
}

/// A string or value assembled from parts.
pub(super) fn concat(parts: &[Val]) -> Val {
    let mut text = String::new();
    let mut all_const = true;
    for p in parts {
        match &p.konst {
            Some(Lit::Str(s)) => text.push_str(s),
            Some(Lit::Int(n)) => text.push_str(&n.to_string()),
            _ => all_const = false,
        }
    }
    if all_const && parts.iter().all(|p| p.parts.is_none()) {
        return Val::konst(Lit::Str(text));
    }
    let flat: Vec<Val> = parts.iter().map(Val::flat).collect();
    let nonconst = flat.iter().any(|p| p.nonconst);
    let mut text = String::new();
    for p in parts {
        match (&p.konst, &p.text) {
            (Some(Lit::Str(s)), _) => text.push_str(s),
            (Some(Lit::Int(n)), _) => text.push_str(&n.to_string()),
            (_, Some(t)) => text.push_str(t),
            _ => text.push_str("{}"),
        }
        if text.len() > TEXT_CAP {
            break;
        }
    }
    let taint = flat.iter().fold(None, |t, p| Taint::either(t, p.taint.clone()));
    Val {
        text: Some(Rc::from(text.as_str())),
        site: parts.first().is_some_and(Val::leads_to_site),
        built: nonconst || flat.iter().any(|p| p.built),
        nonconst,
        checked: nonconst
            && flat.iter().filter(|p| p.nonconst).all(|p| p.checked)
            && !taint.as_ref().is_some_and(Taint::is_raw),
        against: flat.iter().filter(|p| p.nonconst).fold(None, |a, p| both_against(a, p.against)),
        taint,
        marks: flat.iter().fold(0, |m, p| m | p.marks),
        // Request data first, unless an empty constant comes before it.
        starts: parts
            .iter()
            .find(|p| p.konst_text().is_none_or(|t| !t.is_empty()))
            .map_or(0, |p| p.starts & DATA_FIRST)
            | if no_option_first(parts) { NOT_OPTION } else { 0 },
        ..Val::default()
    }
}

/// Whether text made of `parts` in turn cannot start with `-`: each part up to the first
/// constant that is not empty starts with no `-` (a value may be empty: the next one starts
/// the text then).
fn no_option_first(parts: &[Val]) -> bool {
    for p in parts {
        match p.konst_text() {
            Some(t) if t.is_empty() => {}
            Some(t) => return !t.starts_with('-'),
            None if p.starts & NOT_OPTION == 0 => return false,
            None => {}
        }
    }
    !parts.is_empty()
}

/// The characters of a text one by one (`s.toCharArray()`): a collection each item of which
/// is one character carrying the text's data.
pub(super) fn characters(text: &Val) -> Val {
    let one = Val { starts: ONE_CHAR | (text.starts & DATA_FIRST), ..text.derived() };
    Val { nonconst: one.nonconst, parts: Some(Box::new(Parts { rest: one, ..Parts::default() })), ..Val::default() }
}

/// Whether a field the models call a number (`length`) is one of `o`: of a list or of text the
/// program made, not a key a record of request data may have (`req.query.length`; a record:
/// keys request data gave, or some keys beside request data at others).
fn number_field_of(o: &Val, field: &str) -> bool {
    let made = o.parts.as_ref().is_some_and(|p| {
        let tainted_rest = p.rest.flat().taint.is_some();
        let record = p.keys.contains_key(field) || p.key_facts.is_some() || (!p.keys.is_empty() && tainted_rest);
        p.items.is_some() || !record
    });
    made || o.flat().taint.is_none()
}

/// A pure call on a constant receiver, folded as its model says.
pub(super) fn fold_pure(fold: Fold, recv: Option<&Val>, args: &[Val]) -> Option<Lit> {
    let s = match recv?.konst.as_ref()? {
        Lit::Str(s) => s,
        _ => return None,
    };
    let int_arg = |i: usize| match args.get(i).and_then(|a| a.konst.as_ref()) {
        Some(Lit::Int(n)) => usize::try_from(*n).ok(),
        _ => None,
    };
    Some(Lit::Str(match (fold, args.len()) {
        (Fold::Upper, 0) => s.to_uppercase(),
        (Fold::Lower, 0) => s.to_lowercase(),
        (Fold::Trim, 0) => s.trim().to_string(),
        (Fold::TrimStart, 0) => s.trim_start().to_string(),
        (Fold::TrimEnd, 0) => s.trim_end().to_string(),
        (Fold::Same | Fold::Chars, _) => s.clone(),
        // On characters (Java's `"ABC".charAt(2)`, `substring(a, b)`).
        (Fold::CharAt, 1) => s.chars().nth(int_arg(0)?)?.to_string(),
        (Fold::Substring, 1 | 2) => {
            let from = int_arg(0)?;
            let to = if args.len() == 2 { int_arg(1)? } else { s.chars().count() };
            if from > to || to > s.chars().count() {
                return None;
            }
            s.chars().skip(from).take(to - from).collect()
        }
        _ => return None,
    }))
}

/// Per argument a printf format (`fmt.Sprintf`, `String.format`) writes out, in order:
/// whether its conversion writes a number, a boolean or hex digits (`%d`, `%.2f`, `%x`, `%t`,
/// Java's `%h`), no text of the argument's choosing. `None` where a conversion takes its width
/// or its argument from elsewhere (`%*d`, Go's `%[2]d`, Java's `%1$s` and `%<s`). Go writes a
/// string given to a numeric verb as it is (`%!d(string=..)`): unless `typed` (the conversion
/// refuses a value it does not fit), only the hex verbs count.
fn printf_numeric(t: &str, typed: bool) -> Option<Vec<bool>> {
    let mut out = Vec::new();
    for conv in percent_pieces(t, false).0 {
        if conv.spec.contains('$') {
            return None;
        }
        match conv.verb? {
            '*' | '[' | '<' => return None,
            // Java's line separator takes no argument.
            'n' => {}
            'x' | 'X' => out.push(true),
            'd' | 'i' | 'o' | 'u' | 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'b' | 't' | 'h' | 'U' | 'p' => out.push(typed),
            _ => out.push(false),
        }
    }
    Some(out)
}

/// The arguments of a printf call, those its numeric conversions write out ([`printf_numeric`])
/// made numbers. The format is the first string constant of the first two arguments (the
/// second after a writer: `fmt.Fprintf(w, "%d", n)`); nothing changes where there is none, or
/// where the arguments after it are not one per conversion, or one holds several (`args...`,
/// an `Object[]`: which goes where is not known).
pub(super) fn printf_args(args: &mut [Val], typed: bool) {
    let Some(at) = args.iter().take(2).position(|a| a.konst_str().is_some()) else { return };
    let Some(numeric) = args[at].konst_str().and_then(|f| printf_numeric(f, typed)) else { return };
    if numeric.len() != args.len() - at - 1 || args[at + 1..].iter().any(|a| a.parts.is_some()) {
        return;
    }
    for (a, number) in args[at + 1..].iter_mut().zip(numeric) {
        if number {
            let f = a.flat();
            *a = Val { nonconst: f.nonconst, marks: f.marks, ..Val::number() };
        }
    }
}

/// A printf-style template (`"%d items, %.2f%%"`) with at least one conversion, all numeric.
pub(super) fn numeric_conversions(t: &str) -> bool {
    let convs = percent_pieces(t, true).0;
    !convs.is_empty()
        && convs
            .iter()
            .all(|c| matches!(c.verb, Some('d' | 'i' | 'o' | 'u' | 'x' | 'X' | 'e' | 'E' | 'f' | 'F' | 'g' | 'G')))
}

/// `{...vv}` into the literal `d`: its known keys, and what it holds at others.
fn spread(d: &mut Val, mut vv: Val) {
    let Some(p) = vv.parts.take() else {
        overridden(d, &vv);
        other_keys(d, &vv.flat());
        store(d, None, vv);
        return;
    };
    if let Some(f) = &p.key_facts {
        overridden(d, f);
        other_keys(d, f);
    }
    overridden(d, &p.rest);
    // Request data with some keys set (`q = req.query; q.tenant = 7`): its other keys and
    // what they hold come along too.
    if vv.taint.is_some() {
        let own = vv.derived();
        overridden(d, &own);
        other_keys(d, &own);
        store(d, None, own);
    }
    let dp = d.parts.get_or_insert_with(Default::default);
    dp.keys.extend(p.keys);
    dp.rest = dp.rest.join(&p.rest);
}

/// The keys `d` has before a spread of request data, itself or held at keys not known
/// (`{ limit: 50, ...req.query }`): the request may give each of them anew.
fn overridden(d: &mut Val, own: &Val) {
    if own.taint.is_none() {
        return;
    }
    if let Some(p) = d.parts.as_mut() {
        for v in p.keys.values_mut() {
            *v = v.join(own);
        }
    }
}

/// Keys of `d` that are no constants (`{[k]: v}`, the entries of `{...spread}`): what iterating
/// its keys gives holds `kv`.
pub(super) fn other_keys(d: &mut Val, kv: &Val) {
    let p = d.parts.get_or_insert_with(Default::default);
    let facts = p.key_facts.take().map_or_else(|| kv.clone(), |f| f.join(kv));
    p.key_facts = Some(Box::new(facts));
}

/// A response's headers given as a variable named `headers` (or a field, `resp.headers`): its
/// stores were judged where it was filled.
pub(super) fn judged_headers(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(n) | ExprKind::Attr(_, n) => n.eq_ignore_ascii_case("headers"),
        _ => false,
    }
}

/// A returned value as its caller sees it where no call's arguments stand for its parameters
/// (a closure run inline, a dependency the framework calls): derived from none of them.
pub(super) fn of_no_param(v: Val) -> Val {
    match v.from.as_deref() {
        Some(f) if f.starts_with(FROM_PARAM) => Val { from: None, ..v },
        _ => v,
    }
}

/// How a returned value says the parameter it was derived from: this and its position.
pub(super) const FROM_PARAM: &str = "\0param ";

/// What a sanitizer makes of its inputs `all`: clean (`request.args.get("n", type=int)` is a
/// number), or their request data escaped against some attacks (`html.escape`).
pub(super) fn sanitized(cleans: Cleans, all: &[&Val]) -> Val {
    let nonconst = all.iter().any(|v| v.flat().nonconst);
    let taint = match cleans {
        Cleans::Everything => None,
        // Only the last escaper's: one can undo another (`html.escape` turns the quotes
        // `shlex.quote` put around a word into entities).
        Cleans::Against(classes) => all.iter().fold(None, |t, v| Taint::either(t, v.flat().taint)).map(|t| Taint {
            escaped: classes,
            removed: 0,
            backslashed: 0,
            ..t
        }),
    };
    let checked = nonconst && !taint.as_ref().is_some_and(Taint::is_raw);
    // What was safe for every sink before (a number, a validated value) stays so.
    let safe_already = all
        .iter()
        .map(|v| v.flat())
        .filter(|f| f.nonconst)
        .all(|f| f.checked && f.against.is_none() && f.taint.is_none());
    let against = match cleans {
        Cleans::Against(classes) if !safe_already => Some(classes),
        _ => None,
    };
    // What it starts with is request data unless its first input (a list's first item) is a
    // constant (`safe_join("/srv/uploads", name)`, `shlex.join(["ls", "--", d])`); a path's
    // last part (`basename("/srv/" + name)`) can be all request data.
    // (A module a function is called on, `shlex.join(..)`, is no input: the first constant or
    // request data is.)
    let first = all
        .iter()
        .find(|v| v.konst.is_some() || v.flat().taint.is_some())
        .map(|v| v.parts.as_ref().and_then(|p| p.items.as_ref()?.first()).unwrap_or(v));
    let starts = if taint.is_some() && first.is_none_or(|f| f.konst.is_none()) { DATA_FIRST } else { 0 };
    Val { nonconst, checked, against, taint, starts, ..Val::default() }
}

/// Keeps a condition assigned to a variable (the first of a tuple: Go's `ok, err :=`) for a
/// later test of the variable ([`State::conds`]).
pub(super) fn keep_condition(st: &mut State, targets: &[Expr], value: &Expr) {
    let condition = match &value.kind {
        // (A lookup too: `handler = HANDLERS[kind]`, then `if (!handler)`.)
        ExprKind::Call(_) | ExprKind::Unary(UnOp::Not, _) | ExprKind::Index(..) => true,
        ExprKind::Binary(op, ..) => matches!(
            op,
            BinOp::And | BinOp::Or | BinOp::In | BinOp::NotIn | BinOp::Eq | BinOp::Ne | BinOp::Is | BinOp::IsNot
        ),
        _ => false,
    };
    let name = match targets {
        [t] => match &t.kind {
            ExprKind::Name(n) => Some(n),
            ExprKind::Tuple(items) | ExprKind::List(items) => match items.first().map(|i| &i.kind) {
                Some(ExprKind::Name(n)) => Some(n),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    };
    if let Some(n) = name.filter(|_| condition)
        && !mentions(value, n)
    {
        st.conds.insert(n.clone(), Rc::new(value.clone()));
    }
}

/// What a request's context holds at a key as a function reads it: request data as stored;
/// anything else is not known, as a write the analysis does not follow may have stored
/// anything there (under a key written otherwise, through a wrapper, another package, or the
/// fields of an object stored by reference), so a value checked or constant where it was
/// stored is no proof.
pub(super) fn as_read(v: &Val) -> Val {
    if v.flat().taint.is_some() { v.clone() } else { Val::unknown() }
}
