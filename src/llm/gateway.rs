//! The one layer around every provider: the global limit on calls in flight, per-attempt
//! timeouts, retries with exponential backoff and jitter (honouring `Retry-After`), the run
//! budget, usage accounting, the response cache, record/replay, and redaction: every request is
//! masked before it is sent and every answer before it is kept or returned, so neither a key nor
//! a secret the scanner found reaches a model, a record file, the cache or the engine.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::Semaphore;

use super::cache::{self, Cache};
use super::record::{Recorder, Replay};
use super::usage::{Budget, Ledger, Prices};
use super::{
    Anthropic, ChatRequest, ChatResponse, LlmError, NoSink, OpenAi, Provider, RequestMeta, Scripted, StreamSink,
};
use crate::config::{Config, ProviderKind, ResolvedModel, Secret};
use crate::event::{EventKind, Events, Origin};
use crate::redact::Redactor;

/// How the gateway behaves; from the configuration, or set directly in tests.
#[derive(Debug, Clone)]
pub struct GatewayOptions {
    /// Retries after the first attempt.
    pub retries: u32,
    pub backoff_initial: Duration,
    pub backoff_max: Duration,
    /// The longest `Retry-After` honoured; a server asking for more fails the call.
    pub max_retry_after: Duration,
    pub request_timeout: Duration,
    pub jobs: usize,
    pub budget: Budget,
    pub prices: Prices,
    pub cache_dir: Option<PathBuf>,
    pub record: Option<PathBuf>,
    pub replay: Option<PathBuf>,
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
            jobs: usize::try_from(s.limits.jobs).unwrap_or(4),
            budget: Budget {
                max_calls: s.budget.max_calls,
                max_tokens: s.budget.max_tokens,
                max_cost_usd: s.budget.max_cost_usd,
            },
            prices: Prices(s.prices.clone()),
            cache_dir: s
                .cache
                .enabled
                .then(|| s.cache.dir.clone().unwrap_or_else(|| config.repo.join(".agent-smith").join("cache"))),
            record: None,
            replay: None,
        }
    }
}

/// A provider and the model it serves.
type Resolved = (Arc<dyn Provider>, ResolvedModel);
/// Builds the provider for a model alias.
type Resolver = Box<dyn Fn(&str) -> Result<Resolved, LlmError> + Send + Sync>;

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
}

impl Gateway {
    /// A gateway over the configured models (aliases resolved from `config` on first use).
    pub fn from_config(config: &Config, opts: GatewayOptions) -> Result<Gateway, LlmError> {
        let keys: Vec<Secret> = config.secrets().cloned().collect();
        let config = config.clone();
        let net = config.settings.network.clone();
        let resolve = move |alias: &str| -> Result<Resolved, LlmError> {
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
            Ok((provider, model))
        };
        Gateway::build(opts, Box::new(resolve), keys)
    }

