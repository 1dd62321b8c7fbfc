// A clock parts nats program of the h61 set (cwe-643-xpath).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"regexp"

	"github.com/antchfx/xmlquery"
	"github.com/nats-io/nats.go"
)

// PartQuery arrives from the bench terminals when a watchmaker needs a replacement part.
type PartQuery struct {
	Caliber string `json:"caliber"`
	Kind    string `json:"kind"`
}

type Part struct {
	Ref   string `json:"ref"`
	Name  string `json:"name"`
	Stock string `json:"stock"`
}

type QueryChecker struct{ kinds map[string]bool }

var caliberPattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9 .\-]{0,23}$`)

func (c QueryChecker) Check(q PartQuery) error {
	if !c.kinds[q.Kind] {
		return fmt.Errorf("unknown part kind %q", q.Kind)
	}
	if !caliberPattern.MatchString(q.Caliber) {
		return errors.New("caliber must be letters, digits, spaces, dots or dashes")
	}
	return nil
}

// PartsCatalogue wraps the supplier catalogue (parts, prices, supplier accounts) loaded at start-up.
type PartsCatalogue struct{ doc *xmlquery.Node }

func LoadCatalogue(path string) (*PartsCatalogue, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &PartsCatalogue{doc: doc}, nil
}

func (c *PartsCatalogue) Find(q PartQuery) []Part {
	expr := fmt.Sprintf("//movement[@caliber='%s']/part[@kind='%s']", q.Caliber, q.Kind)
	var parts []Part
	for _, n := range xmlquery.Find(c.doc, expr) {
		parts = append(parts, Part{Ref: n.SelectAttr("ref"), Name: n.InnerText(), Stock: n.SelectAttr("stock")})
	}
	return parts
}

type PartsService struct {
	checker   QueryChecker
	catalogue *PartsCatalogue
}

func (s *PartsService) Lookup(q PartQuery) ([]Part, error) {
	if err := s.checker.Check(q); err != nil {
		return nil, err
	}
	return s.catalogue.Find(q), nil
}

func main() {
	cat, err := LoadCatalogue("/srv/workshop/parts-catalogue.xml")
	if err != nil {
		log.Fatal(err)
	}
	svc := &PartsService{
		checker:   QueryChecker{kinds: map[string]bool{"mainspring": true, "balance": true, "crown": true, "crystal": true, "jewel": true}},
		catalogue: cat,
	}
	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Close()
	_, err = nc.Subscribe("workshop.parts.lookup", func(m *nats.Msg) {
		var q PartQuery
		if err := json.Unmarshal(m.Data, &q); err != nil {
			return
		}
		parts, err := svc.Lookup(q)
		if err != nil {
			_ = m.Respond([]byte(`{"error":"bad query"}`))
			return
		}
		out, _ := json.Marshal(parts)
		_ = m.Respond(out)
	})
	if err != nil {
		log.Fatal(err)
	}
	select {}
}
