//! The one layer around every provider: the global limit on calls in flight (and a model's
//! own, `jobs:`), each call's output cap (`max_tokens`, by stage), per-attempt deadlines that
//! fit that cap, retries with exponential backoff and jitter (honouring `Retry-After`), the run
//! budget (tokens, calls, cost, wall time), usage accounting, the response cache, record/replay,
//! progress events while a call is slow, and redaction: every request is masked before it is
//! sent and every answer before it is kept or returned, so neither a key nor a secret the
//! scanner found reaches a model, a record file, the cache or the engine.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::{Notify, Semaphore};

use super::cache::{self, Cache};
use super::record::{Recorder, Replay};
use super::usage::{Budget, Ledger, Prices, Reservation, estimate_input};
use super::{
    Anthropic, ChatRequest, ChatResponse, LlmError, NoSink, OpenAi, Provider, RequestMeta, Scripted, StreamSink,
};
use crate::config::{Config, OutputTokens, ProviderKind, ResolvedModel, Secret};
use crate::event::{EventKind, Events, Origin};
use crate::redact::Redactor;

/// How the gateway behaves; from the configuration, or set directly in tests.
#[derive(Debug, Clone)]
pub struct GatewayOptions {
    /// Retries after the first attempt (a timed-out attempt is tried again only once).
    pub retries: u32,
    pub backoff_initial: Duration,
    pub backoff_max: Duration,
    /// The longest `Retry-After` honoured; a server asking for more fails the call.
    pub max_retry_after: Duration,
    /// The longest one attempt may take, whatever its output cap.
    pub request_timeout: Duration,
    /// The slowest stream waited for: an attempt's deadline is `first_token_wait` plus its
    /// `max_tokens` at this rate (or at the rate the endpoint was seen writing, when slower), at
    /// most `request_timeout`.
    pub min_tokens_per_sec: u32,
    /// What an attempt's deadline allows before the answer begins (30 s).
    pub first_token_wait: Duration,
    /// Model calls in flight at once.
    pub jobs: usize,
    pub budget: Budget,
    /// The `max_tokens` of a call that sets none, by its stage.
    pub max_output_tokens: OutputTokens,
    /// A call still running after this (and every such interval after) is reported as slow.
    pub slow_after: Duration,
    pub prices: Prices,
    pub cache_dir: Option<PathBuf>,
    pub record: Option<PathBuf>,
    pub replay: Option<PathBuf>,
}

impl Default for GatewayOptions {
    fn default() -> Self {
        let net = crate::config::Network::default();
        GatewayOptions {
            retries: net.retries,
            backoff_initial: Duration::from_millis(net.backoff_initial_ms),
            backoff_max: Duration::from_millis(net.backoff_max_ms),
            max_retry_after: Duration::from_secs(300),
            request_timeout: Duration::from_secs(net.request_timeout_secs),
            min_tokens_per_sec: net.min_tokens_per_sec,
            first_token_wait: Duration::from_secs(30),
            jobs: 32,
            budget: Budget::default(),
            max_output_tokens: OutputTokens::default(),
            slow_after: Duration::from_secs(30),
            prices: Prices::default(),
            cache_dir: None,
            record: None,
            replay: None,
        }
    }
}

impl GatewayOptions {
    pub fn from_config(config: &Config) -> GatewayOptions {
        let s = &config.settings;
        GatewayOptions {
            retries: s.network.retries,
            backoff_initial: Duration::from_millis(s.network.backoff_initial_ms),
            backoff_max: Duration::from_millis(s.network.backoff_max_ms),
            max_retry_after: Duration::from_secs(300),
            request_timeout: Duration::from_secs(s.network.request_timeout_secs),
            min_tokens_per_sec: s.network.min_tokens_per_sec,
            first_token_wait: Duration::from_secs(30),
            jobs: usize::try_from(s.limits.jobs).unwrap_or(32),
            budget: Budget {
                max_calls: s.budget.max_calls,
                max_tokens: s.budget.max_tokens,
                max_cost_usd: s.budget.max_cost_usd,
                max_wall: s.budget.max_wall_secs.map(Duration::from_secs),
            },
            max_output_tokens: s.budget.max_output_tokens.clone(),
            slow_after: Duration::from_secs(30),
            prices: Prices(s.prices.clone()),
            cache_dir: s
                .cache
                .enabled
                .then(|| s.cache.dir.clone().unwrap_or_else(|| config.repo.join(".agent-smith").join("cache"))),
            record: None,
            replay: None,
        }
    }