    /// A gateway over one provider, used for every alias (tests, benchmarks, doctor).
    pub fn with_provider(
        provider: Arc<dyn Provider>,
        model: ResolvedModel,
        opts: GatewayOptions,
    ) -> Result<Gateway, LlmError> {
        let keys = model.api_key.iter().cloned().collect();
        Gateway::build(opts, Box::new(move |_| Ok((provider.clone(), model.clone()))), keys)
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

    /// Sends every model event (calls started, retried, waiting, finished, failed) to `events`.
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
                output_tokens: resp.usage.output_tokens,
                cost_usd,
                elapsed_ms,
                cached,
            },
        );
    }

    fn provider(&self, alias: &str) -> Result<Resolved, LlmError> {
        let mut map = self.providers.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(p) = map.get(alias) {
            return Ok(p.clone());
        }
        let p = (self.resolve)(alias)?;
        map.insert(alias.to_string(), p.clone());
        Ok(p)
    }

    /// One chat call through every policy. `alias` picks the model (`None`: the default); the
    /// request's `model`, `temperature` and `max_tokens` are filled from it when unset.
    pub async fn chat(&self, alias: Option<&str>, req: ChatRequest) -> Result<ChatResponse, LlmError> {
        self.chat_unmasked(alias, req).await.map_err(|e| e.masked(&self.redactor))
    }

    async fn chat_unmasked(&self, alias: Option<&str>, mut req: ChatRequest) -> Result<ChatResponse, LlmError> {
        let alias = alias.unwrap_or("default");
        let (provider, model) = self.provider(alias)?;
        // Nothing secret is sent, recorded, or part of a cache key.
        req.mask(&self.redactor);
        if req.model.is_empty() {
            req.model = model.name.clone();
        }
        if req.temperature.is_none() {
            req.temperature = model.temperature;
        }
        if req.max_tokens.is_none() {
            req.max_tokens = model.max_tokens;
        }
        if let Some(replay) = &self.replay {
            // No network: the recorded answer, accounted like a real one.
            let reservation = self.ledger.reserve(&req)?;
            let resp = replay.answer(&req);
            return match resp {
                Ok(mut resp) => {
                    resp.mask(&self.redactor);
                    let cost = self.ledger.settle(reservation, &req, &resp.model, &resp.usage);
                    self.finished(&req, &resp, cost, 0, true);
                    Ok(resp)
                }
                Err(e) => {
                    self.ledger.release(reservation, &req);
                    Err(e)
                }
            };
        }
        let key = cache::key(&provider.describe(), &req);
        if let Some(mut hit) = self.cache.as_ref().and_then(|c| c.get(&key)) {
            hit.mask(&self.redactor);
            self.finished(&req, &hit, Some(0.0), 0, true);
            self.record(&req, &hit)?;
            return Ok(hit);
        }
        let reservation = self.ledger.reserve(&req)?;
        let started = Instant::now();
        let mut attempt = 0u32;
        loop {
            attempt += 1;
            self.emit(&req.meta, EventKind::CallStarted { model: req.model.clone(), attempt });
            let result = {
                let _permit =
                    self.permits.acquire().await.map_err(|_| LlmError::Config("the model gateway is closed".into()))?;
                match tokio::time::timeout(self.opts.request_timeout, provider.chat(&req, self.sink.as_ref())).await {
                    Ok(r) => r,
                    Err(_) => {
                        Err(LlmError::Timeout { endpoint: provider.describe(), after: self.opts.request_timeout })
                    }
                }
            };
            // Whatever the provider (a script, a recording), an answer past the limits is refused.
            let result = result.and_then(|resp| {
                let size = resp.content.len()
                    + resp.tool_calls.iter().map(|c| c.id.len() + c.name.len() + c.arguments.len()).sum::<usize>();
                if size > super::MAX_ANSWER_BYTES || resp.tool_calls.len() > super::MAX_TOOL_CALLS {
                    Err(super::oversized(&provider.describe()))
                } else {
                    Ok(resp)
                }
            });
            match result {
                Ok(mut resp) => {
                    // An answer that echoes a key is kept and returned masked.
                    resp.mask(&self.redactor);
                    let cost = self.ledger.settle(reservation, &req, &resp.model, &resp.usage);
                    let elapsed = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
                    self.finished(&req, &resp, cost, elapsed, false);
                    if let Some(c) = &self.cache {
                        c.put(&key, &resp);
                    }
                    self.record(&req, &resp)?;
                    return Ok(resp);
                }
                Err(e) => {
                    let wait = self.wait(&e, attempt);
                    match wait {
                        Some(wait) if attempt <= self.opts.retries => {
                            self.emit(
                                &req.meta,
                                EventKind::CallRetrying {
                                    attempt,
                                    wait_ms: u64::try_from(wait.as_millis()).unwrap_or(u64::MAX),
                                    error: self.redactor.mask(&e.to_string()).into_owned(),
                                },
                            );
                            tokio::time::sleep(wait).await;
                        }
                        _ => {
                            self.ledger.release(reservation, &req);
                            let error = self.redactor.mask(&e.to_string()).into_owned();
                            self.emit(&req.meta, EventKind::CallFailed { error });
                            return Err(e);
                        }
                    }
                }
            }
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
