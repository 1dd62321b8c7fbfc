// A commission deposit program of the h69 set (cwe-601-redirect).
package main

import (
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
)

const dealerDomain = "fisarmonica-partners.it"

type depositRequest struct {
	Commission string
	AmountEUR  int
	ReturnURL  string
	Dealer     string
}

// newDepositRequest reads the form the dealer's shop posts to us and
// decides where the customer goes once the deposit is recorded.
func newDepositRequest(r *http.Request) (*depositRequest, error) {
	if err := r.ParseForm(); err != nil {
		return nil, err
	}
	amt, err := strconv.Atoi(r.PostForm.Get("amount_eur"))
	if err != nil || amt < 200 {
		return nil, errors.New("deposit must be at least 200 EUR")
	}
	d := &depositRequest{
		Commission: r.PostForm.Get("commission"),
		AmountEUR:  amt,
		ReturnURL:  "https://www.castelfidardo-bellows.it/grazie",
	}
	if raw := r.PostForm.Get("return_url"); raw != "" {
		u, err := url.Parse(raw)
		host := ""
		if err == nil && u.Scheme == "https" {
			host = u.Hostname()
		}
		if host == dealerDomain || strings.HasSuffix(host, "."+dealerDomain) {
			d.ReturnURL = raw
			d.Dealer = u.Hostname()
		}
	}
	return d, nil
}

type ledger struct {
	mu       sync.Mutex
	deposits map[string]int
}

func (l *ledger) record(d *depositRequest) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.deposits[d.Commission] += d.AmountEUR
}

func (l *ledger) handleDeposit(w http.ResponseWriter, r *http.Request) {
	d, err := newDepositRequest(r)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if d.Commission == "" {
		http.Error(w, "commission reference missing", http.StatusBadRequest)
		return
	}
	l.record(d)
	log.Printf("deposit %d EUR on %s via %q", d.AmountEUR, d.Commission, d.Dealer)
	http.Redirect(w, r, d.ReturnURL, http.StatusSeeOther)
}

func (l *ledger) handleBalance(w http.ResponseWriter, r *http.Request) {
	l.mu.Lock()
	defer l.mu.Unlock()
	fmt.Fprintf(w, "%d\n", l.deposits[r.PathValue("commission")])
}

func main() {
	l := &ledger{deposits: map[string]int{}}
	http.HandleFunc("POST /deposits", l.handleDeposit)
	http.HandleFunc("GET /deposits/{commission}", l.handleBalance)
	log.Fatal(http.ListenAndServe(":8035", nil))
}
