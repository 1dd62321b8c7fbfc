// A checkout return program of the h70 set (cwe-601-redirect).
package main

import (
	"log"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
)

type partner struct {
	Code   string
	Name   string
	Domain string
}

var partners = []partner{
	{Code: "KYO", Name: "Kyoto Garden Centre", Domain: "kyotogardens.co.uk"},
	{Code: "MPL", Name: "Maple Lane Nursery", Domain: "maplelane-nursery.com"},
	{Code: "TWR", Name: "Twisted Root Bonsai", Domain: "twistedrootbonsai.ie"},
}

type checkoutOutcome struct {
	OrderID  string
	Partner  string
	ReturnTo string
	Paid     bool
}

type OutcomeOption func(*checkoutOutcome)

func WithOrder(id string) OutcomeOption     { return func(o *checkoutOutcome) { o.OrderID = id } }
func WithPartner(code string) OutcomeOption { return func(o *checkoutOutcome) { o.Partner = code } }
func WithReturn(raw string) OutcomeOption   { return func(o *checkoutOutcome) { o.ReturnTo = raw } }
func Paid(ok bool) OutcomeOption            { return func(o *checkoutOutcome) { o.Paid = ok } }

func newOutcome(opts ...OutcomeOption) checkoutOutcome {
	o := checkoutOutcome{ReturnTo: "/orders"}
	for _, fn := range opts {
		fn(&o)
	}
	return o
}

func partnerHostMatches(host string) func(partner) bool {
	return func(p partner) bool {
		h := strings.ToLower(host)
		return h == p.Domain || strings.HasSuffix(h, "."+p.Domain)
	}
}

func (o checkoutOutcome) destination() string {
	u, err := url.Parse(o.ReturnTo)
	if err != nil || u.Scheme != "https" {
		return "/orders/" + url.PathEscape(o.OrderID)
	}
	if !slices.ContainsFunc(partners, partnerHostMatches(u.Hostname())) {
		return "/orders/" + url.PathEscape(o.OrderID)
	}
	q := u.Query()
	q.Set("order", o.OrderID)
	q.Set("status", map[bool]string{true: "paid", false: "pending"}[o.Paid])
	u.RawQuery = q.Encode()
	return u.String()
}

func paymentReturn(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	outcome := newOutcome(
		WithOrder(q.Get("order")),
		WithPartner(q.Get("partner")),
		WithReturn(q.Get("return_to")),
		Paid(q.Get("result") == "AUTHORISED"),
	)
	log.Printf("order %s via %s paid=%v", outcome.OrderID, outcome.Partner, outcome.Paid)
	http.Redirect(w, r, outcome.destination(), http.StatusFound)
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /checkout/return", paymentReturn)
	srv := &http.Server{Addr: ":8045", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