    /// The deadline of one attempt that may write `max_tokens`: 30 s to start, then the cap at
    /// the slowest rate waited for, at most `request_timeout`.
    pub fn attempt_deadline(&self, max_tokens: Option<u32>) -> Duration {
        self.deadline_at(max_tokens, u64::from(self.min_tokens_per_sec.max(1)) * 1000)
    }

    /// As [`GatewayOptions::attempt_deadline`], at `milli_rate` thousandths of a token a second.
    fn deadline_at(&self, max_tokens: Option<u32>, milli_rate: u64) -> Duration {
        let cap = u64::from(max_tokens.unwrap_or(self.max_output_tokens.default));
        let fits = self.first_token_wait + Duration::from_millis(cap.saturating_mul(1_000_000) / milli_rate.max(1));
        fits.min(self.request_timeout)
    }
}

/// A provider, the model it serves, and how calls to it are let through.
type Resolved = (Arc<dyn Provider>, ResolvedModel, Arc<Lane>);
/// Builds the provider for a model alias, with the alias's `jobs:` if it sets one.
type Resolver = Box<dyn Fn(&str) -> Result<(Arc<dyn Provider>, ResolvedModel, Option<u32>), LlmError> + Send + Sync>;

pub struct Gateway {
    opts: GatewayOptions,
    /// Providers by model alias; built on first use.
    providers: Mutex<HashMap<String, Resolved>>,
    resolve: Resolver,
    permits: Semaphore,
    ledger: Ledger,
    cache: Option<Cache>,
    recorder: Option<Recorder>,
    replay: Option<Replay>,
    events: std::sync::RwLock<Events>,
    sink: Arc<dyn StreamSink>,
    jitter: AtomicU64,
    /// What is masked in requests, answers, events and errors: the keys, and whatever else the
    /// pipeline adds (a scan's secrets).
    redactor: Arc<Redactor>,
    /// The keys this gateway may use, carried into a redactor given later.
    keys: Vec<Secret>,
    /// When `budget.max_wall_secs` began to count.
    started: Instant,
}

impl Gateway {
    /// A gateway over the configured models (aliases resolved from `config` on first use).
    pub fn from_config(config: &Config, opts: GatewayOptions) -> Result<Gateway, LlmError> {
        let keys: Vec<Secret> = config.secrets().cloned().collect();
        let config = config.clone();
        let net = config.settings.network.clone();
        let resolve = move |alias: &str| {
            let model = config.model(Some(alias)).map_err(|e| LlmError::Config(e.to_string()))?;
            let provider: Arc<dyn Provider> = match model.provider {
                ProviderKind::Openai => Arc::new(OpenAi::new(&model, &net)?),
                ProviderKind::Anthropic => Arc::new(Anthropic::new(&model, &net)?),
                ProviderKind::Scripted => {
                    let path = model
                        .script
                        .clone()
                        .ok_or_else(|| LlmError::Config("the scripted provider needs `script:`".into()))?;
                    Arc::new(Scripted::load(&path)?)
                }
            };
            Ok((provider, model, config.model_jobs(Some(alias))))
        };
        Gateway::build(opts, Box::new(resolve), keys)
    }

    /// A gateway over one provider, used for every alias (tests, benchmarks, doctor).
    pub fn with_provider(
        provider: Arc<dyn Provider>,
        model: ResolvedModel,
        opts: GatewayOptions,
    ) -> Result<Gateway, LlmError> {
        Gateway::with_provider_jobs(provider, model, None, opts)
    }

    /// As [`Gateway::with_provider`], with the model's own limit on calls in flight.
    pub fn with_provider_jobs(
        provider: Arc<dyn Provider>,
        model: ResolvedModel,
        jobs: Option<u32>,
        opts: GatewayOptions,
    ) -> Result<Gateway, LlmError> {
        let keys = model.api_key.iter().cloned().collect();
        Gateway::build(opts, Box::new(move |_| Ok((provider.clone(), model.clone(), jobs))), keys)
    }

    fn build(opts: GatewayOptions, resolve: Resolver, keys: Vec<Secret>) -> Result<Gateway, LlmError> {
        let replay = opts.replay.as_deref().map(Replay::load).transpose()?;
        let recorder = opts.record.as_deref().map(Recorder::create).transpose()?;
        Ok(Gateway {
            permits: Semaphore::new(opts.jobs.max(1)),
            ledger: Ledger::new(opts.budget, opts.prices.clone()),
            cache: opts.cache_dir.as_deref().map(Cache::new),
            recorder,
            replay,
            providers: Mutex::new(HashMap::new()),
            resolve,
            events: std::sync::RwLock::new(Events::none()),
            sink: Arc::new(NoSink),
            jitter: AtomicU64::new(0x9e37_79b9_7f4a_7c15),
            redactor: Arc::new(Redactor::with(keys.iter().map(Secret::expose))),
            keys,
            opts,
            started: Instant::now(),
        })
    }

