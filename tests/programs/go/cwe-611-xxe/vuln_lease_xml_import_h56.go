// Imports signed lease agreements exported as XML by a property-management suite and returns the key terms.
package leases

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/types"
)

type extractor struct {
	field string
	xpath string
}

var leaseFields = []extractor{
	{"tenant", "/lease/parties/tenant/name"},
	{"unit", "/lease/premises/unit"},
	{"monthly_rent", "/lease/terms/rent/monthly"},
	{"start", "/lease/terms/start"},
	{"end", "/lease/terms/end"},
}

func collect(root types.Node, fields []extractor) map[string]string {
	out := make(map[string]string, len(fields))
	for _, f := range fields {
		nodes, err := root.FindNodes(f.xpath)
		if err == nil && len(nodes) > 0 {
			out[f.field] = nodes[0].TextContent()
		}
	}
	return out
}

func parseLease(body io.Reader) (map[string]string, error) {
	p := parser.New(parser.XMLParseNoEnt, parser.XMLParseDTDLoad)
	doc, err := p.ParseReader(body)
	if err != nil {
		return nil, err
	}
	defer doc.Free()
	root, err := doc.DocumentElement()
	if err != nil {
		return nil, err
	}
	return collect(root, leaseFields), nil
}

func ImportLease(w http.ResponseWriter, r *http.Request) {
	terms, err := parseLease(http.MaxBytesReader(w, r.Body, 2<<20))
	if err != nil {
		http.Error(w, "unreadable lease document", http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(terms)
}
