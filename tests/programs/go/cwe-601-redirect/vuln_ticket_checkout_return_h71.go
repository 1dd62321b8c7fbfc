// A ticket checkout return program of the h71 set (cwe-601-redirect).
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
)

var (
	ErrNoReturn      = errors.New("no return address")
	ErrReturnScheme  = errors.New("return address must be https")
	ErrReturnHost    = errors.New("return address is not one of our box-office sites")
	ErrUnknownOrder  = errors.New("unknown order")
	ErrAlreadyIssued = errors.New("tickets already issued")
	ErrNotPaid       = errors.New("payment not completed")
	ErrBadSignature  = errors.New("provider signature does not match")
)

type boxOffice struct {
	mu             sync.Mutex
	orders         map[string]string // order id -> status
	returnHosts    map[string]bool
	defaultReturn  string
	providerSecret []byte
}

func (b *boxOffice) checkReturn(raw string) error {
	if raw == "" {
		return ErrNoReturn
	}
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("parse return: %w", err)
	}
	if u.Scheme != "https" {
		return ErrReturnScheme
	}
	if !b.returnHosts[strings.ToLower(u.Hostname())] {
		return fmt.Errorf("%w: %s", ErrReturnHost, u.Hostname())
	}
	return nil
}

// checkSignature verifies the provider's HMAC over order id and payment status.
func (b *boxOffice) checkSignature(q url.Values) error {
	if q.Get("status") != "paid" {
		return ErrNotPaid
	}
	mac := hmac.New(sha256.New, b.providerSecret)
	mac.Write([]byte(q.Get("order") + "|" + q.Get("status")))
	sig, err := hex.DecodeString(q.Get("sig"))
	if err != nil || !hmac.Equal(sig, mac.Sum(nil)) {
		return ErrBadSignature
	}
	return nil
}

func (b *boxOffice) markPaid(order string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	status, ok := b.orders[order]
	switch {
	case !ok:
		return ErrUnknownOrder
	case status == "issued":
		return ErrAlreadyIssued
	}
	b.orders[order] = "issued"
	return nil
}

func (b *boxOffice) paymentDone(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	raw := q.Get("return")
	target := raw
	if target == "" {
		target = b.defaultReturn
	}
	defer func() {
		http.Redirect(w, r, target, http.StatusSeeOther)
	}()

	if err := b.checkReturn(raw); err != nil {
		log.Printf("order %s: return address refused: %v", q.Get("order"), err)
		return
	}

	if err := b.checkSignature(q); err != nil {
		log.Printf("order %s: %v", q.Get("order"), err)
		target = b.defaultReturn + "?problem=payment"
		return
	}
	if err := b.markPaid(q.Get("order")); err != nil {
		if errors.Is(err, ErrAlreadyIssued) {
			return // buyer refreshed the page
		}
		log.Printf("order %s: %v", q.Get("order"), err)
		target = b.defaultReturn + "?problem=order"
		return
	}
	log.Printf("order %s: tickets issued", q.Get("order"))
}

func main() {
	b := &boxOffice{
		orders: map[string]string{},
		returnHosts: map[string]bool{
			"tickets.marionettenhaus-lindau.de": true,
			"www.marionettenhaus-lindau.de":     true,
		},
		defaultReturn:  "https://tickets.marionettenhaus-lindau.de/danke",
		providerSecret: []byte(os.Getenv("PAYMENT_RETURN_SECRET")),
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/checkout/done", b.paymentDone)
	log.Fatal(http.ListenAndServe(":8050", mux))
}