    /// Masks through `redactor` (shared with the pipeline, which may add to it) instead; the
    /// gateway's keys are added to it.
    pub fn with_redactor(mut self, redactor: Arc<Redactor>) -> Gateway {
        redactor.extend(self.keys.iter().map(Secret::expose));
        self.redactor = redactor;
        self
    }

    /// What this gateway masks: its keys and what was added. Whatever else writes a model's
    /// words to disk (the smith executor) masks through it too.
    pub fn redactor(&self) -> &Arc<Redactor> {
        &self.redactor
    }

    /// Sends every model event (calls started, retried, slow, finished, failed) to `events`.
    pub fn with_events(self, events: Events) -> Gateway {
        self.set_events(events);
        self
    }

    /// As [`Gateway::with_events`], for a gateway already in use (a stage that adds a sink).
    pub fn set_events(&self, events: Events) {
        *self.events.write().unwrap_or_else(|p| p.into_inner()) = events;
    }

    /// The events this gateway emits to.
    pub fn events(&self) -> Events {
        self.events.read().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// Streams answer text to `sink` as it arrives.
    pub fn with_sink(mut self, sink: Arc<dyn StreamSink>) -> Gateway {
        self.sink = sink;
        self
    }

    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// The failure of a model this gateway could never connect to (masked), once a call used
    /// up its retries on it: every call to it since failed at once, with nothing sent.
    pub fn unreachable(&self) -> Option<LlmError> {
        let map = self.providers.lock().unwrap_or_else(|p| p.into_inner());
        map.values().find_map(|(_, _, lane)| lane.unreachable()).map(|e| e.masked(&self.redactor))
    }

    /// The options this gateway runs with.
    pub fn options(&self) -> &GatewayOptions {
        &self.opts
    }

    fn emit(&self, meta: &RequestMeta, kind: EventKind) {
        let events = self.events.read().unwrap_or_else(|p| p.into_inner()).clone();
        let origin = Origin { stage: &meta.stage, role: meta.role.as_deref(), smith: meta.smith.as_deref() };
        events.emit(origin, kind);
    }

    /// The event for an answered call (from the model, a recording or the cache).
    fn finished(&self, req: &ChatRequest, resp: &ChatResponse, cost_usd: Option<f64>, elapsed_ms: u64, cached: bool) {
        self.emit(
            &req.meta,
            EventKind::CallFinished {
                model: resp.model.clone(),
                round: req.meta.round,
                input_tokens: resp.usage.input_tokens,
                cached_input_tokens: resp.usage.cache_read_tokens,
                output_tokens: resp.usage.output_tokens,
                cost_usd,
                elapsed_ms,
                cached,
            },
        );
    }

    /// The model name an alias resolves to (`None`: the default), when it resolves: what a
    /// report names as the model that spoke.
    pub fn model_name(&self, alias: Option<&str>) -> Option<String> {
        self.provider(alias.unwrap_or("default")).ok().map(|(_, model, _)| model.name)
    }

    fn provider(&self, alias: &str) -> Result<Resolved, LlmError> {
        let mut map = self.providers.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(p) = map.get(alias) {
            return Ok(p.clone());
        }
        let (provider, model, jobs) = (self.resolve)(alias)?;
        let p = (provider, model, Arc::new(Lane::new(jobs)));
        map.insert(alias.to_string(), p.clone());
        Ok(p)
    }

    /// Time left under `budget.max_wall_secs`, if it is set.
    fn wall_left(&self) -> Option<Duration> {
        self.opts.budget.max_wall.map(|max| max.saturating_sub(self.started.elapsed()))
    }

    fn wall_refusal(&self, req: &ChatRequest) -> LlmError {
        let max = self.opts.budget.max_wall.unwrap_or_default();
        self.ledger.refuse_wall(req, self.started.elapsed(), max)
    }

    /// Reserves the call's room in the budget, waiting for calls in flight when they hold it,
    /// never past the wall-time limit.
    async fn reserve(&self, req: &ChatRequest) -> Result<Reservation<'_>, LlmError> {
        match self.wall_left() {
            None => self.ledger.reserve(req).await,
            Some(left) if left.is_zero() => Err(self.wall_refusal(req)),
            Some(left) => match tokio::time::timeout(left, self.ledger.reserve(req)).await {
                Ok(r) => r,
                Err(_) => Err(self.wall_refusal(req)),
            },
        }
    }

