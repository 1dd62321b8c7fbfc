// A repair log program of the h72 set (cwe-1333-redos).
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/go-chi/chi/v5"
)

// FieldRule validates one form field. The patterns are shared with the
// back-office app, which is why they use the .NET regex dialect.
type FieldRule interface {
	Check(value string) error
}

type patternRule struct {
	re   *regexp2.Regexp
	hint string
}

func newPatternRule(expr, hint string) patternRule {
	re := regexp2.MustCompile(expr, regexp2.None)
	return patternRule{re: re, hint: hint}
}

func (p patternRule) Check(value string) error {
	ok, err := p.re.MatchString(value)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("expected %s", p.hint)
	}
	return nil
}

type lengthRule struct{ max int }

func (l lengthRule) Check(value string) error {
	if len(value) > l.max {
		return fmt.Errorf("at most %d characters", l.max)
	}
	return nil
}

// all applies several rules in order.
type all []FieldRule

func (a all) Check(value string) error {
	for _, r := range a {
		if err := r.Check(value); err != nil {
			return err
		}
	}
	return nil
}

var rules = map[string]FieldRule{
	// Stern/Williams style serials, e.g. "SAM-0412-77B"
	"serial": newPatternRule(`^([A-Z0-9]+-?)+$`, "letters and digits separated by dashes"),
	// part numbers must not be a bare board revision
	"part":  newPatternRule(`^(?!REV)[A-Z]{1,4}-\d{3,6}(?:-[A-Z])?$`, "a part number like A-15911-B"),
	"notes": lengthRule{max: 2000},
}

func checkEntry(w http.ResponseWriter, r *http.Request) {
	var entry map[string]string
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 16<<10)).Decode(&entry); err != nil {
		http.Error(w, "bad entry", http.StatusBadRequest)
		return
	}
	problems := map[string]string{}
	for field, rule := range rules {
		if err := rule.Check(entry[field]); err != nil {
			problems[field] = err.Error()
		}
	}
	w.Header().Set("Content-Type", "application/json")
	if len(problems) > 0 {
		w.WriteHeader(http.StatusUnprocessableEntity)
	}
	_ = json.NewEncoder(w).Encode(map[string]any{
		"machine":  chi.URLParam(r, "machine"),
		"problems": problems,
		"checked":  time.Now().UTC(),
	})
}

func main() {
	r := chi.NewRouter()
	r.Post("/machines/{machine}/repairs/check", checkEntry)
	log.Fatal(http.ListenAndServe(":8078", r))
}
