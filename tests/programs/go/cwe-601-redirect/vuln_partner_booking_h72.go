// A partner booking program of the h72 set (cwe-601-redirect).
package main

import (
	"errors"
	"log"
	"net/http"
	"net/url"
	"strings"

	"github.com/go-chi/chi/v5"
)

// Destination works out where a short link should send the player.
type Destination interface {
	Resolve(r *http.Request) (string, error)
}

// partnerPage sends players to a partner's own page, keeping the hole number
// so the partner can credit the right course.
type partnerPage struct {
	base string
}

func (p partnerPage) Resolve(r *http.Request) (string, error) {
	u, err := url.Parse(p.base)
	if err != nil {
		return "", err
	}
	q := u.Query()
	if hole := r.URL.Query().Get("hole"); hole != "" {
		q.Set("ref_hole", hole)
	}
	u.RawQuery = q.Encode()
	return u.String(), nil
}

// campaignLink is used by the marketing team's one-off QR codes, which carry
// the landing page in the "to" parameter.
type campaignLink struct {
	ownHosts map[string]bool
}

func (c campaignLink) Resolve(r *http.Request) (string, error) {
	to := r.URL.Query().Get("to")
	if to == "" {
		return "", errors.New("missing destination")
	}
	return to, nil
}

type shortLinks struct {
	partners map[string]Destination
	fallback Destination
}

func (s shortLinks) lookup(slug string) Destination {
	if d, ok := s.partners[strings.ToLower(slug)]; ok {
		return d
	}
	return s.fallback
}

func (s shortLinks) follow(w http.ResponseWriter, r *http.Request) {
	dest, err := s.lookup(chi.URLParam(r, "slug")).Resolve(r)
	if err != nil {
		http.Error(w, "this link is no longer active", http.StatusNotFound)
		return
	}
	http.Redirect(w, r, dest, http.StatusFound)
}

func main() {
	links := shortLinks{
		partners: map[string]Destination{
			"pizza":   partnerPage{base: "https://order.slicehouse-pizza.com/deals/minigolf"},
			"parties": partnerPage{base: "https://book.puttparty-events.com/venues/castle-links"},
			"league":  partnerPage{base: "https://castlelinksgolf.com/league/signup"},
		},
		fallback: campaignLink{ownHosts: map[string]bool{
			"castlelinksgolf.com":     true,
			"www.castlelinksgolf.com": true,
		}},
	}

	r := chi.NewRouter()
	r.Get("/q/{slug}", links.follow)
	log.Fatal(http.ListenAndServe(":8066", r))
}