    /// One chat call through every policy. `alias` picks the model (`None`: the default); the
    /// request's `model` and `temperature` are filled from it when unset, and its `max_tokens`
    /// from `budget.max_output_tokens` for its stage, capped by the model's `max_tokens`.
    pub async fn chat(&self, alias: Option<&str>, req: ChatRequest) -> Result<ChatResponse, LlmError> {
        self.chat_unmasked(alias, req).await.map_err(|e| e.masked(&self.redactor))
    }

    async fn chat_unmasked(&self, alias: Option<&str>, mut req: ChatRequest) -> Result<ChatResponse, LlmError> {
        let alias = alias.unwrap_or("default");
        let (provider, model, lane) = self.provider(alias)?;
        self.prepare(&mut req, &model);
        if let Some(replay) = &self.replay {
            return self.replayed(replay, &req).await;
        }
        let key = cache::key(&provider.describe(), &req);
        if let Some(mut hit) = self.cache.as_ref().and_then(|c| c.get(&key)) {
            hit.mask(&self.redactor);
            self.finished(&req, &hit, Some(0.0), 0, true);
            self.record(&req, &hit)?;
            return Ok(hit);
        }
        // An endpoint no call could ever connect to is not tried again by every call in turn.
        if let Some(e) = lane.unreachable() {
            return Err(e);
        }
        let reservation = self.reserve(&req).await?;
        let started = Instant::now();
        match self.with_retries(provider.as_ref(), &lane, &req).await {
            Ok(mut resp) => {
                // An answer that echoes a key is kept and returned masked.
                resp.mask(&self.redactor);
                self.fill_usage(&req, &mut resp);
                let cost = self.ledger.settle(reservation, &req, &resp.model, &resp.usage);
                self.finished(&req, &resp, cost, millis(started.elapsed()), false);
                if let Some(c) = &self.cache {
                    c.put(&key, &resp);
                }
                self.record(&req, &resp)?;
                Ok(resp)
            }
            Err(Ended::Wall) => {
                self.ledger.release(reservation, &req);
                let e = self.wall_refusal(&req);
                self.emit(&req.meta, EventKind::CallFailed { error: e.to_string() });
                Err(e)
            }
            Err(Ended::Error(e)) => {
                lane.failed(&e);
                self.ledger.release(reservation, &req);
                let error = self.redactor.mask(&e.to_string()).into_owned();
                self.emit(&req.meta, EventKind::CallFailed { error });
                Err(e)
            }
        }
    }

    /// Masks what is secret in the request (nothing secret is sent, recorded, or part of a
    /// cache key) and fills what it leaves unset from the model's settings.
    fn prepare(&self, req: &mut ChatRequest, model: &ResolvedModel) {
        req.mask(&self.redactor);
        if req.model.is_empty() {
            req.model = model.name.clone();
        }
        if req.temperature.is_none() {
            req.temperature = model.temperature;
        }
        let cap = req.max_tokens.unwrap_or_else(|| self.opts.max_output_tokens.for_stage(&req.meta.stage));
        req.max_tokens = Some(model.max_tokens.map_or(cap, |m| m.min(cap)));
    }

    /// No network: the recorded answer, accounted like a real one.
    async fn replayed(&self, replay: &Replay, req: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let reservation = self.reserve(req).await?;
        match replay.answer(req) {
            Ok(mut resp) => {
                resp.mask(&self.redactor);
                let cost = self.ledger.settle(reservation, req, &resp.model, &resp.usage);
                self.finished(req, &resp, cost, 0, true);
                Ok(resp)
            }
            Err(e) => {
                self.ledger.release(reservation, req);
                Err(e)
            }
        }
    }

