// insurance policy status (h58 set)
package policystatus

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"sync/atomic"

	"github.com/antchfx/xmlquery"
)

// Status is what a policyholder sees on the self-service claim status page.
type Status struct {
	Policy    string `json:"policy"`
	Holder    string `json:"holder"`
	OpenClaim string `json:"open_claim"`
	Stage     string `json:"stage"`
	Payout    string `json:"payout"`
}

// Snapshot keeps the latest policy book export; a background job swaps it in.
type Snapshot struct{ doc atomic.Pointer[xmlquery.Node] }

func (s *Snapshot) Replace(doc *xmlquery.Node) { s.doc.Store(doc) }

type lookup struct {
	Policy   string
	Postcode string
}

type guard func(lookup) error

func notBlank(l lookup) error {
	if l.Policy == "" || l.Postcode == "" {
		return errors.New("policy number and postcode are required")
	}
	return nil
}

func shortEnough(l lookup) error {
	if len(l.Policy) > 16 || len(l.Postcode) > 10 {
		return errors.New("policy number or postcode too long")
	}
	return nil
}

func run(l lookup, guards ...guard) error {
	for _, g := range guards {
		if err := g(l); err != nil {
			return err
		}
	}
	return nil
}

// find matches the policy only when the holder's postcode agrees with the record.
func find(doc *xmlquery.Node, l lookup) (*xmlquery.Node, error) {
	expr := "//policy[@number='" + l.Policy + "' and holder/postcode='" + l.Postcode + "']"
	return xmlquery.Query(doc, expr)
}

func value(n *xmlquery.Node, expr string) string {
	if c := xmlquery.FindOne(n, expr); c != nil {
		return strings.TrimSpace(c.InnerText())
	}
	return ""
}

// Handler serves GET /claims/status?policy=HM-204771&postcode=LS6 2QT.
func Handler(snap *Snapshot) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		l := lookup{
			Policy:   strings.ToUpper(strings.TrimSpace(q.Get("policy"))),
			Postcode: strings.ToUpper(strings.TrimSpace(q.Get("postcode"))),
		}
		if err := run(l, notBlank, shortEnough); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		doc := snap.doc.Load()
		if doc == nil {
			http.Error(w, "policy book is loading", http.StatusServiceUnavailable)
			return
		}
		n, err := find(doc, l)
		if err != nil || n == nil {
			http.Error(w, "no matching policy", http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(Status{
			Policy:    n.SelectAttr("number"),
			Holder:    value(n, "holder/name"),
			OpenClaim: value(n, "claims/claim[@open='true']/@ref"),
			Stage:     value(n, "claims/claim[@open='true']/stage"),
			Payout:    value(n, "claims/claim[@open='true']/payout"),
		})
	}
}
