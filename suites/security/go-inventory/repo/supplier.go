package main

import (
	"crypto/md5"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/rand"
	"net/http"
	"net/url"
	"time"
)

// Stock levels at the supplier, for the reorder screen.
func (a *App) supplierStock(w http.ResponseWriter, r *http.Request) {
	sku := r.URL.Query().Get("sku")
	resp, err := http.Get(a.cfg.SupplierAPI + "/stock?sku=" + url.QueryEscape(sku))
	if err != nil {
		http.Error(w, "supplier unavailable", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	w.Header().Set("Content-Type", "application/json")
	io.Copy(w, resp.Body)
}

// POST /supplier/callback-test {"url": "..."}: check that a supplier's callback URL answers.
func (a *App) testCallback(w http.ResponseWriter, r *http.Request) {
	var body struct {
		URL string `json:"url"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	resp, err := http.Get(body.URL)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	snippet, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	fmt.Fprintf(w, "%d\n%s", resp.StatusCode, snippet)
}

// Retries against the supplier API back off with jitter.
func backoff(attempt int) time.Duration {
	base := time.Duration(1<<attempt) * 200 * time.Millisecond
	return base + time.Duration(rand.Int63n(int64(base/2)))
}

// ETag of a JSON payload, so the reorder screen can poll cheaply.
func etag(payload []byte) string {
	sum := md5.Sum(payload)
	return `"` + hex.EncodeToString(sum[:]) + `"`
}