    /// Attempts the call until it is answered, another attempt is not worth it (the error, a
    /// second timeout, `network.retries` spent, the wall-clock budget) or the wall-clock budget
    /// passes; each retry after its back-off is an event.
    async fn with_retries(
        &self,
        provider: &dyn Provider,
        lane: &Lane,
        req: &ChatRequest,
    ) -> Result<ChatResponse, Ended> {
        let mut attempt = 0u32;
        let mut timeouts = 0u32;
        let mut requeued = false;
        loop {
            attempt += 1;
            let e = match self.in_wall(self.attempt(provider, lane, req, attempt)).await {
                Ok(resp) => return Ok(resp),
                Err(Stop::Wall) => return Err(Ended::Wall),
                // Queued behind another call, not failed: sent again at once, one call at a
                // time from now on, and not counted as an attempt. A lane turns serial only
                // once, and a serial attempt is never queued behind this gateway's own calls,
                // so this happens at most once per call.
                Err(Stop::Queued(e)) if !requeued => {
                    requeued = true;
                    let error = format!("held back behind another call ({})", self.redactor.mask(&e.to_string()));
                    self.emit(&req.meta, EventKind::CallRetrying { attempt, wait_ms: 0, error });
                    attempt -= 1;
                    continue;
                }
                Err(Stop::Queued(e) | Stop::Error(e)) => e,
            };
            timeouts += u32::from(e.is_timeout());
            let wait = self.wait(&e, attempt).filter(|_| timeouts <= 1);
            let past_wall = match (wait, self.wall_left()) {
                (Some(w), Some(left)) => w >= left,
                _ => false,
            };
            match wait {
                Some(wait) if attempt <= self.opts.retries && !past_wall && lane.unreachable().is_none() => {
                    let error = self.redactor.mask(&e.to_string()).into_owned();
                    self.emit(&req.meta, EventKind::CallRetrying { attempt, wait_ms: millis(wait), error });
                    self.ledger.retried(req);
                    tokio::time::sleep(wait).await;
                }
                _ => return Err(Ended::Error(e)),
            }
        }
    }

    /// `run` (an attempt), cut when the wall-clock budget (`budget.max_wall_secs`) passes; not
    /// started when it has passed already.
    async fn in_wall(&self, run: impl Future<Output = Result<ChatResponse, Stop>>) -> Result<ChatResponse, Stop> {
        match self.wall_left() {
            Some(left) if left.is_zero() => Err(Stop::Wall),
            Some(left) => tokio::time::timeout(left, run).await.unwrap_or(Err(Stop::Wall)),
            None => run.await,
        }
    }

    /// One attempt: the model's own limit, the lane's one-at-a-time limit once it has one, and
    /// the global limit, then the call under its deadline, with a progress event whenever it
    /// has run another `slow_after`.
    async fn attempt(
        &self,
        provider: &dyn Provider,
        lane: &Lane,
        req: &ChatRequest,
        attempt: u32,
    ) -> Result<ChatResponse, Stop> {
        let closed = || Stop::Error(LlmError::Config("the model gateway is closed".into()));
        let _own = match &lane.own {
            Some(s) => Some(s.acquire().await.map_err(|_| closed())?),
            None => None,
        };
        let serial = match lane.one_at_a_time.load(Ordering::Acquire) {
            true => Some(lane.serial.acquire().await.map_err(|_| closed())?),
            false => None,
        };
        let _permit = self.permits.acquire().await.map_err(|_| closed())?;
        // Once let through, not before: a slow stream the lane saw while this attempt waited
        // for its turn lengthens its deadline too.
        let deadline = lane.deadline(&self.opts, req.max_tokens);
        self.emit(&req.meta, EventKind::CallStarted { model: req.model.clone(), attempt });
        let answered_before = lane.answered.load(Ordering::Acquire);
        let sent_before = lane.sent.fetch_add(1, Ordering::AcqRel);
        let progress = Progress {
            inner: self.sink.as_ref(),
            lane,
            started: Instant::now(),
            chars: AtomicU64::new(0),
            first_ms: AtomicU64::new(0),
            last_ms: AtomicU64::new(0),
        };
        let result = self.watched(provider, req, attempt, deadline, &progress).await;
        if let Err(e @ LlmError::Timeout { .. }) = &result
            && let Some(rate) = progress.milli_rate()
            && lane.slower(rate, &self.opts)
        {
            self.note_slow(provider, req, e, rate);
        }
        if !matches!(result, Err(LlmError::Connect { .. })) {
            lane.reached.store(true, Ordering::Release);
        }
        let chars = progress.chars.load(Ordering::Relaxed);
        if result.is_ok() && chars == 0 {
            // An answer that did not stream still shows the endpoint answering.
            lane.answered.fetch_add(1, Ordering::AcqRel);
        }
        if let Err(e) = &result
            && serial.is_none()
            && lane.queued(e, chars, answered_before, sent_before)
        {
            if !lane.one_at_a_time.swap(true, Ordering::AcqRel) {
                self.note_one_at_a_time(provider, req, e);
            }
            return Err(Stop::Queued(e.clone()));
        }
        // Whatever the provider (a script, a recording), an answer past the limits is refused.
        result.and_then(|resp| within_limits(resp, provider)).map_err(Stop::Error)
    }

