// A blacksmith forge custom order validation program of the h76 set (cwe-1333-redos).
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"regexp"

	"github.com/dlclark/regexp2"
)

// matcher hides which regex engine checks a field.
type matcher interface {
	Match(s string) (bool, error)
}

type backtrackMatcher struct {
	re *regexp2.Regexp
}

func newBacktrackMatcher(pattern string) backtrackMatcher {
	return backtrackMatcher{re: regexp2.MustCompile(pattern, regexp2.None)}
}

func (b backtrackMatcher) Match(s string) (bool, error) {
	return b.re.MatchString(s)
}

type linearMatcher struct {
	re *regexp.Regexp
}

func newLinearMatcher(pattern string) linearMatcher {
	return linearMatcher{re: regexp.MustCompile(pattern)}
}

func (l linearMatcher) Match(s string) (bool, error) {
	return l.re.MatchString(s), nil
}

const (
	referencePattern   = `^ORD-[0-9]{6}$`
	inscriptionPattern = `^([A-Za-z0-9]+[ '.-]?)+$`
)

type orderValidator struct {
	reference   matcher
	inscription matcher
}

func newOrderValidator() *orderValidator {
	return &orderValidator{
		reference:   newBacktrackMatcher(referencePattern),
		inscription: newLinearMatcher(inscriptionPattern),
	}
}

type customOrder struct {
	Reference   string `json:"reference"`
	Blade       string `json:"blade"`
	Inscription string `json:"inscription"`
}

func (v *orderValidator) check(o customOrder) string {
	if ok, err := v.reference.Match(o.Reference); err != nil || !ok {
		return "reference must look like ORD-123456"
	}
	if ok, err := v.inscription.Match(o.Inscription); err != nil || !ok {
		return "inscription may only contain letters, digits and simple separators"
	}
	return ""
}

type orderHandler struct {
	validator *orderValidator
	queue     chan customOrder
}

func (h *orderHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var o customOrder
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 8<<10)).Decode(&o); err != nil {
		http.Error(w, "malformed order", http.StatusBadRequest)
		return
	}
	if msg := h.validator.check(o); msg != "" {
		http.Error(w, msg, http.StatusUnprocessableEntity)
		return
	}
	h.queue <- o
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	queue := make(chan customOrder, 64)
	go func() {
		for o := range queue {
			log.Printf("queued %s: %s blade engraved %q", o.Reference, o.Blade, o.Inscription)
		}
	}()
	http.Handle("/orders", &orderHandler{validator: newOrderValidator(), queue: queue})
	log.Fatal(http.ListenAndServe(":8080", nil))
}