    /// The provider's call under its deadline, with a progress event (`CallSlow`) whenever it
    /// has run another `slow_after`.
    async fn watched(
        &self,
        provider: &dyn Provider,
        req: &ChatRequest,
        attempt: u32,
        deadline: Duration,
        progress: &Progress<'_>,
    ) -> Result<ChatResponse, LlmError> {
        let call = tokio::time::timeout(deadline, provider.chat(req, progress));
        tokio::pin!(call);
        let slow = self.opts.slow_after.max(Duration::from_millis(10));
        let mut ticks = tokio::time::interval_at(tokio::time::Instant::now() + slow, slow);
        loop {
            tokio::select! {
                r = &mut call => break r.unwrap_or_else(|_| Err(LlmError::Timeout { endpoint: provider.describe(), after: deadline })),
                _ = ticks.tick() => {
                    let elapsed = progress.started.elapsed();
                    let last = Duration::from_millis(progress.last_ms.load(Ordering::Relaxed));
                    let chars = progress.chars.load(Ordering::Relaxed);
                    self.emit(&req.meta, EventKind::CallSlow {
                        attempt,
                        elapsed_ms: millis(elapsed),
                        received_tokens: super::estimate_tokens(usize::try_from(chars).unwrap_or(usize::MAX)),
                        silent_ms: if chars == 0 { millis(elapsed) } else { millis(elapsed.saturating_sub(last)) },
                        deadline_ms: millis(deadline),
                    });
                }
            }
        }
    }

    /// Says that the endpoint writes slower than `network.min_tokens_per_sec` (`rate`: tokens
    /// a thousand seconds) and was cut while still writing, what its calls now wait, and the
    /// settings that start that way.
    fn note_slow(&self, provider: &dyn Provider, req: &ChatRequest, e: &LlmError, rate: u64) {
        let per_sec = rate as f64 / 1000.0;
        let set_rate = (rate / 1000).max(1);
        // What this call's cap needs at that rate, and whether the hard limit allows it.
        let cap = req.max_tokens.unwrap_or(self.opts.max_output_tokens.default);
        let needed = self.opts.first_token_wait.as_secs() + u64::from(cap) / set_rate;
        let timeout = if needed > self.opts.request_timeout.as_secs() {
            format!(" and `network.request_timeout_secs: {needed}` (a {cap}-token answer at that rate)")
        } else {
            String::new()
        };
        self.emit(
            &req.meta,
            EventKind::Notice {
                message: format!(
                    "{} writes about {per_sec:.1} tokens a second, slower than `network.min_tokens_per_sec` ({}), and was cut at its deadline ({} s) while still writing: its calls now wait for their output cap at that rate, up to {} s (`network.request_timeout_secs`); to start that way, set `network.min_tokens_per_sec: {set_rate}`{timeout}",
                    provider.describe(),
                    self.opts.min_tokens_per_sec,
                    e.deadline_secs().unwrap_or_default(),
                    self.opts.request_timeout.as_secs(),
                ),
            },
        );
    }

    /// Says that the endpoint answers one call at a time (`e`: how it showed), and how to
    /// start that way.
    fn note_one_at_a_time(&self, provider: &dyn Provider, req: &ChatRequest, e: &LlmError) {
        self.emit(
            &req.meta,
            EventKind::Notice {
                message: format!(
                    "{} answers one call at a time ({}): calls to it are sent one at a time from now on; set `jobs: 1` under `model:` in .agentsmith/config.yaml to start that way",
                    provider.describe(),
                    if e.is_timeout() {
                        "a call got nothing while another was answered"
                    } else {
                        "streams were cut as other calls arrived"
                    }
                ),
            },
        );
    }

    /// Usage the endpoint did not report is estimated from the text, and marked so.
    fn fill_usage(&self, req: &ChatRequest, resp: &mut ChatResponse) {
        let u = &mut resp.usage;
        if u.input_tokens == 0 && !req.messages.is_empty() {
            u.input_tokens = estimate_input(req);
            u.estimated = true;
        }
        let written = resp.content.chars().count()
            + resp.tool_calls.iter().map(|c| c.name.len() + c.arguments.len()).sum::<usize>();
        if u.output_tokens == 0 && written > 0 {
            u.output_tokens = super::estimate_tokens(written);
            u.estimated = true;
        }
    }

    fn record(&self, req: &ChatRequest, resp: &ChatResponse) -> Result<(), LlmError> {
        match &self.recorder {
            Some(r) => r.record(req, resp),
            None => Ok(()),
        }
    }

    /// How long to wait before the next attempt, or `None` when the error is not worth one.
    fn wait(&self, e: &LlmError, attempt: u32) -> Option<Duration> {
        if !e.is_transient() {
            return None;
        }
        if let Some(after) = e.retry_after() {
            return (after <= self.opts.max_retry_after).then_some(after);
        }
        let exp = self.opts.backoff_initial.saturating_mul(1u32 << attempt.saturating_sub(1).min(16));
        let capped = exp.min(self.opts.backoff_max);
        // Full jitter between half and all of the delay, so concurrent callers spread out.
        let r = self.next_random();
        Some(capped.mul_f64(0.5 + 0.5 * r))
    }

    /// A number in [0, 1) from a splitmix64 sequence: jitter needs no cryptographic randomness.
    fn next_random(&self) -> f64 {
        let mut z = self.jitter.fetch_add(0x9e37_79b9_7f4a_7c15, Ordering::Relaxed).wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        (z >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Why a call ended without an answer, its attempts made: a queued attempt is sent again
/// (see [`Gateway::with_retries`]), so it is no reason a call ends.
enum Ended {
    Error(LlmError),
    /// `budget.max_wall_secs` passed.
    Wall,
}

/// Why an attempt ended without an answer.
enum Stop {
    Error(LlmError),
    /// The endpoint held the attempt behind another call (see [`Lane::queued`]): not the
    /// attempt's fault.
    Queued(LlmError),
    /// `budget.max_wall_secs` passed.
    Wall,
}

/// The answer, unless it is past the limits of an answer's size or its tool calls.
fn within_limits(resp: ChatResponse, provider: &dyn Provider) -> Result<ChatResponse, LlmError> {
    if resp.size() > super::MAX_ANSWER_BYTES || resp.tool_calls.len() > super::MAX_TOOL_CALLS {
        return Err(super::oversized(&provider.describe()));
    }
    Ok(resp)
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

tokio::task_local! {
    /// Told when the answer of a call made inside [`first_event`] begins to arrive.
    static ANSWER_STARTED: Arc<Notify>;
}

/// Runs `call` (one or more gateway calls), telling `started` as soon as the first event of an
/// answer arrives from the provider (the first streamed bytes), or else when `call` ends (an
/// answer from the response cache or a recording, an error): a caller waiting on `started` is
/// never left waiting longer than the call. The notification is stored, so a wait that begins
/// after it returns at once.
pub async fn first_event<F: std::future::Future>(started: Arc<Notify>, call: F) -> F::Output {
    let out = ANSWER_STARTED.scope(started.clone(), call).await;
    started.notify_one();
    out
}

/// How calls to one model are let through, and what the gateway learns of its endpoint while
/// it runs. Many local servers answer one request at a time: the others wait unanswered (and
/// run into their deadlines) or cut the stream being answered. Once that is seen, the lane
/// sends one call at a time for the rest of the run.
struct Lane {
    /// The alias's own `jobs:` limit.
    own: Option<Semaphore>,
    /// Held by every attempt once `one_at_a_time` is set.
    serial: Semaphore,
    one_at_a_time: AtomicBool,
    /// Attempts sent so far.
    sent: AtomicU64,
    /// Attempts whose answer began to arrive.
    answered: AtomicU64,
    /// Streams cut while another call was sent alongside.
    cut_alongside: AtomicU64,
    /// The slowest rate a stream cut at its deadline was written at, in thousandths of a token
    /// a second, when it was under `network.min_tokens_per_sec` (0: none seen).
    slow_milli_rate: AtomicU64,
    /// An attempt got something other than a failure to connect: the endpoint is there.
    reached: AtomicBool,
    /// The failure of a call that used up its retries without ever connecting, while no
    /// attempt had reached the endpoint: the calls after it fail at once with it.
    unreachable: Mutex<Option<LlmError>>,
}

impl Lane {
    fn new(jobs: Option<u32>) -> Lane {
        Lane {
            own: jobs.map(|j| Semaphore::new(usize::try_from(j.max(1)).unwrap_or(1))),
            serial: Semaphore::new(1),
            one_at_a_time: AtomicBool::new(jobs == Some(1)),
            sent: AtomicU64::new(0),
            answered: AtomicU64::new(0),
            cut_alongside: AtomicU64::new(0),
            slow_milli_rate: AtomicU64::new(0),
            reached: AtomicBool::new(false),
            unreachable: Mutex::new(None),
        }
    }

    /// The endpoint could never be connected to, as a call found out after its retries.
    fn unreachable(&self) -> Option<LlmError> {
        self.unreachable.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// A call failed for good: a failure to connect, with the endpoint never reached, marks it
    /// unreachable for the rest of the run. An endpoint that answered once (and went away
    /// later) is still tried, with retries, by every call.
    fn failed(&self, e: &LlmError) {
        if matches!(e, LlmError::Connect { .. }) && !self.reached.load(Ordering::Acquire) {
            self.unreachable.lock().unwrap_or_else(|p| p.into_inner()).get_or_insert_with(|| e.clone());
        }
    }

    /// An attempt's deadline: its output cap at `network.min_tokens_per_sec`, or at the rate
    /// this endpoint was seen writing when that is slower, at most `request_timeout`.
    fn deadline(&self, opts: &GatewayOptions, max_tokens: Option<u32>) -> Duration {
        let configured = u64::from(opts.min_tokens_per_sec.max(1)) * 1000;
        let seen = self.slow_milli_rate.load(Ordering::Acquire);
        opts.deadline_at(max_tokens, if seen == 0 { configured } else { seen.min(configured) })
    }

    /// Records that a stream cut at its deadline was written at `milli_rate`; true the first
    /// time the lane learns it is slower than the configured rate (one notice per run). A rate
    /// under one token a second is taken as one: past that, `request_timeout` decides anyway.
    fn slower(&self, milli_rate: u64, opts: &GatewayOptions) -> bool {
        if milli_rate >= u64::from(opts.min_tokens_per_sec.max(1)) * 1000 {
            return false;
        }
        let rate = milli_rate.max(1000);
        let before = self
            .slow_milli_rate
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |old| (old == 0 || rate < old).then_some(rate));
        matches!(before, Ok(0))
    }

    /// Whether a failed attempt (`received` bytes of answer; the lane's counters when it was
    /// sent) was held back by the endpoint serving another call rather than failing: it got
    /// nothing until its deadline while another call's answer began, or (twice in a run) its
    /// stream was cut after another call was sent alongside. One cut could be the network's;
    /// a server that cuts streams for newcomers cuts every one.
    fn queued(&self, e: &LlmError, received: u64, answered_before: u64, sent_before: u64) -> bool {
        match e {
            LlmError::Timeout { .. } | LlmError::Stalled { .. } => {
                received == 0 && self.answered.load(Ordering::Acquire) > answered_before
            }
            LlmError::StreamCut { .. } => {
                // Another attempt sent after this one (the count includes this one's).
                self.sent.load(Ordering::Acquire) > sent_before + 1
                    && self.cut_alongside.fetch_add(1, Ordering::AcqRel) >= 1
            }
            _ => false,
        }
    }
}

/// The gateway's sink around the caller's: counts what streamed and when, for slow-call events.
struct Progress<'a> {
    inner: &'a dyn StreamSink,
    lane: &'a Lane,
    started: Instant,
    /// Bytes of the answer received.
    chars: AtomicU64,
    /// Milliseconds from the start to the first bytes received.
    first_ms: AtomicU64,
    /// Milliseconds from the start to the last bytes received.
    last_ms: AtomicU64,
}

impl Progress<'_> {
    /// The rate the answer streamed at since its first bytes, in thousandths of a token a
    /// second (about four characters a token); `None` before a second of it.
    fn milli_rate(&self) -> Option<u64> {
        let chars = self.chars.load(Ordering::Relaxed);
        let since_first = millis(self.started.elapsed()).saturating_sub(self.first_ms.load(Ordering::Relaxed));
        if chars == 0 || since_first < 1000 {
            return None;
        }
        let tokens = super::estimate_tokens(usize::try_from(chars).unwrap_or(usize::MAX));
        Some(tokens.saturating_mul(1_000_000) / since_first)
    }
}

impl StreamSink for Progress<'_> {
    fn delta(&self, meta: &RequestMeta, text: &str) {
        self.inner.delta(meta, text);
    }

    fn received(&self, bytes: usize) {
        if self.chars.fetch_add(bytes as u64, Ordering::Relaxed) == 0 {
            self.first_ms.store(millis(self.started.elapsed()), Ordering::Relaxed);
            self.lane.answered.fetch_add(1, Ordering::AcqRel);
            let _ = ANSWER_STARTED.try_with(|started| started.notify_one());
        }
        self.last_ms.store(millis(self.started.elapsed()), Ordering::Relaxed);
    }
}
